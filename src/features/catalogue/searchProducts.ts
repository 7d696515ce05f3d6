import { categoryLabels, type Product, type ProductCategory } from './products';

export type CategoryFilter = ProductCategory | 'all';

/** SPEC: case-insensitive substring match on name, description or category, within the chosen tab. */
export function searchProducts(items: readonly Product[], query: string, category: CategoryFilter): Product[] {
  const needle = query.trim().toLowerCase();
  return items.filter((product) => {
    if (category !== 'all' && product.category !== category) return false;
    if (!needle) return true;
    return [product.name, product.description, product.category, categoryLabels[product.category]].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}
