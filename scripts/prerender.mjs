// `npm run build` runs this after `vite build`: it loads the TypeScript build step through Vite.
import { runnerImport } from 'vite';

await runnerImport('./scripts/prerender.ts');
