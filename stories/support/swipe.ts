/**
 * A finger dragging `element` straight down by `distance` px in `steps` moves, `stepMs` apart.
 * Slow drags (long steps) test the distance threshold; quick ones the velocity threshold. With
 * `stepMs` 0 the whole drag is dispatched at once, so a flick stays a flick however busy the
 * machine is: the sheet times the drag by the events' time stamps, and a timer of a few ms can
 * fire 100 ms late on a loaded machine.
 */
export async function swipeDown(element: HTMLElement, distance: number, steps: number, stepMs: number): Promise<void> {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const startY = box.top + 10;
  const init = (y: number): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
    buttons: 1,
    clientX: x,
    clientY: y,
  });
  const pause = () => (stepMs > 0 ? new Promise((resolve) => setTimeout(resolve, stepMs)) : undefined);
  element.dispatchEvent(new PointerEvent('pointerdown', init(startY)));
  for (let step = 1; step <= steps; step++) {
    await pause();
    element.dispatchEvent(new PointerEvent('pointermove', init(startY + (distance * step) / steps)));
  }
  await pause();
  element.dispatchEvent(new PointerEvent('pointerup', { ...init(startY + distance), buttons: 0 }));
}
