/**
 * A dynamic import that failed: the file is missing (a new deployment replaced it) or the
 * network dropped it. Each browser words it differently; Vite's preload helper adds its own.
 */
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}
