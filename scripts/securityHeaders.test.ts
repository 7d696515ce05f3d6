// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../deploy/securityHeaders';

const snippet = readFileSync(new URL('../deploy/nginx/security-headers.conf', import.meta.url), 'utf8');

function nginxHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm))
    headers[match[1] ?? ''] = match[2] ?? '';
  return headers;
}

describe('security headers', () => {
  it('nginx sends exactly the headers vite preview sends', () => {
    expect(nginxHeaders(snippet)).toEqual(securityHeaders);
  });

  it('allows scripts from our own origin only and framing by ourselves only', () => {
    const directives = new Map(
      contentSecurityPolicy.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/^max-age=31536000\b/);
  });
});
