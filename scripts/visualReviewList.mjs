/**
 * The list the visual review shows (docs/testing.md#visual-review), as plain data: which changes
 * are still waiting for a decision, and what accepting some of them leaves. No file access here,
 * so the rules are unit-tested in visualReviewList.test.ts.
 */

/** The changes still to review, one per shot, in shot order (the order j and k step through). */
export function pendingChanges(changes, acceptedShots = []) {
  const accepted = new Set(acceptedShots);
  const byShot = new Map();
  for (const change of changes) if (!accepted.has(change.shot)) byShot.set(change.shot, change);
  return [...byShot.values()].sort((a, b) => (a.shot < b.shot ? -1 : a.shot > b.shot ? 1 : 0));
}

/**
 * Splits a visual:accept request over the recorded changes: `--all` takes every change, otherwise
 * the named shots (already turned into shot names). Returns what to accept, what stays listed and
 * the names that match no recorded change.
 */
export function planAcceptance(changes, wantedShots) {
  const all = wantedShots.includes('--all');
  const wanted = new Set(wantedShots.filter((shot) => shot !== '--all'));
  const accept = changes.filter(({ shot }) => all || wanted.has(shot));
  const acceptedShots = accept.map(({ shot }) => shot);
  return {
    accept,
    remaining: pendingChanges(changes, acceptedShots),
    unknown: [...wanted].filter((shot) => !changes.some((change) => change.shot === shot)),
  };
}
