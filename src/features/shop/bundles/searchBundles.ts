import { textMatcher } from '../../../lib/text/textMatcher';
import type { Bundle, BundleLevel } from './bundles';

export type LevelFilter = BundleLevel | 'all';

/**
 * Case-insensitive substring match on name, description and tagline, with the level tab (docs/behaviour.md#bundles).
 */
export function searchBundles(items: readonly Bundle[], query: string, level: LevelFilter): Bundle[] {
  const matches = textMatcher(query);
  return items.filter(
    (bundle) =>
      (level === 'all' || bundle.level === level) && matches([bundle.name, bundle.description, bundle.tagline]),
  );
}
