export interface SparklineBox {
  width: number;
  height: number;
  /** The value at the bottom and the top edge; the values are clamped into it. */
  min: number;
  max: number;
}

/** SVG points for a polyline through `values`, oldest on the left, higher values higher up. */
export function sparklinePoints(values: readonly number[], box: SparklineBox): string {
  if (values.length === 0) return '';
  const span = box.max - box.min || 1;
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const clamped = Math.min(box.max, Math.max(box.min, value));
      const x = values.length > 1 ? index * step : box.width / 2;
      const y = box.height - ((clamped - box.min) / span) * box.height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
