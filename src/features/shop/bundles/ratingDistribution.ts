/**
 * The review bars on a bundle page, computed from its rating: the share of each star count
 * (5 down to 1) in whole percent, summing to 100. The peak sits a little above the rating, as
 * review sets lean to the top score.
 */
export function ratingDistribution(rating: number): { stars: number; percent: number }[] {
  const weights = [5, 4, 3, 2, 1].map((stars) => Math.exp(-((stars - rating - 0.2) ** 2) / 0.6));
  const sum = weights.reduce((a, b) => a + b, 0);
  const percents = weights.map((weight) => Math.round((weight / sum) * 100));
  // Rounding can leave the total a point off; the largest share absorbs it.
  const largest = percents.indexOf(Math.max(...percents));
  percents[largest] = (percents[largest] ?? 0) + 100 - percents.reduce((a, b) => a + b, 0);
  return percents.map((percent, index) => ({ stars: 5 - index, percent }));
}
