/** `globals` of a story shown on a phone (the preview's 390 px viewport): `globals: mobileViewport`. */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };

/** `globals` of a story pinned to the preview's 1200 px desktop viewport. */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };
