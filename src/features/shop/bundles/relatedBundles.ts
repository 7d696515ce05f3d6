import { relatedItems } from '../catalogue/relatedItems';
import { bundles, type Bundle } from './bundles';

/** "Similar Bundles": same level first, never the bundle itself, at most 4. */
export function relatedBundles(bundle: Bundle): Bundle[] {
  return relatedItems(bundles, bundle, (item) => item.level);
}
