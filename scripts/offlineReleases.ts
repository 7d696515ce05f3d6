/**
 * What the offline journeys need beyond a build (e2e/offline.spec.ts, and any engine's journey):
 * a second release made from a build, and `vite preview` of a build folder on a port of their
 * choosing, so two releases can be served in turn at one address.
 */
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { securityHeaders } from '../deploy/securityHeaders.ts';
import { generateAppWorker, WORKER_FILE } from './appWorker.ts';
import { prerenderedPreview } from './prerenderPreview.ts';

/** Files whose text may name an asset: pages, scripts, stylesheets, the build's manifests. */
const NAMING_FILES = /\.(html|js|css|json|webmanifest)$/;

/** The next release's name for each hashed asset: `index-AbC123.js` becomes `index-AbC123-next.js`. */
export function nextNames(assets: readonly string[]): Map<string, string> {
  return new Map(
    assets.map((name) => {
      const extension = path.extname(name);
      return [name, `${name.slice(0, -extension.length)}-next${extension}`];
    }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every asset of `names` that follows a `/` (`/assets/x.js`, `./x.js`) renamed. */
export function renameReferences(text: string, names: ReadonlyMap<string, string>): string {
  if (names.size === 0) return text;
  const pattern = new RegExp(`(?<=/)(${[...names.keys()].map(escapeRegExp).join('|')})(?![\\w.-])`, 'g');
  return text.replace(pattern, (name) => names.get(name) ?? name);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Makes, in `to`, the release after the build in `from`: every hashed file under assets/ renamed
 * (as a release with changes in every chunk would), the pages and chunks that name them rewritten,
 * and its own service worker generated. No file of the first release is left at its address, so
 * a tab of the first release that still works is served by its worker's cache, not the server.
 */
export async function makeNextRelease(from: string, to: string): Promise<void> {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  rmSync(path.join(to, WORKER_FILE), { force: true });
  const assets = path.join(to, 'assets');
  const names = nextNames(readdirSync(assets));
  for (const file of filesUnder(to).filter((name) => NAMING_FILES.test(name)))
    writeFileSync(file, renameReferences(readFileSync(file, 'utf8'), names));
  for (const [name, next] of names) renameSync(path.join(assets, name), path.join(assets, next));
  await generateAppWorker(to);
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the build in `outDir` on 127.0.0.1:`port` as `vite preview` does (vite.config.ts): the
 * pre-rendered pages by path, the app shell for client-only routes, the 404 page, the security
 * headers. Closing it cuts the network for that address, as a lost signal would.
 */
export async function serveBuild(outDir: string, port: number): Promise<ServedBuild> {
  const { preview } = await import('vite');
  const server = await preview({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..'),
    logLevel: 'warn',
    plugins: [prerenderedPreview()],
    build: { outDir: path.resolve(outDir) },
    preview: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      // Open keep-alive connections (the browser's) would hold the port.
      (server.httpServer as Server).closeAllConnections();
      await server.close();
    },
  };
}
