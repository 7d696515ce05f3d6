import { createContext } from 'react';

/**
 * Whether the app has started (see useHasStarted). True where no StartupProvider is above:
 * stories and tests render from scratch, with nothing to hydrate.
 */
export const StartedContext = createContext(true);
