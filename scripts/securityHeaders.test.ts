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
    // To the configured name: a redirect built from the request's Host header goes wherever it says.
    expect(plain).toMatch(/^\s+return 301 https:\/\/\$server_name\$request_uri;$/m);
    expect(plain).not.toMatch(/\$host/);
    expect(plain).not.toMatch(/root /);
    expect(plain).toMatch(/^\s+server_name [a-z0-9.-]+;$/m);
    expect(tls).toMatch(/^\s+listen 443 ssl http2;$/m);
    expect(tls).toMatch(/^\s+ssl_certificate /m);
    expect(tls).toMatch(/^\s+ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(tls).not.toMatch(/listen 80;/);
  });

  it("uses Mozilla's intermediate profile: forward-secret AEAD suites only, and gzip_vary", () => {
    const tls = servers[1] ?? '';
    const ciphers = /^\s+ssl_ciphers (\S+);$/m.exec(tls)?.[1]?.split(':') ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const cipher of ciphers)
      expect(cipher).toMatch(/^ECDHE-(ECDSA|RSA)-(AES128-GCM-SHA256|AES256-GCM-SHA384|CHACHA20-POLY1305)$/);
    expect(tls).toMatch(/^\s+ssl_session_tickets off;$/m);
    expect(tls).toMatch(/^\s+ssl_stapling on;$/m);
    expect(tls).toMatch(/^\s+gzip_vary on;$/m);
  });

  it('sends the year-long immutable header on assets only with a found answer', () => {
    expect(site).toMatch(/^\s+add_header Cache-Control \$cryptovault_asset_cache_control always;$/m);
    expect(site).not.toMatch(/immutable" always/);
    expect(site).toMatch(/^\s+default "no-store";$/m);
  });
});
