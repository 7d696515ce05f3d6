import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHasStarted } from '../startup/useHasStarted';
import { useHistoryMoves } from './useHistoryMoves';
import { addressCopyOf, followAddress, setCopy, type AddressCopy } from './addressCopy';
import { formatParam, readParamState, writeParamState, type ParamSpecs, type ParamValues } from './paramState';

export interface ParamChange {
  /**
   * 'replace' for a change made by typing, so Back steps over keystrokes; 'push' for a deliberate
   * choice (a tab, a filter, a page), so Back returns to the view before it.
   */
  history: 'push' | 'replace';
  /** Drop every other parameter, such as a tab's filters when another tab is chosen. */
  alone?: boolean;
}

type Copies = Record<string, AddressCopy>;

function followAll(copies: Copies, texts: Record<string, string>, wentBack: boolean): Copies {
  let next = copies;
  for (const [name, text] of Object.entries(texts)) {
    const copy = copies[name] ?? addressCopyOf(text);
    const followed = followAddress(copy, text, wentBack);
    if (followed !== copies[name]) next = { ...next, [name]: followed };
  }
  return next;
}

/**
 * View state kept in the address's search parameters (docs/behaviour.md#state-in-the-address):
 * a reload keeps it, Back restores it, a copied link opens the same view. `specs` must keep its
 * identity between renders (a module constant, or memoised).
 *
 * The router applies a new address in a transition, so each value is kept as a copy that changes
 * at once when set here (a field shows its keystroke, a tab or a select its choice, in the next
 * paint) and follows the address when it changes otherwise (addressCopy.ts). Whatever is costly to
 * draw from the values should read them through useDeferredValue.
 *
 * A pre-rendered page is the default view, so while it hydrates every value is its fallback, and
 * the address's values apply once the app has started (in the transition that starts it).
 */
export function useParamState<Specs extends ParamSpecs>(
  specs: Specs,
): [ParamValues<Specs>, (patch: Partial<ParamValues<Specs>>, change: ParamChange) => void] {
  const [params, setParams] = useSearchParams();
  const started = useHasStarted();
  // Back and Forward are told by the browser, not by the values: the address may be back at the
  // value a copy last saw without any render having seen the entry it left (docs/architecture.md#routing).
  const moves = useHistoryMoves();
  const [seenMoves, setSeenMoves] = useState(moves);
  const wentBack = moves !== seenMoves;
  if (wentBack) setSeenMoves(moves);
  const addressText = started ? params.toString() : '';
  const texts = useMemo(() => {
    const fromAddress = readParamState(new URLSearchParams(addressText), specs);
    return Object.fromEntries(
      Object.entries(specs).map(([name, spec]) => [name, formatParam(spec, fromAddress[name])]),
    );
  }, [addressText, specs]);
  // The whole query string as this hook last wrote it: the router's own params lag behind while
  // its transition is pending, and a second change built on them would undo the first.
  const [whole, setWhole] = useState(() => addressCopyOf(params.toString()));
  const followedWhole = followAddress(whole, params.toString(), wentBack);
  if (followedWhole !== whole) setWhole(followedWhole);
  const [copies, setCopies] = useState<Copies>(() =>
    Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, addressCopyOf(text)])),
  );
  const followed = followAll(copies, texts, wentBack);
  // Adjusting state while rendering, as React advises for state that follows a prop.
  if (followed !== copies) setCopies(followed);

  const shownText = Object.entries(followed)
    .map(([name, copy]) => `${name}=${encodeURIComponent(copy.typed)}`)
    .join('&');
  const values = useMemo(
    () => readParamState(new URLSearchParams(shownText), specs),
    // shownText stands for the copies it was made from.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [shownText, specs],
  );

  // The setter keeps its identity and reads the latest address when called, so a view drawn from
  // the values can be memoised and skip the address changes that are not its own (a tab switch
  // redrew the hidden accounts table in the tap's own render).
  const latest = useRef({ setParams, whole: followedWhole.typed });
  useLayoutEffect(() => {
    latest.current = { setParams, whole: followedWhole.typed };
  });
  const set = useCallback(
    (patch: Partial<ParamValues<Specs>>, { history, alone = false }: ParamChange) => {
      const setTexts: Record<string, string> = {};
      for (const [name, spec] of Object.entries(specs)) {
        if (name in patch) setTexts[name] = formatParam(spec, patch[name]);
        else if (alone) setTexts[name] = formatParam(spec, spec.fallback);
      }
      setCopies((current) => {
        const next = { ...current };
        for (const [name, text] of Object.entries(setTexts)) {
          next[name] = setCopy(current[name] ?? addressCopyOf(text), text);
        }
        return next;
      });
      const next = writeParamState(new URLSearchParams(alone ? '' : latest.current.whole), specs, patch);
      latest.current.whole = next.toString();
      setWhole((current) => setCopy(current, next.toString()));
      latest.current.setParams(next, {
        replace: history === 'replace',
        // The view changes in place: the page stays where the visitor is looking.
        preventScrollReset: true,
      });
    },
    [specs],
  );
  return [values, set];
}
