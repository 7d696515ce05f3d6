import type { ArtworkShape, ItemColor } from './artworkTypes';

export type ProductCategory = 'founders' | 'special' | 'premium' | 'new';

export interface Product {
  id: string;
  name: string;
  category: ProductCategory;
  tagline: string;
  description: string;
  /** Fixed USD list price (docs/behaviour.md#catalogue-data). */
  price: number;
  /** The price the shop charges, in BTC. */
  btcPrice: number;
  /** 0 to 5. */
  rating: number;
  color: ItemColor;
  shape: ArtworkShape;
}

export const categoryLabels: Record<ProductCategory, string> = {
  founders: 'Founders Edition',
  special: 'Special Edition',
  premium: 'Premium',
  new: 'New Release',
};

/**
 * The nine products. Names and USD prices are fixed (docs/behaviour.md#catalogue-data); taglines, categories, ratings
 * and BTC prices (0.0028 to 0.0045) are chosen here once. Copy describes the packaged item only
 * (docs/behaviour.md#content-rules).
 */
export const products: readonly Product[] = [
  {
    id: 'p01',
    name: 'Blue 100',
    category: 'founders',
    tagline: 'The original founders pressing',
    description:
      'A round sky-blue tablet with a crisp 100 relief, sealed in a foil blister inside a plain matte sleeve. The edition that started the vault, still checked batch by batch for weight, colour and finish.',
    price: 39.99,
    btcPrice: 0.0038,
    rating: 4.8,
    color: 'blue',
    shape: 'round',
  },
  {
    id: 'p02',
    name: 'Red 47',
    category: 'special',
    tagline: 'Deep red, numbered special run',
    description:
      'A glossy deep-red tablet stamped with 47, packed in a numbered special-edition box. Each run is inspected under light for an even colour and clean edges before sealing.',
    price: 47.99,
    btcPrice: 0.0045,
    rating: 4.9,
    color: 'red',
    shape: 'hexagon',
  },
  {
    id: 'p03',
    name: 'Purple Rex',
    category: 'premium',
    tagline: 'Crowned violet premium shape',
    description:
      'A violet tablet in a crowned outline with a fine satin finish, presented in a premium hard case. Every case carries a quality seal from our final inspection.',
    price: 34.99,
    btcPrice: 0.0034,
    rating: 4.6,
    color: 'purple',
    shape: 'crown',
  },
  {
    id: 'p04',
    name: 'Happy Face',
    category: 'new',
    tagline: 'A bright yellow smile',
    description:
      'A sunny yellow round tablet with a pressed smiling face, in a recyclable card blister. Fresh to the range and checked for a sharp, even print on every piece.',
    price: 29.99,
    btcPrice: 0.0028,
    rating: 4.4,
    color: 'yellow',
    shape: 'smiley',
  },
  {
    id: 'p05',
    name: 'Insta Pink',
    category: 'new',
    tagline: 'Soft pink, made for the camera',
    description:
      'A pastel-pink square tablet with rounded corners and a camera mark, sealed in a clear gift pouch. A new release with a smooth, photo-ready finish.',
    price: 32.99,
    btcPrice: 0.0032,
    rating: 4.5,
    color: 'pink',
    shape: 'square',
  },
  {
    id: 'p06',
    name: 'Green Bat',
    category: 'new',
    tagline: 'Night-green winged outline',
    description:
      'A bright green tablet shaped like a bat in flight, packed in a black-and-green tin. Each tin is weighed and sealed after a visual check of every wing edge.',
    price: 36.99,
    btcPrice: 0.0036,
    rating: 4.7,
    color: 'green',
    shape: 'bat',
  },
  {
    id: 'p07',
    name: 'Venus Purple',
    category: 'premium',
    tagline: 'Lavender with a star mark',
    description:
      'A lavender oval tablet with a small star relief, in a premium slide box lined with velvet. Inspected for colour consistency across the whole batch.',
    price: 33.99,
    btcPrice: 0.0033,
    rating: 4.6,
    color: 'purple',
    shape: 'oval',
  },
  {
    id: 'p08',
    name: 'Pac Spirit',
    category: 'founders',
    tagline: 'A retro arcade classic',
    description:
      'A golden-yellow tablet in a retro arcade outline, boxed in a founders-edition sleeve with pixel art. Each piece is checked for a clean, sharp profile.',
    price: 31.99,
    btcPrice: 0.0031,
    rating: 4.5,
    color: 'yellow',
    shape: 'arcade',
  },
  {
    id: 'p09',
    name: 'Rose Triangle',
    category: 'special',
    tagline: 'Rose-pink triangular special',
    description:
      'A rose-pink triangular tablet with bevelled corners, in a special-edition foil envelope. Every envelope is sealed after a check of shape and shade.',
    price: 34.99,
    btcPrice: 0.0034,
    rating: 4.7,
    color: 'pink',
    shape: 'triangle',
  },
];

export function findProduct(id: string | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}
