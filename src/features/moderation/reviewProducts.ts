/**
 * The nine product names of SPEC section 3, for sample reviews. A stand-in until the shop's
 * catalogue module can be imported here; then this list should come from it.
 */
export const REVIEW_PRODUCTS = [
  { id: 'p01', name: 'Blue 100' },
  { id: 'p02', name: 'Red 47' },
  { id: 'p03', name: 'Purple Rex' },
  { id: 'p04', name: 'Happy Face' },
  { id: 'p05', name: 'Insta Pink' },
  { id: 'p06', name: 'Green Bat' },
  { id: 'p07', name: 'Venus Purple' },
  { id: 'p08', name: 'Pac Spirit' },
  { id: 'p09', name: 'Rose Triangle' },
] as const;
