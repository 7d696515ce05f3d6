/**
 * A story's `beforeEach`: room below the story, so that its page can scroll it out of view. Unseen,
 * so a screenshot frames the story alone (.storybook/storyShotArea.ts skips what is hidden), and
 * in pixels, so it does not grow when a screenshot makes the window taller. The cleanup takes it
 * away again.
 */
export function roomBelow({ canvasElement, viewMode }: { canvasElement: HTMLElement; viewMode: string }) {
  // A docs page plays nothing: it would only end in blank screens.
  if (viewMode === 'docs') return undefined;
  const page = canvasElement.ownerDocument;
  const room = page.createElement('div');
  room.style.visibility = 'hidden';
  room.style.height = `${3 * (page.defaultView?.innerHeight ?? 1000)}px`;
  page.body.append(room);
  return () => room.remove();
}

/**
 * Scrolls the story's page so that the whole story is above the view (`away`: `roomBelow` gives
 * the page the room), or back to its top. The preview scrolls every story's page back to the top
 * before the next one (.storybook/storyReset.ts).
 */
export function scrollStory(canvasElement: HTMLElement, where: 'away' | 'back'): void {
  const view = canvasElement.ownerDocument.defaultView ?? window;
  view.scrollTo(0, where === 'away' ? view.scrollY + canvasElement.getBoundingClientRect().bottom + 1 : 0);
}
