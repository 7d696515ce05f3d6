import { useState, type ComponentType } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';

/** `parameters.router`: the route pattern a story renders under and the URL it starts at. */
export interface StoryRouterParameters {
  /** e.g. '/products/:id'; the story then renders only there, and other paths show where a link went. */
  route?: string;
  /** e.g. '/products/blue-100'; defaults to the route, or '/'. */
  path?: string;
  /** A loader for the story's route, e.g. a guard, or one that throws to show an error screen. */
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

export const LOCATION_PROBE_TEST_ID = 'story-location';
export const NAVIGATED_AWAY_TEST_ID = 'story-navigated-away';

/** Exposes the current URL so play functions can check where a link or button navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid={LOCATION_PROBE_TEST_ID}>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Stands in for the route a link left the story for. No baseline may show it: the Vitest setup
 * fails a story that ends here, so its play shoots the story before leaving (docs/testing.md).
 */
function NavigatedAway() {
  const { pathname } = useLocation();
  return <p data-testid={NAVIGATED_AWAY_TEST_ID}>Navigated to {pathname}</p>;
}

export function StoryRouter({ Story, parameters }: { Story: ComponentType; parameters: StoryRouterParameters }) {
  const [router] = useState(() => {
    const route = parameters.route ?? '*';
    const { loader, ErrorBoundary } = parameters;
    const children: RouteObject[] = [{ path: route, element: <Story />, loader, ErrorBoundary }];
    if (route !== '*') children.push({ path: '*', element: <NavigatedAway /> });
    return createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <LocationProbe />
            </>
          ),
          children,
        },
      ],
      { initialEntries: [parameters.path ?? (route === '*' ? '/' : route)] },
    );
  });
  return <RouterProvider router={router} />;
}
