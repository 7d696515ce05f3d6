/** Input types a visitor writes into: what they typed there is lost by a reload. */
const WRITTEN_TYPES = new Set(['text', 'email', 'password', 'tel', 'url']);

/**
 * A field whose text a reload would lose: a textarea, or a text-like input that is neither a
 * search field (its text lives in the address, which a reload keeps) nor a spinbutton (a
 * quantity, which the item page starts again at 1), and that can be edited.
 */
export function holdsWrittenText(element: EventTarget | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) return false;
  if (element.getAttribute('role') === 'spinbutton') return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (!(element instanceof HTMLInputElement)) return false;
  return WRITTEN_TYPES.has(element.type) && !element.readOnly && !element.disabled;
}

export interface UnsavedInputWatch {
  /** True while a field on the page holds text that was typed and neither sent nor cleared. */
  holdsUnsavedInput(): boolean;
  /** Calls `onChange` after anything that may have changed the answer; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  stop(): void;
}

/**
 * Watches the page's fields for what a reload would lose (docs/behaviour.md#offline-and-updates).
 * A field's text is unsaved from the first edit until it is back to what the field held when the
 * visitor came to it (cleared), or its form is sent (`submit`) or reset, or the field leaves the
 * page (a closed dialog, another page). The DOM cannot tell this by itself: React keeps a
 * controlled field's default value equal to its value, so each field's starting text is taken
 * when it gets the focus.
 */
export function watchUnsavedInput(document: Document): UnsavedInputWatch {
  /** Each field edited or focused, with the text it held before the visitor's edits. */
  const startingText = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const listeners = new Set<() => void>();
  const view = document.defaultView;
  let notifyQueued = false;

  // After the event's own handlers: a form's submit handler, or React closing a dialog on a click.
  const notify = () => {
    if (notifyQueued || !view) return;
    notifyQueued = true;
    view.setTimeout(() => {
      notifyQueued = false;
      for (const listener of listeners) listener();
    }, 0);
  };

  const onFocus = (event: Event) => {
    if (holdsWrittenText(event.target) && !startingText.has(event.target))
      startingText.set(event.target, event.target.value);
  };
  const onInput = (event: Event) => {
    // A field filled without the focus (the browser's autofill) started empty.
    if (holdsWrittenText(event.target) && !startingText.has(event.target)) startingText.set(event.target, '');
    notify();
  };
  const onSent = (event: Event) => {
    for (const field of startingText.keys()) if (field.form === event.target) startingText.delete(field);
    notify();
  };

  const events: [string, (event: Event) => void][] = [
    ['focusin', onFocus],
    ['input', onInput],
    ['submit', onSent],
    ['reset', onSent],
    // A dialog that closes takes its fields with it: the answer may change after a click or a key.
    ['click', notify],
    ['keyup', notify],
  ];
  for (const [type, listener] of events) document.addEventListener(type, listener, true);

  return {
    holdsUnsavedInput() {
      let holds = false;
      for (const [field, text] of startingText) {
        if (!field.isConnected) startingText.delete(field);
        else if (field.value !== text) holds = true;
      }
      return holds;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    stop() {
      for (const [type, listener] of events) document.removeEventListener(type, listener, true);
      listeners.clear();
      startingText.clear();
    },
  };
}
