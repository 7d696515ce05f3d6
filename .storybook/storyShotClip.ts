import type { ShotArea } from './storyShotArea';
import type { ShotClip } from './storyShotComparison';

/**
 * Where an area of this frame's viewport lies on the top page, which is what Chromium shoots:
 * undefined when the area is cut off by a viewport or a frame is drawn at another size than
 * its own (Vitest scales a frame that does not fit), as the shot would not show it 1:1.
 */
export function storyShotClip(area: ShotArea, view: Window = window): ShotClip | undefined {
  const inside = (x: number, y: number, { innerWidth, innerHeight }: Window) =>
    x >= 0 && y >= 0 && x + area.width <= innerWidth && y + area.height <= innerHeight;
  let x = area.left;
  let y = area.top;
  let current = view;
  if (!inside(x, y, current)) return undefined;
  while (current.parent !== current) {
    const frame = current.frameElement as HTMLElement | null;
    if (!frame) return undefined;
    const box = frame.getBoundingClientRect();
    if (Math.abs(box.width - frame.offsetWidth) > 0.01 || Math.abs(box.height - frame.offsetHeight) > 0.01) {
      return undefined;
    }
    const padding = current.parent.getComputedStyle(frame);
    x += box.left + frame.clientLeft + Number.parseFloat(padding.paddingLeft || '0');
    y += box.top + frame.clientTop + Number.parseFloat(padding.paddingTop || '0');
    current = current.parent;
    if (!inside(x, y, current)) return undefined;
  }
  return { x: x + current.scrollX, y: y + current.scrollY, width: area.width, height: area.height };
}
