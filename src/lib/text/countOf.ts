/**
 * A count with its noun in the right number: `countOf(1, 'star')` is "1 star", `countOf(2, 'star')`
 * "2 stars". The one place the app decides between singular and plural, so no screen says
 * "1 stars". Pass the plural for nouns that do not just add an s (`countOf(n, 'box', 'boxes')`).
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
