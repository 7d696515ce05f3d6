/** What this module needs of the data router: where a navigation under way is going. */
interface NavigationSource {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

let source: NavigationSource | null = null;

/**
 * Lets `addressBeingOpened` see the app's router. A module of its own, without React Router, so
 * the entry (which must stay small: it runs before the first paint) can ask it before the app
 * has started.
 */
export function followNavigations(router: NavigationSource | null): void {
  source = router;
}

/** The address a navigation under way is opening (path, search and hash), or null when none is. */
export function addressBeingOpened(): string | null {
  const location = source?.state.navigation.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : null;
}
