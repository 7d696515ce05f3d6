import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The module a part's import gave, or, when it gave nothing, a wait that never ends. An import
 * gives nothing when its chunk did not arrive and reloadOnPreloadError took the failure (Vite's
 * preload helper then returns undefined): the page is being left or loaded again, and the part
 * has nothing to show on it.
 */
export function moduleOrHold<Module>(module: Module | undefined): Promise<Module> {
  return module === undefined ? new Promise<Module>(() => {}) : Promise.resolve(module);
}

/**
 * React's lazy for a part that loads after start-up (the toaster, the mobile menu's drawer, the
 * cart's hover list). On a page that is going it stays on its Suspense fallback rather than fail
 * and log an error nobody will see.
 */
// oxlint-disable-next-line no-explicit-any -- the bound React's own lazy() puts on a component
export function lazyPart<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component } | undefined>,
): LazyExoticComponent<Component> {
  return lazy(() => load().then(moduleOrHold));
}
