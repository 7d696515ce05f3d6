import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { routes as appRoutes } from '../src/app/routes';
import { RouteLoading } from '../src/app/RouteLoading';
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
  /**
   * e.g. '/products/:id'; the story then renders only there, and every other path is the app's own
   * route table, so a link the story follows ends on the real page it leads to.
   */
  route?: string;
  /** e.g. '/products/blue-100'; defaults to the route, or '/'. */
  path?: string;
  /** A loader for the story's route, e.g. a guard, or one that throws to show an error screen. */
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

export const LOCATION_PROBE_TEST_ID = 'story-location';

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
 * The story as it is now: the router is made once per story, but Storybook renders the story
 * again with new args when a control changes, and the route must show that render, not the first.
 */
const CurrentStory = createContext<ReactNode>(null);

function StoryRoute() {
  return useContext(CurrentStory);
}

export function StoryRouter({ Story, parameters }: { Story: ComponentType; parameters: StoryRouterParameters }) {
  const [router] = useState(() => {
    const route = parameters.route ?? '*';
    const { loader, ErrorBoundary } = parameters;
    // The story's own route comes first, so it wins over the app's route for the same pattern.
    const children: RouteObject[] = [{ path: route, element: <StoryRoute />, loader, ErrorBoundary }];
    if (route !== '*') children.push(...appRoutes);
    return createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <LocationProbe />
            </>
          ),
          // What the app shows while a route's loader first runs (a guard, a lazy page): without
          // it the router draws nothing then, and says so in the console.
          HydrateFallback: RouteLoading,
          children,
        },
      ],
      { initialEntries: [parameters.path ?? (route === '*' ? '/' : route)] },
    );
  });
  return (
    <CurrentStory.Provider value={<Story />}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  );
}
