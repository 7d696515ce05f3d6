import { describe, expect, it } from 'vitest';
import { SECURITY_CHECK_DURATION_MS, SECURITY_CHECK_MESSAGES, securityCheckState } from './securityCheckSequence';

describe('securityCheckState', () => {
  it('starts at 0 with the first message', () => {
    expect(securityCheckState(0)).toEqual({ progress: 0, messageIndex: 0, done: false });
  });

  it('climbs evenly and shows each of the seven messages in turn', () => {
    expect(securityCheckState(2500).progress).toBe(50);
    const shown = new Set<number>();
    for (let ms = 0; ms < SECURITY_CHECK_DURATION_MS; ms += 100) shown.add(securityCheckState(ms).messageIndex);
    expect([...shown]).toEqual(SECURITY_CHECK_MESSAGES.map((_, index) => index));
  });

  it('ends at 100 with the last message after 5 s, and never goes past it', () => {
    expect(securityCheckState(SECURITY_CHECK_DURATION_MS - 1).done).toBe(false);
    expect(securityCheckState(SECURITY_CHECK_DURATION_MS)).toEqual({ progress: 100, messageIndex: 6, done: true });
    expect(securityCheckState(60_000)).toEqual({ progress: 100, messageIndex: 6, done: true });
  });
});
