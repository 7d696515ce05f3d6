/** Reads the production build's manifest and chunk report: what each route loads, and how big it is. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

export const DIST = path.resolve('dist');

export function readBuild() {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
  const chunks = JSON.parse(readFileSync(path.join(DIST, '.vite/chunks.json'), 'utf8'));
  return { manifest, chunks };
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, recursively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** What a first visit to / runs before the first interaction: the app shell and the home page's code. */
export function firstLoadOfHome(manifest) {
  return staticClosure(manifest, 'src/pages/HomePage.tsx', appShell(manifest));
}

/** What every page runs: the entry and the app it loads, React DOM beside it (src/app/startup/main.tsx). */
export function appShell(manifest) {
  const entry = staticClosure(manifest, 'index.html');
  return staticClosure(
    manifest,
    'node_modules/react-dom/client.js',
    staticClosure(manifest, 'src/app/startup/startApp.tsx', entry),
  );
}

export function fileSizes(file) {
  const body = readFileSync(path.join(DIST, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

export function sumSizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = fileSizes(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Page modules, the route chunks of the app. */
export function pageEntries(manifest) {
  return Object.keys(manifest)
    .filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key))
    .sort();
}

// Modules that belong to the staff back office, or to tooling, and must never reach a shopper.
export const BACK_OFFICE =
  /src\/(features\/(staff-auth|command-bridge|customer-service|moderation|security-center)\/|pages\/(Admin\w*|Feedback)Page)/;
export const NEVER_SHIPPED = /node_modules\/(msw|@mswjs|@faker-js|storybook|@storybook)\//;

export function isStaffPage(key) {
  return /src\/pages\/(Admin\w*|Feedback)Page\.tsx$/.test(key);
}
