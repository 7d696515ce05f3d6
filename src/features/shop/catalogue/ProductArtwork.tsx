import type { ReactNode } from 'react';
import { itemColorHex, type ArtworkShape, type ItemColor } from './artworkTypes';

export interface ProductArtworkProps {
  color: ItemColor;
  shape: ArtworkShape;
  /** Alt text; omit when the name is next to the picture. */
  label?: string;
  size?: number;
}

const outlines: Record<ArtworkShape, (fill: string) => ReactNode> = {
  round: (fill) => <circle cx="60" cy="60" r="34" fill={fill} />,
  hexagon: (fill) => <polygon points="60,24 91,42 91,78 60,96 29,78 29,42" fill={fill} />,
  crown: (fill) => <polygon points="28,86 32,40 48,58 60,32 72,58 88,40 92,86" fill={fill} />,
  smiley: (fill) => (
    <>
      <circle cx="60" cy="60" r="34" fill={fill} />
      <circle cx="48" cy="52" r="4" fill="#0f1626" />
      <circle cx="72" cy="52" r="4" fill="#0f1626" />
      <path d="M44 68 Q60 82 76 68" stroke="#0f1626" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  square: (fill) => <rect x="30" y="30" width="60" height="60" rx="14" fill={fill} />,
  bat: (fill) => (
    <path
      d="M20 52 Q34 44 40 56 Q48 40 60 50 Q72 40 80 56 Q86 44 100 52 Q88 64 84 80 Q72 70 60 82 Q48 70 36 80 Q32 64 20 52Z"
      fill={fill}
    />
  ),
  oval: (fill) => (
    <>
      <ellipse cx="60" cy="60" rx="38" ry="26" fill={fill} />
      <polygon points="60,50 63,57 70,57 64,62 66,69 60,65 54,69 56,62 50,57 57,57" fill="#ffffff" fillOpacity="0.5" />
    </>
  ),
  arcade: (fill) => <path d="M60 60 L90 42 A34 34 0 1 0 90 78 Z" fill={fill} />,
  triangle: (fill) => (
    <polygon points="60,26 94,88 26,88" fill={fill} strokeLinejoin="round" stroke={fill} strokeWidth="6" />
  ),
};

/**
 * Project-made artwork: the item's outline in its colour on a dark tile (no remote images,
 * docs/behaviour.md#content-rules).
 */
export function ProductArtwork({ color, shape, label, size = 120 }: ProductArtworkProps) {
  const fill = itemColorHex[color];
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="120" height="120" rx="16" fill="#131c2e" />
      <circle cx="60" cy="60" r="48" fill={fill} fillOpacity="0.12" />
      {outlines[shape](fill)}
    </svg>
  );
}
