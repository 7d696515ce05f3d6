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

  it('keeps other sites from embedding our files or holding our window', () => {
    expect(securityHeaders['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe('nginx site', () => {
  const site = readFileSync(new URL('../deploy/nginx/cryptovault.conf', import.meta.url), 'utf8');
  const servers = site.split(/^server \{$/m).slice(1);

  it('redirects port 80 to HTTPS and serves the shop over TLS only', () => {
    expect(servers).toHaveLength(2);
    const [plain = '', tls = ''] = servers;
    expect(plain).toMatch(/^\s+listen 80;$/m);
    expect(plain).toMatch(/^\s+return 301 https:\/\/\$host\$request_uri;$/m);
    expect(plain).not.toMatch(/root /);
    expect(tls).toMatch(/^\s+listen 443 ssl;$/m);
    expect(tls).toMatch(/^\s+ssl_certificate /m);
    expect(tls).toMatch(/^\s+ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(tls).not.toMatch(/listen 80;/);
  });
});
