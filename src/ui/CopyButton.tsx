import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useClockTimeout } from '../lib/runtime/useClockTimeout';

export interface CopyButtonProps extends Omit<IconButtonProps, 'onClick' | 'aria-label' | 'onError'> {
  value: string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label: string;
  onCopied?(): void;
  onError?(error: unknown): void;
}

/** Copies `value`; the icon shows a tick for 3 s, then goes back. */
export function CopyButton({ value, label, onCopied, onError, ...rest }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const later = useClockTimeout();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      onError?.(error);
      return;
    }
    setCopied(true);
    onCopied?.();
    later(() => setCopied(false), 3000);
  };

  return (
    <IconButton
      variant="outline"
      size="sm"
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      data-copied={copied ? '' : undefined}
      onClick={copy}
      {...rest}
    >
      {copied ? <Check /> : <Copy />}
    </IconButton>
  );
}
