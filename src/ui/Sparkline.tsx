import { Box } from '@chakra-ui/react';
import { sparklinePoints } from './sparklinePath';

export interface SparklineProps {
  values: readonly number[];
  /** What the values are, for the text alternative: 'CPU Usage'. */
  label: string;
  min?: number;
  max?: number;
  /** Appended to each value in the text alternative, such as '%'. */
  unit?: string;
}

const WIDTH = 100;
const HEIGHT = 24;

/**
 * A small line chart of a short history, oldest value first. Screen readers get the values as text
 * ('CPU Usage, last 10 readings: 41%, 52%, ...'), since the drawing alone says nothing to them.
 */
export function Sparkline({ values, label, min = 0, max = 100, unit = '' }: SparklineProps) {
  const points = sparklinePoints(values, { width: WIDTH, height: HEIGHT, min, max });
  const description = `${label}, last ${values.length} readings, oldest first: ${values
    .map((value) => `${value}${unit}`)
    .join(', ')}`;
  return (
    <Box as="figure" margin="0" color="accent.fg">
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Box>
  );
}
