/**
 * The list the visual review shows (docs/testing.md#visual-review), as plain data: which changes
 * are still waiting for a decision, and what accepting some of them leaves. No file access here,
 * so the rules are unit-tested in visualReviewList.test.ts.
 *
 * A change is one story's shot in one engine (`engine`, Chromium when absent). Its key is the
 * shot's name for Chromium and `<shot>-<engine>` for Firefox and WebKit: the name of its folder in
 * .visual-review and what `npm run visual:accept` takes for that engine alone.
 */

/** The key of a change: its shot, with the engine after it unless that is Chromium. */
export const changeKey = ({ shot, engine = 'chromium' }) => (engine === 'chromium' ? shot : `${shot}-${engine}`);

const order = (change) => `${change.shot}\u0000${change.engine ?? 'chromium'}`;

/** The changes still to review, one per key, in shot then engine order (the order j and k step through). */
export function pendingChanges(changes, acceptedKeys = []) {
  const accepted = new Set(acceptedKeys);
  const byKey = new Map();
  for (const change of changes) if (!accepted.has(changeKey(change))) byKey.set(changeKey(change), change);
  return [...byKey.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * Splits a visual:accept request over the recorded changes: `--all` takes every change, otherwise
 * the named ones, a shot's name taking the story in every engine and a key (`<shot>-firefox`) one
 * engine; `engine`, when given, keeps only that engine's. Returns what to accept, what stays listed
 * and the names that match no recorded change.
 */
export function planAcceptance(changes, wantedNames, engine) {
  const all = wantedNames.includes('--all');
  const wanted = new Set(wantedNames.filter((name) => name !== '--all'));
  const named = (change) => wanted.has(change.shot) || wanted.has(changeKey(change));
  const ofEngine = (change) => !engine || (change.engine ?? 'chromium') === engine;
  const accept = changes.filter((change) => ofEngine(change) && (all || named(change)));
  return {
    accept,
    remaining: pendingChanges(changes, accept.map(changeKey)),
    unknown: [...wanted].filter(
      (name) => !changes.some((change) => ofEngine(change) && (change.shot === name || changeKey(change) === name)),
    ),
  };
}
