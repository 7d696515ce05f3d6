import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useClockTimeout } from '../lib/runtime/useClockTimeout';
import { toaster } from './toaster';

export interface CopyButtonProps extends Omit<IconButtonProps, 'onClick' | 'aria-label' | 'onError'> {
  value: string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label: string;
  onCopied?(): void;
  onError?(error: unknown): void;
}

/**
 * Copies `value`; the icon shows a tick for 3 s, then goes back. A copy the browser refuses
 * (no clipboard permission, an insecure page) says so in an error toast.
 */
export function CopyButton({ value, label, onCopied, onError, ...rest }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const later = useClockTimeout();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available on this page.');
      await navigator.clipboard.writeText(value);
    } catch (error) {
      console.warn(`Copying the ${label} failed.`, error);
      toaster.create({
        type: 'error',
        title: `Could not copy the ${label}`,
        description: 'The browser refused the clipboard. Select the text and copy it by hand.',
      });
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
