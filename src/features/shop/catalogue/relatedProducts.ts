import { products, type Product } from './products';
import { relatedItems } from './relatedItems';

/** "Customers also bought": same category first, never the product itself. */
export function relatedProducts(product: Product): Product[] {
  return relatedItems(products, product, (item) => item.category);
}
