/**
 * Where the hardening never takes a visitor's tools away (docs/behaviour.md): form fields and
 * values meant to be copied (marked `data-copyable`) keep text selection and the context menu.
 */
export const USER_TOOLS_SELECTOR = 'input, textarea, select, [contenteditable], [data-copyable]';

export function keepsUserTools(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  if (!element) return false;
  return (element instanceof HTMLElement && element.isContentEditable) || element.closest(USER_TOOLS_SELECTOR) !== null;
}
