/** The hero's slogans, typed one after another, round and round. */
export const SLOGANS = [
  'End-to-end encrypted.',
  'Discreet payments.',
  'Discreet shipping.',
  'Direct from the factory.',
];
/** One character per beat. */
export const BEAT_MS = 70;
/** Beats a whole slogan stays before the next one starts from nothing. */
export const HOLD_BEATS = 25;

const CYCLE_BEATS = SLOGANS.reduce((sum, slogan) => sum + slogan.length + HOLD_BEATS, 0);

export interface TypedSlogan {
  slogan: string;
  /** What is typed so far: from nothing to the whole slogan. */
  typed: string;
  /** Beats until `typed` changes: one while typing, the rest of the hold once the slogan is whole. */
  beatsUntilChange: number;
}

/** What the hero shows `beat` beats after it started typing. */
export function typedSloganAt(beat: number): TypedSlogan {
  let remaining = Math.max(0, Math.floor(beat)) % CYCLE_BEATS;
  for (const slogan of SLOGANS) {
    const beats = slogan.length + HOLD_BEATS;
    if (remaining < beats) {
      return {
        slogan,
        typed: slogan.slice(0, remaining),
        beatsUntilChange: remaining < slogan.length ? 1 : beats - remaining,
      };
    }
    remaining -= beats;
  }
  // Unreachable: `remaining` is below the cycle's length, the sum of every slogan's beats.
  return { slogan: SLOGANS[0] ?? '', typed: '', beatsUntilChange: 1 };
}
