import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SNIPPET_PATH = '/etc/nginx/snippets/cryptovault-security-headers.conf';

export interface RunningNginx {
  /** The shop over HTTPS, e.g. https://127.0.0.1:6500 (the certificate is made for this run). */
  baseUrl: string;
  /** The plain-HTTP port, which only redirects to HTTPS. */
  httpUrl: string;
  /** The HTTPS port on 127.0.0.1. */
  port: number;
  /** What nginx has printed so far (warnings included). */
  output(): string;
  /** The throw-away certificate (PEM) to trust, e.g. through NODE_EXTRA_CA_CERTS. */
  certificatePath: string;
  stop(): void;
}

const CERTIFICATE_PATH = '/etc/ssl/certs/cryptovault.crt';
const KEY_PATH = '/etc/ssl/private/cryptovault.key';
const CHAIN_PATH = '/etc/ssl/certs/cryptovault-chain.crt';
const SERVER_NAME = 'cryptovault.example';

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day, made with openssl. */
function makeThrowawayCertificate(folder: string): { certificate: string; key: string } {
  const certificate = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make the test certificate (is openssl installed?): ${made.error?.message ?? made.stderr}`,
    );
  return { certificate, key };
}

export function nginxBinary(): string {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    throw new Error(
      `nginx is not installed at ${binary}. Install Debian's package ("sudo apt-get install -y nginx") ` +
        'or point NGINX_PATH at an nginx binary; npm test installs it by itself when run as root.',
    );
  }
  return binary;
}

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited early:\n${log()}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}:\n${log()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Where a journey's nginx listens: beside the preview server at E2E_PORT + 2000 (clear of the dev
 * server's 5173 and Storybook's 6006), or at E2E_NGINX_PORT, plus `offset`. The journeys run in
 * three workers, so each spec file that serves gets its own offset: nginx.spec 0, framing 3,
 * nginxPrerender 5 (each also takes the next port for plain HTTP).
 */
export function nginxPort(offset: number): number {
  return Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2000) + offset;
}

/**
 * Runs the repository's nginx configuration, unchanged except for the ports, the server name
 * (`serverName`, the host the test asks for), the certificate (a throw-away one made now, also
 * standing in for the chain), the build folder and the snippet path, as a foreground process of
 * the current user on loopback ports: HTTPS on `port`, the redirecting plain HTTP on `httpPort`.
 */
export async function startNginx(port: number, httpPort = port + 1, serverName = '127.0.0.1'): Promise<RunningNginx> {
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('No production build in dist/: run "npx vite build" first.');
  const prefix = mkdtempSync(path.join(tmpdir(), 'cryptovault-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const { certificate, key } = makeThrowawayCertificate(prefix);
  const snippet = path.join(prefix, 'security-headers.conf');
  writeFileSync(snippet, readFileSync(path.join(root, 'deploy/nginx/security-headers.conf')));
  const site = readFileSync(path.join(root, 'deploy/nginx/cryptovault.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '')
    .replaceAll(`server_name ${SERVER_NAME};`, `server_name ${serverName};`)
    .replace(CERTIFICATE_PATH, certificate)
    .replace(KEY_PATH, key)
    .replace(CHAIN_PATH, certificate)
    // The redirect names the port when it is not HTTPS's own.
    .replace(
      'return 301 https://$server_name$request_uri;',
      `return 301 https://$server_name${port === 443 ? '' : `:${port}`}$request_uri;`,
    )
    .replace('root /var/www/cryptovault;', `root ${dist};`)
    .replaceAll(SNIPPET_PATH, snippet);
  if (
    site.includes(SNIPPET_PATH) ||
    site.includes(CERTIFICATE_PATH) ||
    site.includes(CHAIN_PATH) ||
    site.includes(`server_name ${SERVER_NAME};`) ||
    !site.includes(`listen 127.0.0.1:${port} ssl http2;`) ||
    !site.includes(`listen 127.0.0.1:${httpPort};`) ||
    !site.includes(`https://$server_name${port === 443 ? '' : `:${port}`}$request_uri`)
  ) {
    throw new Error(
      'deploy/nginx/cryptovault.conf no longer has the lines this test rewrites (listen, server_name, redirect, certificate, chain, root, snippet).',
    );
  }
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  await waitForPort(httpPort, child, () => output);
  return {
    baseUrl: `https://${serverName}${port === 443 ? '' : `:${port}`}`,
    httpUrl: `http://${serverName}${httpPort === 80 ? '' : `:${httpPort}`}`,
    port,
    output: () => output,
    certificatePath: certificate,
    stop() {
      child.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
