export type MeasureStatus = 'active' | 'warning';

export interface SecurityMeasure {
  id: string;
  name: string;
  description: string;
  status: MeasureStatus;
  strength: number;
}

/** The five measures and their strengths; all start active (docs/behaviour.md#security-dashboard). */
export const SECURITY_MEASURES: SecurityMeasure[] = [
  {
    id: 'encryption',
    name: 'End-to-End Encryption',
    description: 'Every message and order is encrypted in transit and at rest.',
    status: 'active',
    strength: 98,
  },
  {
    id: 'anonymity',
    name: 'Anonymity Protection',
    description: 'No account, no tracking of personal data.',
    status: 'active',
    strength: 96,
  },
  {
    id: 'fingerprinting',
    name: 'Anti-Fingerprinting',
    description: 'Browser fingerprinting attempts are blocked.',
    status: 'active',
    strength: 91,
  },
  {
    id: 'network',
    name: 'Network Security',
    description: 'Traffic is filtered and monitored for anomalies.',
    status: 'active',
    strength: 93,
  },
  {
    id: 'dataProtection',
    name: 'Data Protection',
    description: 'Stored data is minimised and encrypted.',
    status: 'active',
    strength: 95,
  },
];

export const THREAT_CHECK_MS = 60_000;
export const THREAT_CHANCE = 0.05;
export const THREAT_DURATION_MS = 10_000;
export const SCORE_TICK_MS = 20;
export const SCAN_MS = 3000;

/** The rounded average strength of the active measures (0 when none is active). */
export function overallScore(measures: readonly SecurityMeasure[]): number {
  const active = measures.filter((measure) => measure.status === 'active');
  if (active.length === 0) return 0;
  return Math.round(active.reduce((sum, measure) => sum + measure.strength, 0) / active.length);
}

/** One animation step: 1 % toward the target. */
export function stepScore(shown: number, target: number): number {
  if (shown === target) return shown;
  return shown < target ? shown + 1 : shown - 1;
}
