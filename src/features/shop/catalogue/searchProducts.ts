import { textMatcher } from '../../../lib/text/textMatcher';
import { categoryLabels, type Product, type ProductCategory } from './products';

export type CategoryFilter = ProductCategory | 'all';

/**
 * Case-insensitive substring match on name, description or category, within the chosen tab
 * (docs/behaviour.md#catalogue).
 */
export function searchProducts(items: readonly Product[], query: string, category: CategoryFilter): Product[] {
  const matches = textMatcher(query);
  return items.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      matches([product.name, product.description, product.category, categoryLabels[product.category]]),
  );
}
