/**
 * The production build served as the Playwright journeys serve it (playwright.config.ts): `vite
 * preview` with the project's config, which sends the pre-rendered page for its path, app.html
 * for client-only routes and the security headers. On a port of its own, so it runs beside them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { portIsFree, untilAnswers } from './localServer.mjs';

const READY_TIMEOUT_MS = 60_000;

/** Starts `vite preview` on 127.0.0.1:`port` over `outDir` and resolves once it answers. */
export async function startPreview({ port, outDir }) {
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is taken: stop what listens there, or set E2E_PORT (the preview uses E2E_PORT + 10)`);
  }
  const vite = path.join('node_modules', '.bin', 'vite');
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir];
  const child = spawn(vite, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let exited = false;
  let exitCode = null;
  child.on('exit', (code, signal) => {
    exited = true;
    exitCode = code ?? signal;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilAnswers(url, { timeout: READY_TIMEOUT_MS, gaveUp: () => exited });
  } catch (error) {
    child.kill();
    throw new Error(`vite preview did not start (${error.message}):\n${Buffer.concat(output).toString()}`, {
      cause: error,
    });
  }
  return {
    url,
    pid: child.pid,
    /** Why the server stopped before `stop()`, or null while it runs. */
    stoppedEarly: () => (exited ? `vite preview exited (${exitCode})` : null),
    stop() {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      });
    },
  };
}
