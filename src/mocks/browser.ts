import { setupWorker } from 'msw/browser';
import { defaultHandlers } from './handlers';

/** The dev server has no internet here: the external endpoints are answered in the browser. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...Object.values(defaultHandlers));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
