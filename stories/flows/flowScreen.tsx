import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { composeStory } from 'storybook/preview-api';

/**
 * A flow's story parameters: full-bleed screens, no frame of the preview's own around the flow's
 * canvas (`flow`, see .storybook/preview.tsx), and what the journey covers for its Docs page.
 */
export function flowParameters(summary: string) {
  return { page: true, flow: true, docs: { description: { component: summary } } };
}

/** How many screens are being shown right now (a screen's run unmounts the flow's own render). */
let screensShowing = 0;

/**
 * A flow renders nothing of its own: its play function shows one existing story after another
 * (see `flowScreens`). Leaving the flow in the Storybook UI takes its last screen away too.
 */
export function FlowStage() {
  useEffect(
    () => () => {
      if (screensShowing > 0) return;
      for (const stage of document.querySelectorAll('[data-flow-screen]')) stage.remove();
    },
    [],
  );
  return null;
}

/**
 * The element a flow's screens render into, placed right after the flow's canvas and outside
 * React on purpose: running a composed story first runs the cleanups of every story run before
 * it, and in the Vitest run that includes unmounting and removing the flow's own canvas.
 */
function stageAfter(canvasElement: HTMLElement): HTMLElement {
  const document = canvasElement.ownerDocument;
  const existing = document.querySelector<HTMLElement>('[data-flow-screen]');
  if (existing) return existing;
  const stage = document.createElement('div');
  stage.dataset.flowScreen = '';
  if (canvasElement.isConnected) canvasElement.after(stage);
  else document.body.append(stage);
  return stage;
}

type ProjectAnnotations = Parameters<typeof composeStory>[3];

/** The Storybook UI keeps the preview (and its annotations) under this global. */
const PREVIEW_GLOBAL = '__STORYBOOK_PREVIEW__';

/**
 * The preview's annotations: decorators, loaders, the React renderer. The Vitest run registers
 * them globally, where `composeStory` finds them by itself; in the Storybook UI they live in the
 * preview's story store.
 */
function projectAnnotations(): ProjectAnnotations {
  const scope = globalThis as unknown as Record<string, unknown> & {
    globalProjectAnnotations?: ProjectAnnotations;
  };
  const preview = scope[PREVIEW_GLOBAL] as { storyStore?: { projectAnnotations?: ProjectAnnotations } } | undefined;
  return scope.globalProjectAnnotations ?? preview?.storyStore?.projectAnnotations;
}

/**
 * The steps of a journey shown in this flow's canvas. Each step renders an existing story into
 * the flow's stage with everything that story declares (route, cart, pinned runtime, mocks, its
 * own setup) and runs its play function there: the rule a step checks is written once, in that
 * story. The previous screen is unmounted first, so each screen starts from the state its story
 * pins.
 */
export function flowScreens(canvasElement: HTMLElement) {
  return async <Stories extends { default: Meta }>(
    stories: Stories,
    name: Exclude<keyof Stories, 'default'> & string,
  ): Promise<void> => {
    const stage = stageAfter(canvasElement);
    window.scrollTo(0, 0);
    const story = stories[name] as StoryObj;
    screensShowing += 1;
    try {
      await composeStory(story as never, stories.default as never, undefined, projectAnnotations(), name).run({
        canvasElement: stage,
      });
    } finally {
      screensShowing -= 1;
    }
  };
}
