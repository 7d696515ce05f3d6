export interface ShotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The page area a component story paints, in viewport coordinates: its own elements (found
 * beside the story router's location probe, `probeTestId`, which sits next to the story in the
 * preview's padding box) and whatever it renders into portals on the body (dialogs, menus,
 * toasts), widened by `margin` and kept inside the document.
 *
 * Self-contained (no outer names): the cross-engine shots (scripts/engines/storyShots.mjs) run
 * its source in Firefox and WebKit, so every engine frames a story by the same rule.
 */
export function storyShotArea(
  document: Document,
  { margin, maxHeight, probeTestId }: { margin: number; maxHeight: number; probeTestId: string },
): ShotArea {
  const notPainted = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'OUTPUT']);
  /** The boxes an element and everything inside it paint, skipping what is not shown. */
  const paintedBoxes = (element: Element): DOMRect[] => {
    if (notPainted.has(element.tagName)) return [];
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return [];
    const own = element.getBoundingClientRect();
    // Content clipped by this element cannot paint outside it (carousels keep slides off-screen).
    const clips = style.overflowX !== 'visible' && style.overflowY !== 'visible';
    const boxes = own.width > 0 && own.height > 0 ? [own] : [];
    if (clips && boxes.length > 0) return boxes;
    return [...boxes, ...Array.from(element.children).flatMap(paintedBoxes)];
  };
  const probe = document.querySelector(`[data-testid="${probeTestId}"]`);
  const storyParent = probe?.parentElement;
  const canvas = Array.from(document.body.children).find((child) => probe && child.contains(probe));
  const storyElements = storyParent ? Array.from(storyParent.children).filter((child) => child !== probe) : [];
  const portals = Array.from(document.body.children).filter((child) => child !== canvas);
  const boxes = [...storyElements, ...portals].flatMap(paintedBoxes);
  const view = document.defaultView!;
  const pageWidth = view.innerWidth;
  const pageHeight = Math.min(document.documentElement.scrollHeight, maxHeight);
  if (boxes.length === 0) return { left: 0, top: 0, width: pageWidth, height: Math.min(pageHeight, view.innerHeight) };
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)) - margin));
  const right = Math.min(pageWidth, Math.ceil(Math.max(...boxes.map((box) => box.right)) + margin));
  const bottom = Math.min(pageHeight, Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + margin));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}
