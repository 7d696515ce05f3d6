import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/storage/memoryStorage';
import { readStored, writeStored } from '../../lib/storage/storedValue';
import { MAX_REPLY_LENGTH, moderationStore, applyModerationChanges, withReviewChange } from './moderationStore';
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

  it('refuses to save a reply over the limit, keeping every earlier decision as stored', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const earlier = withReviewChange({}, 3, { status: 'approved' });
    expect(writeStored(moderationStore, earlier, storage)).toBe(true);
    const atLimit = withReviewChange(earlier, 7, { replyText: 'r'.repeat(MAX_REPLY_LENGTH) });
    expect(writeStored(moderationStore, atLimit, storage)).toBe(true);
    const over = withReviewChange(atLimit, 9, { replyText: 'r'.repeat(250_000) });
    expect(writeStored(moderationStore, over, storage)).toBe(false);
    expect(readStored(moderationStore, storage)).toEqual(atLimit);
    vi.restoreAllMocks();
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

describe('withReviewChange', () => {
  it("changes one review and keeps every other review's stored decision", () => {
    const latest = { '3': { status: 'approved' as const }, '7': { isFlagged: true, replyText: 'Thanks' } };
    expect(withReviewChange(latest, 7, { isFlagged: false })).toEqual({
      '3': { status: 'approved' },
      '7': { isFlagged: false, replyText: 'Thanks' },
    });
    expect(withReviewChange(latest, 9, { status: 'rejected' })).toEqual({ ...latest, '9': { status: 'rejected' } });
    expect(latest).toEqual({ '3': { status: 'approved' }, '7': { isFlagged: true, replyText: 'Thanks' } });
  });
});
