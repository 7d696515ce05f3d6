/**
 * Storybook's docs blocks, loaded with the preview: its loaders wait for them before any story.
 * Loading them patches `HTMLElement.prototype.focus` by assignment (react-aria's focus-visible
 * tracking). Chakra's components patch it too, through zag's focus-visible, which leaves the
 * property read-only. When a story renders first and the blocks load later (a designer opens a
 * story, then a docs page), that assignment throws and the docs page never renders; with the
 * blocks loaded first, both patches apply.
 */
export const docsBlocksLoaded: Promise<unknown> = import('@storybook/addon-docs/blocks');
