import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useClockTimeout } from '../lib/runtime/useClockTimeout';
import { toaster } from './toaster';
import { copyMadeInEarlyTap } from '../lib/startup/earlyTaps';

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
    // A tap made before the app started has already copied, in the user's own gesture (the only
    // place WebKit allows it): show its outcome rather than copy again from a replayed click.
    const early = copyMadeInEarlyTap();
    try {
      if (early && (await early)) {
        // Copied in the tap.
      } else if (!navigator.clipboard) throw new Error('The clipboard is not available on this page.');
      else await navigator.clipboard.writeText(value);
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
      // Lets a tap before the app has started copy in the tap itself (public/early-taps.js).
      data-copy-value={value}
      onClick={copy}
      {...rest}
    >
      {copied ? <Check /> : <Copy />}
    </IconButton>
  );
}
