import type { ReactNode } from 'react';
import { tokenValue } from './themeTokens';

/**
 * Foundations pages are docs pages outside the app's Chakra provider (its global reset would
 * restyle the docs): each sample sits on the app's own background, styled from resolved tokens.
 */
export function FoundationSurface({ children }: { children: ReactNode }) {
  return (
    // `sb-unstyled` keeps the docs page's own table and heading styles off the samples.
    <div
      className="sb-unstyled"
      style={{
        background: tokenValue('colors.bg'),
        color: tokenValue('colors.fg'),
        fontFamily: tokenValue('fonts.body'),
        padding: 24,
        borderRadius: 12,
        margin: '16px 0',
      }}
    >
      {children}
    </div>
  );
}

export const cellStyle = { padding: '8px 12px', textAlign: 'left', verticalAlign: 'middle' } as const;

export const tableStyle = { width: '100%', borderCollapse: 'collapse', fontSize: 14 } as const;

export const codeStyle = { fontFamily: tokenValue('fonts.mono'), fontSize: 13 } as const;
