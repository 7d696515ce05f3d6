import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The scanner's package.json and lock file: the version checked to work here and its whole tree,
 * pinned, so the scan a change is judged by is the same on every machine and every day.
 */
const SCANNER_PACKAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'observatory');

export interface ObservatoryResult {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Why the scan cannot run on this machine, or null when it can. The scanner ignores ports: it
 * needs nginx on 127.0.0.1 ports 80 and 443, which only root may open.
 */
export async function whyObservatoryCannotRun(): Promise<string | null> {
  if (process.getuid?.() !== 0)
    return 'the Observatory scan needs nginx on ports 80 and 443 of 127.0.0.1, which only root may open: run the journey as root';
  for (const port of [80, 443]) {
    if (!(await portIsFree(port)))
      return `port ${port} of 127.0.0.1 is taken by another program; the Observatory scan needs ports 80 and 443 free`;
  }
  return null;
}

/**
 * Installs Mozilla's HTTP Observatory scanner, as e2e/observatory/package-lock.json locks it, into a
 * throw-away folder (never into the project's install: its install scripts download lists, which
 * fails offline), gives it the two lists it would have downloaded (empty), and scans `hostname`,
 * trusting `certificatePath`.
 */
export function scanWithObservatory(hostname: string, certificatePath: string): ObservatoryResult {
  const folder = mkdtempSync(path.join(tmpdir(), 'cryptovault-observatory-'));
  try {
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(path.join(SCANNER_PACKAGE_DIR, file), path.join(folder, file));
    execFileSync('npm', ['ci', '--prefix', folder, '--ignore-scripts', '--no-audit', '--no-fund'], {
      stdio: 'pipe',
    });
    const packageDir = path.join(folder, 'node_modules/@mdn/mdn-http-observatory');
    mkdirSync(path.join(packageDir, 'conf'), { recursive: true });
    writeFileSync(path.join(packageDir, 'conf/hsts-preload.json'), '{}');
    writeFileSync(path.join(packageDir, 'conf/tld-list.json'), '[]');
    const scanner = path.join(packageDir, 'src/scanner/index.js');
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { scan } from ${JSON.stringify(scanner)};\nconsole.log(JSON.stringify(await scan(${JSON.stringify(hostname)})));`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: certificatePath }, timeout: 90_000 },
    );
    if (run.status !== 0) throw new Error(`The Observatory scan failed:\n${run.stderr}`);
    const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
    return JSON.parse(lastLine) as ObservatoryResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
