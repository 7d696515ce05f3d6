/**
 * Each story gets a clipboard of its own: a designer's browser asks before a page reads the system
 * clipboard (the Vitest run grants it; the Storybook UI does not), and one story's copy must not
 * be what the next story reads. Writes and reads go to this story's text only.
 */
export function installStoryClipboard(): () => void {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  let text = '';
  const clipboard = {
    writeText: async (value: string) => {
      text = value;
    },
    readText: async () => text,
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    if (original && !('clipboard' in navigator)) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  };
}
