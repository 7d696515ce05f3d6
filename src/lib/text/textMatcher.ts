/**
 * The one search rule of every list in the app: the query, trimmed and lower-cased, must appear
 * in at least one of the given fields (case-insensitive substring). An empty query matches all.
 * Build the matcher once per query and run it over many rows.
 */
export function textMatcher(query: string): (fields: readonly (string | null | undefined)[]) => boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return () => true;
  return (fields) => fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
}
