import { spawnSync } from 'node:child_process';

export interface Handshake {
  /** True when the server completed a handshake on these terms. */
  accepted: boolean;
  protocol: string | null;
  cipher: string | null;
  alpn: string | null;
  /** The key exchange group, e.g. "X25519". */
  group: string | null;
}

export interface HandshakeOffer {
  /** openssl s_client's protocol switch: only this version is offered. */
  version: 'tls1' | 'tls1_1' | 'tls1_2' | 'tls1_3';
  /** TLS 1.2 and older: the cipher suites offered (OpenSSL names). */
  ciphers?: string;
  /** TLS 1.3: the suites offered. */
  ciphersuites?: string;
  /** The key exchange groups offered. */
  groups?: string;
  alpn?: string;
}

/**
 * One TLS handshake against 127.0.0.1:`port` with `openssl s_client`, offering only what `offer`
 * says (at OpenSSL security level 0, so the client itself refuses nothing an old browser might
 * send): what a scanner such as testssl.sh does, one suite at a time.
 */
export function handshake(port: number, offer: HandshakeOffer): Handshake {
  const args = ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'localhost', `-${offer.version}`];
  args.push('-cipher', `${offer.ciphers ?? 'ALL:COMPLEMENTOFALL'}:@SECLEVEL=0`);
  if (offer.ciphersuites) args.push('-ciphersuites', offer.ciphersuites);
  if (offer.groups) args.push('-groups', offer.groups);
  if (offer.alpn) args.push('-alpn', offer.alpn);
  const run = spawnSync('openssl', args, { input: '', encoding: 'utf8', timeout: 10_000 });
  if (run.error) throw new Error(`openssl s_client could not run (is openssl installed?): ${run.error.message}`);
  const output = `${run.stdout}\n${run.stderr}`;
  const cipher = /Cipher is (\S+)/.exec(output)?.[1] ?? null;
  const accepted = cipher !== null && cipher !== '(NONE)';
  return {
    accepted,
    protocol: accepted
      ? (/^\s*Protocol\s*:\s*(\S+)/m.exec(output)?.[1] ?? /New, (TLSv[\d.]+)/.exec(output)?.[1] ?? null)
      : null,
    cipher: accepted ? cipher : null,
    alpn: /ALPN protocol: (\S+)/.exec(output)?.[1] ?? null,
    group: /(?:Server Temp Key|Negotiated TLS1\.3 group): (\w+)/.exec(output)?.[1] ?? null,
  };
}

/**
 * Every TLS 1.2 cipher suite this machine's OpenSSL knows, weak ones included, except the
 * pre-shared-key and SRP ones (no web server offers those without a key set up for them).
 */
export function knownTls12Ciphers(): string[] {
  const run = spawnSync('openssl', ['ciphers', '-tls1_2', 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ciphers failed: ${run.stderr}`);
  return run.stdout
    .trim()
    .split(':')
    .filter((name) => name !== '' && !name.startsWith('TLS_') && !/PSK|SRP/.test(name));
}
