import { Badge, type BadgeProps } from '@chakra-ui/react';

/**
 * The back office's one status-to-colour map: the same word is the same colour on every screen
 * (green is fine, orange needs a look, red needs action, gray is idle).
 */
const STATUS_PALETTES = {
  active: 'green',
  approved: 'green',
  success: 'green',
  resolved: 'green',
  inactive: 'gray',
  closed: 'gray',
  loading: 'gray',
  low: 'gray',
  new: 'blue',
  open: 'blue',
  medium: 'blue',
  pending: 'yellow',
  waiting: 'yellow',
  suspended: 'orange',
  warning: 'orange',
  error: 'orange',
  high: 'orange',
  flagged: 'red',
  rejected: 'red',
  denied: 'red',
  urgent: 'red',
} as const;

export type Status = keyof typeof STATUS_PALETTES;

export interface StatusBadgeProps extends Omit<BadgeProps, 'colorPalette' | 'children'> {
  status: Status;
  /** Text to show instead of the status word, such as 'Location: denied'. */
  label?: string;
}

export function StatusBadge({ status, label, ...badgeProps }: StatusBadgeProps) {
  return (
    <Badge
      colorPalette={STATUS_PALETTES[status]}
      variant="subtle"
      textTransform={label ? undefined : 'capitalize'}
      {...badgeProps}
    >
      {label ?? status}
    </Badge>
  );
}
