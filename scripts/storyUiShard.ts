/**
 * Which stories one Storybook UI runner process judges when the run is split (`STORYBOOK_UI_SHARD`
 * = "k/n"): the k-th of n contiguous stretches of the sidebar. A stretch that does not start at
 * the top first plays the story above it, unjudged, so every story is still judged after its own
 * predecessor (scripts/storybook-ui.mjs).
 */
export interface StoryUiShard {
  index: number;
  total: number;
  /** First story judged, as an index into the sidebar order. */
  start: number;
  /** One past the last story judged. */
  end: number;
}

const SHARD = /^([1-9]\d*)\/([1-9]\d*)$/;

export function storyUiShard(setting: string | undefined, storyCount: number): StoryUiShard {
  const match = SHARD.exec((setting ?? '1/1').trim());
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || index > total) throw new Error(`STORYBOOK_UI_SHARD must be "k/n" with 1 <= k <= n, not "${setting}"`);
  return {
    index,
    total,
    start: Math.floor(((index - 1) * storyCount) / total),
    end: Math.floor((index * storyCount) / total),
  };
}
