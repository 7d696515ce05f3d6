import { describe, expect, it } from 'vitest';
import { STORY_EVENTS, storyUiSummary, storyUiVerdict } from './storyUiVerdict';

const finished = (status: string, reporters: unknown[] = []) => ({
  name: STORY_EVENTS.finished,
  payload: { storyId: 'a--b', status, reporters },
});
const run = (overrides: Partial<Parameters<typeof storyUiVerdict>[0]> = {}) =>
  storyUiVerdict({ storyId: 'a--b', events: [], pageErrors: [], timedOut: false, ...overrides });

describe('storyUiVerdict', () => {
  it('passes a story that finished with success and left no trace of trouble', () => {
    expect(run({ events: [finished('success')] })).toEqual({ storyId: 'a--b', passed: true, problems: [] });
  });

  it('fails a play that threw, naming the error', () => {
    const verdict = run({
      events: [
        { name: STORY_EVENTS.playThrew, payload: { message: 'Unable to find heading\nmore' } },
        finished('error'),
      ],
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.problems).toEqual(['play function threw: Unable to find heading']);
  });

  it('fails on uncaught errors during the play and on the page', () => {
    const verdict = run({
      events: [{ name: STORY_EVENTS.unhandledWhilePlaying, payload: [{ message: 'boom' }] }, finished('error')],
      pageErrors: ['SecurityError: Blocked a frame'],
    });
    expect(verdict.problems).toEqual([
      'uncaught while playing: boom',
      'uncaught error: SecurityError: Blocked a frame',
    ]);
  });

  it("fails a failed reporter such as the a11y check, naming axe's rules", () => {
    const verdict = run({
      events: [
        finished('error', [{ type: 'a11y', status: 'failed', result: { violations: [{ id: 'color-contrast' }] } }]),
      ],
    });
    expect(verdict.problems).toEqual(['a11y report failed: color-contrast']);
  });

  it('fails a story that never finishes', () => {
    expect(run({ timedOut: true }).problems).toEqual(['never finished (timed out)']);
  });

  it("judges only its own stories' events: another story's late abort is not its failure", () => {
    const aborted = { name: STORY_EVENTS.phaseChanged, payload: { storyId: 'c--d', newPhase: 'aborted' } };
    expect(run({ events: [aborted, finished('success')] }).passed).toBe(true);
    expect(run({ judged: ['a--b', 'c--d'], events: [aborted, finished('success')] }).problems).toEqual([
      'render aborted (c--d)',
    ]);
  });

  it('counts passed and failed stories in the plain closing form', () => {
    expect(storyUiSummary([run({ events: [finished('success')] }), run({ timedOut: true })])).toBe(
      'Storybook UI: 1 passed, 1 failed',
    );
  });
});
