import { findProduct } from '../catalogue/products';
import { itemColorHex } from '../catalogue/artworkTypes';
import type { Bundle } from './bundles';

const slots = [
  [38, 50],
  [82, 50],
  [38, 86],
  [82, 86],
] as const;

/** A gift box with a dot for each of the first four products, in their colours. */
export function BundleArtwork({ bundle, size = 120 }: { bundle: Bundle; size?: number }) {
  const colors = bundle.products.map((item) => findProduct(item.productId)?.color ?? 'blue');
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
      <rect width="120" height="120" rx="16" fill="#131c2e" />
      <rect
        x="16"
        y="30"
        width="88"
        height="76"
        rx="10"
        fill="#1e293b"
        stroke="#67e8f9"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <rect x="12" y="20" width="96" height="16" rx="6" fill="#334155" />
      <rect x="54" y="20" width="12" height="86" fill="#67e8f9" fillOpacity="0.35" />
      {slots.map(([cx, cy], index) =>
        colors[index] ? <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="12" fill={itemColorHex[colors[index]]} /> : null,
      )}
    </svg>
  );
}
