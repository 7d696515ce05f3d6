// `npm run build` runs this after `vite build`: it loads the TypeScript build step through Vite.
import { runnerImport } from 'vite';

// The pages are rendered by React's production build, as the browser's bundle is.
process.env.NODE_ENV = 'production';
await runnerImport('./scripts/prerender.ts');
