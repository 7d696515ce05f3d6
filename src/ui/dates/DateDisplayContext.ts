import { createContext, use } from 'react';
import type { DateDisplay } from './dateDisplay';

/** Empty in the app (the browser's locale and zone); stories provide a fixed locale and zone. */
export const DateDisplayContext = createContext<DateDisplay>({});

export function useDateDisplay(): DateDisplay {
  return use(DateDisplayContext);
}
