import { describe, expect, it, vi } from 'vitest';
import { moderationStore, applyModerationChanges } from './moderationStore';
import { generateReviews } from './sampleReviews';

describe('moderationStore.repair', () => {
  it('keeps valid changes and drops what is not one', () => {
    const { value, problems } = moderationStore.repair({
      '3': { status: 'approved', replyText: 'Thanks' },
      '4': { status: 'deleted', isFlagged: true },
      x: { status: 'approved' },
      '5': 'nonsense',
    });
    expect(value).toEqual({ '3': { status: 'approved', replyText: 'Thanks' }, '4': { isFlagged: true } });
    expect(problems).toHaveLength(2);
  });

  it('replaces a value that is not a map', () => {
    expect(moderationStore.repair([1, 2]).value).toEqual({});
  });
});

describe('applyModerationChanges', () => {
  it('overlays the stored change on the sample review', () => {
    vi.useRealTimers();
    const reviews = generateReviews(3, 0);
    const target = reviews[1];
    if (!target) throw new Error('no review');
    const changed = applyModerationChanges(reviews, { [target.id]: { isFlagged: !target.isFlagged } });
    expect(changed[1]?.isFlagged).toBe(!target.isFlagged);
    expect(changed[0]).toBe(reviews[0]);
  });
});
