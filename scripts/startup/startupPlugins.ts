import type { Plugin } from 'vite';
import { batchedPreloadLinks } from './batchedPreloadLinks.ts';
import { lazyChakraGlobalCss } from './lazyChakraGlobalCss.ts';
import { productionReactRouter } from './productionReactRouter.ts';
import { pureAnatomies } from './pureAnatomies.ts';
import { skipLoadedPreloads } from './skipLoadedPreloads.ts';
import { stagedChakraSystem } from './stagedChakraSystem.ts';

/** Names the one plugin a build leaves out, for `npm run bench:plugins`. */
export const WITHOUT_PLUGIN_ENV = 'CRYPTOVAULT_BUILD_WITHOUT';

/**
 * The build-only plugins that make a pre-rendered page start sooner: smaller first load, shorter
 * tasks. `npm run bench:plugins` builds once without each (the env variable above names it) and
 * reports what each buys, so a plugin that buys nothing can be removed.
 */
export function startupPlugins(root: string, without = process.env[WITHOUT_PLUGIN_ENV]): Plugin[] {
  const plugins = [
    productionReactRouter(root),
    lazyChakraGlobalCss(),
    stagedChakraSystem(),
    skipLoadedPreloads(),
    pureAnatomies(),
    batchedPreloadLinks(),
  ];
  if (without && !plugins.some((plugin) => plugin.name === without))
    throw new Error(`${WITHOUT_PLUGIN_ENV}=${without} names no start-up plugin`);
  return plugins.filter((plugin) => plugin.name !== without);
}
