import { Virtual } from '@guidepup/virtual-screen-reader';
import { expect, waitFor } from 'storybook/test';

/** What a play can ask of the screen reader while it listens. */
export interface Listener {
  /** Everything spoken since the start (or the last `clear`), in order. */
  spoken(): Promise<string[]>;
  /** Forgets what was spoken so far, so the next check hears only what follows. */
  clear(): Promise<void>;
  /** Waits until a phrase containing `text` has been spoken. */
  heard(text: string): Promise<void>;
  /** How many phrases spoken so far contain `text`. */
  timesHeard(text: string): Promise<number>;
  /**
   * Reads on item by item from where the reader stands (the container, until a play moves it)
   * round to that item again, as a reader's "read all" does, and returns what each item said:
   * how static content (a bar, a rating) sounds.
   */
  readAll(): Promise<string[]>;
}

/** Far more items than any container a story listens to; stops a reader that never ends. */
const MAX_ITEMS = 400;

const started = new WeakSet<Document>();

/**
 * Starts the reader without the document workarounds of its own copy of user-event. Stories share
 * one page, and that copy, once it has prepared the document, wraps every field's value setter
 * around Storybook's: Storybook's `userEvent.type` then changes the field but React never hears of
 * it, in this story and in every story after it. Its clipboard stub would also replace the
 * story's own clipboard (.storybook/storyClipboard.ts).
 */
async function startQuietly(reader: Virtual, container: Element): Promise<void> {
  const document = container.ownerDocument;
  const window = document.defaultView!;
  const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  // The first start also prepares the field that has the focus: none has it then.
  const active = started.has(document) ? null : document.activeElement;
  if (active instanceof HTMLElement) active.blur();
  const addEventListener = document.addEventListener;
  document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
    const [type] = args;
    if (type !== 'focus' && type !== 'blur') addEventListener.apply(this, args);
  } as Document['addEventListener'];
  try {
    await reader.start({ container });
  } finally {
    document.addEventListener = addEventListener;
    if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    started.add(document);
  }
  if (active instanceof HTMLElement) active.focus({ preventScroll: true });
}

/**
 * Runs `steps` with a virtual screen reader (@guidepup/virtual-screen-reader) listening to
 * `container`: it speaks what takes the focus inside it and what its live regions announce, as a
 * blind shopper or staff member would hear it (docs/behaviour.md#what-each-screen-announces).
 * Listen to the smallest container that holds what is announced: the reader walks it on every
 * change. Toasts live in a portal, so a play that expects one listens to the document's body.
 * The reader stops however the steps end, so the next story starts with none listening.
 */
export async function listenWithScreenReader(
  container: Element,
  steps: (listener: Listener) => Promise<void>,
): Promise<void> {
  const reader = new Virtual();
  await startQuietly(reader, container);
  const spoken = () => reader.spokenPhraseLog();
  const timesHeard = async (text: string) => (await spoken()).filter((phrase) => phrase.includes(text)).length;
  try {
    await steps({
      spoken,
      clear: () => reader.clearSpokenPhraseLog(),
      heard: (text) =>
        waitFor(async () => {
          const phrases = await spoken();
          await expect(
            phrases.some((phrase) => phrase.includes(text)),
            `"${text}" in ${JSON.stringify(phrases)}`,
          ).toBe(true);
        }),
      timesHeard,
      readAll: async () => {
        const start = await reader.lastSpokenPhrase();
        const items: string[] = [];
        for (let item = 0; item < MAX_ITEMS; item += 1) {
          await reader.next();
          const phrase = await reader.lastSpokenPhrase();
          if (phrase === start) break;
          items.push(phrase);
        }
        return items;
      },
    });
  } finally {
    await reader.stop();
  }
}

/** The element that has the keyboard focus, as the next Tab starts from it. */
export const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;
