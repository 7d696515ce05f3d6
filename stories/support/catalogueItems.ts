import { within } from 'storybook/test';
import { findProduct, type Product } from '../../src/features/shop/catalogue/products';
import { findBundle, type Bundle } from '../../src/features/shop/bundles/bundles';
import { findPack, type PackOption } from '../../src/features/shop/packs/packs';

/** Catalogue rows by id for story args: a typo fails loudly instead of rendering nothing. */
function required<T>(item: T | undefined, kind: string, id: string): T {
  if (!item) throw new Error(`No ${kind} with id ${id} in the catalogue`);
  return item;
}

export const productById = (id: string): Product => required(findProduct(id), 'product', id);
export const bundleById = (id: string): Bundle => required(findBundle(id), 'bundle', id);
export const packById = (id: string): PackOption => required(findPack(id), 'pack', id);

/** The headings of the cards (articles) shown, in order. */
export function cardNames(canvasElement: HTMLElement): (string | null)[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

/**
 * The cart's lines as persisted under `cart` (`{ lines, bundles }`), which the shopper keeps across
 * visits. A change is saved under a storage lock a moment after it shows (and after its toast), so a
 * play that expects a change saved waits for it.
 */
export function storedCart(): unknown {
  return (JSON.parse(localStorage.getItem('cart') ?? '{"lines": []}') as { lines: unknown }).lines;
}

/** The bundle records persisted beside the lines. */
export function storedBundles(): unknown {
  return (JSON.parse(localStorage.getItem('cart') ?? '{"bundles": []}') as { bundles: unknown }).bundles;
}
