import { createContext } from 'react';

/** True inside the app's persistent shop layout, where the nav and footer are already drawn. */
export const InShopLayout = createContext(false);
