import { randomInt, type Random } from '../../lib/runtime/random';

export const METRIC_KEYS = ['cpu', 'memory', 'network', 'storage', 'transactions', 'encryption'] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
/** Each metric is a series of ten values, in percent (docs/behaviour.md#command-bridge). */
export type MetricSeries = Record<MetricKey, number[]>;

export const SERIES_LENGTH = 10;
export const METRICS_REFRESH_MS = 5000;
export const TERMINAL_MESSAGE_CHANCE = 0.3;

const RANGES: Record<MetricKey, [number, number]> = {
  cpu: [20, 85],
  memory: [40, 90],
  network: [10, 95],
  storage: [55, 75],
  transactions: [30, 100],
  encryption: [95, 100],
};

function sample(random: Random, key: MetricKey): number {
  const [min, max] = RANGES[key];
  return randomInt(random, min, max);
}

export function initialMetrics(random: Random): MetricSeries {
  const series = {} as MetricSeries;
  for (const key of METRIC_KEYS) series[key] = Array.from({ length: SERIES_LENGTH }, () => sample(random, key));
  return series;
}

/** The next reading: every series drops its oldest value and gains a new one. */
export function nextMetrics(current: MetricSeries, random: Random): MetricSeries {
  const series = {} as MetricSeries;
  for (const key of METRIC_KEYS) series[key] = [...current[key].slice(1 - SERIES_LENGTH), sample(random, key)];
  return series;
}

export function latest(series: MetricSeries, key: MetricKey): number {
  return series[key][series[key].length - 1] ?? 0;
}

export const TERMINAL_MESSAGES = [
  'Encryption keys rotated',
  'Firewall rules verified',
  'Inbound traffic within normal range',
  'Backup snapshot completed',
  'Node latency check passed',
  'Integrity scan found no changes',
];
