/**
 * Parameters for a story whose play leads to the state it is named for, so its docs page shows
 * that state rather than the first render. Only for plays that are safe beside the page's other
 * stories, which play at the same time: clicks inside the story's own canvas, no typing (keys go
 * to whichever story has focus), no dialogs or drawers over the page, no page-wide state. The
 * Storybook UI step opens every docs page with such a story and fails when one of them does not
 * pass there (docs/testing.md#storybook-ui).
 */
export const playsInDocs = { docs: { story: { autoplay: true } } } as const;
