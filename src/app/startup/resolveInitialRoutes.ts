import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../../lib/scheduling/nextTask';

/**
 * Loads the code of the routes matching the current address before the router starts, so the
 * first render draws the page itself (matching the pre-rendered HTML) instead of the loading
 * screen. Each resolved route keeps what its lazy() gave and drops the lazy().
 */
export async function resolveInitialRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  // Matching ranks every route the first time, and asking for a route's code queues a preload
  // link for each of its chunks: together one long task on a phone, so each has its own.
  await nextTask();
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
