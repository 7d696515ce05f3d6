export type BundleLevel = 'beginner' | 'intermediate' | 'advanced' | 'death';

export interface BundleItem {
  productId: string;
  quantity: number;
}

export interface Bundle {
  id: string;
  name: string;
  tagline: string;
  description: string;
  products: readonly BundleItem[];
  /** Fixed USD list price (docs/behaviour.md#catalogue-data). */
  price: number;
  /** The bundle price in BTC, after its discount. */
  btcPrice: number;
  /** 4.5 to 5. */
  rating: number;
  level: BundleLevel;
  /** Percent. */
  discount: number;
}

export const levelLabels: Record<BundleLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  death: 'Death User',
};

/**
 * The twelve bundles. Names, USD prices and discounts are fixed (docs/behaviour.md#catalogue-data); contents, taglines,
 * levels, ratings and BTC prices (the contents' BTC prices less the discount) are chosen here once.
 */
export const bundles: readonly Bundle[] = [
  {
    id: 'bundle01',
    name: 'Starter Pack',
    tagline: 'Two favourites in one box',
    description: 'Blue 100 and Happy Face together in a plain two-slot gift box: the easiest way to see the range.',
    products: [
      { productId: 'p01', quantity: 1 },
      { productId: 'p04', quantity: 1 },
    ],
    price: 62.99,
    btcPrice: 0.0059,
    rating: 4.7,
    level: 'beginner',
    discount: 10,
  },
  {
    id: 'bundle02',
    name: 'Gentle Explorer',
    tagline: 'Soft colours, simple shapes',
    description:
      'Happy Face and Insta Pink in a pastel sleeve: two bright new releases, each in its own sealed blister.',
    products: [
      { productId: 'p04', quantity: 1 },
      { productId: 'p05', quantity: 1 },
    ],
    price: 55.99,
    btcPrice: 0.0055,
    rating: 4.5,
    level: 'beginner',
    discount: 8,
  },
  {
    id: 'bundle03',
    name: 'Social Butterfly',
    tagline: 'Three colours made to share',
    description: 'Insta Pink, Red 47 and Pac Spirit in a three-compartment share box with a magnetic lid.',
    products: [
      { productId: 'p05', quantity: 1 },
      { productId: 'p02', quantity: 1 },
      { productId: 'p08', quantity: 1 },
    ],
    price: 89.99,
    btcPrice: 0.0095,
    rating: 4.8,
    level: 'intermediate',
    discount: 12,
  },
  {
    id: 'bundle04',
    name: 'Balanced Bliss',
    tagline: 'Blue and violet in harmony',
    description: 'Blue 100, Purple Rex and Venus Purple: a cool-toned trio in a matte slide case.',
    products: [
      { productId: 'p01', quantity: 1 },
      { productId: 'p03', quantity: 1 },
      { productId: 'p07', quantity: 1 },
    ],
    price: 99.99,
    btcPrice: 0.0089,
    rating: 4.6,
    level: 'beginner',
    discount: 15,
  },
  {
    id: 'bundle05',
    name: 'Weekend Warrior',
    tagline: 'Bold red, green and rose',
    description: 'Red 47, Green Bat and Rose Triangle in a rugged tin with a foam insert for each piece.',
    products: [
      { productId: 'p02', quantity: 1 },
      { productId: 'p06', quantity: 1 },
      { productId: 'p09', quantity: 1 },
    ],
    price: 89.99,
    btcPrice: 0.0103,
    rating: 4.7,
    level: 'intermediate',
    discount: 10,
  },
  {
    id: 'bundle06',
    name: 'Night Owl',
    tagline: 'Dark box, bright shapes',
    description: 'Purple Rex, Green Bat and Pac Spirit in a black gloss box that glows faintly in the dark.',
    products: [
      { productId: 'p03', quantity: 1 },
      { productId: 'p06', quantity: 1 },
      { productId: 'p08', quantity: 1 },
    ],
    price: 95.99,
    btcPrice: 0.0089,
    rating: 4.8,
    level: 'intermediate',
    discount: 12,
  },
  {
    id: 'bundle07',
    name: "Psychonaut's Toolkit",
    tagline: 'A collector case of four',
    description: 'Two Venus Purple, a Rose Triangle and a Blue 100 in a hinged collector case with labelled slots.',
    products: [
      { productId: 'p07', quantity: 2 },
      { productId: 'p09', quantity: 1 },
      { productId: 'p01', quantity: 1 },
    ],
    price: 109.99,
    btcPrice: 0.0117,
    rating: 4.9,
    level: 'advanced',
    discount: 15,
  },
  {
    id: 'bundle08',
    name: 'Sensory Overload',
    tagline: 'Five pieces, full colour',
    description: 'Two Red 47, two Insta Pink and a Green Bat in a bright printed carton with a window lid.',
    products: [
      { productId: 'p02', quantity: 2 },
      { productId: 'p05', quantity: 2 },
      { productId: 'p06', quantity: 1 },
    ],
    price: 139.99,
    btcPrice: 0.0152,
    rating: 4.8,
    level: 'advanced',
    discount: 20,
  },
  {
    id: 'bundle09',
    name: 'Weekend Retreat',
    tagline: 'Sunny colours for two days away',
    description: 'Purple Rex, two Happy Face and two Pac Spirit in a compact travel pouch with a zip.',
    products: [
      { productId: 'p03', quantity: 1 },
      { productId: 'p04', quantity: 2 },
      { productId: 'p08', quantity: 2 },
    ],
    price: 125.99,
    btcPrice: 0.0125,
    rating: 4.7,
    level: 'advanced',
    discount: 18,
  },
  {
    id: 'bundle10',
    name: 'Ego Dissolver',
    tagline: 'Red, violet and rose in pairs',
    description: 'Two each of Red 47, Venus Purple and Rose Triangle in a heavy black presentation box.',
    products: [
      { productId: 'p02', quantity: 2 },
      { productId: 'p07', quantity: 2 },
      { productId: 'p09', quantity: 2 },
    ],
    price: 159.99,
    btcPrice: 0.0175,
    rating: 4.9,
    level: 'death',
    discount: 22,
  },
  {
    id: 'bundle11',
    name: 'Cosmic Voyager',
    tagline: 'Seven pieces in a starfield case',
    description: 'Two Blue 100, two Purple Rex, two Green Bat and a Pac Spirit in a starfield-printed case.',
    products: [
      { productId: 'p01', quantity: 2 },
      { productId: 'p03', quantity: 2 },
      { productId: 'p06', quantity: 2 },
      { productId: 'p08', quantity: 1 },
    ],
    price: 179.99,
    btcPrice: 0.0185,
    rating: 5,
    level: 'death',
    discount: 25,
  },
  {
    id: 'bundle12',
    name: 'Ultimate Collection',
    tagline: 'Every product in the vault',
    description: 'All nine products once each, in a numbered wooden display case with a certificate of inspection.',
    products: ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09'].map((productId) => ({
      productId,
      quantity: 1,
    })),
    price: 299.99,
    btcPrice: 0.0218,
    rating: 5,
    level: 'death',
    discount: 30,
  },
];

export function findBundle(id: string | undefined): Bundle | undefined {
  return bundles.find((bundle) => bundle.id === id);
}
