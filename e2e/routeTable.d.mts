/** Types for routeTable.mjs, the one route table (plain ESM, shared by the engine journeys and any spec). */
export interface Route {
  path: string;
  /** The main heading a visit shows. */
  h1: string;
  /** The document title a visit shows. */
  title: string;
  /** Where the app sends the visitor (a redirect, a guard); `path` when absent. */
  landsOn?: string;
  /** Where the page moves on to by itself after a while. */
  movesOn?: string;
  /** The staff session of this role the route needs. */
  staff?: 'csm' | 'adm';
  /** The tab the address selects: the route is shown once that tab is selected and its panel drawn. */
  tab?: string;
  /** Needs a cart with something in it. */
  cart?: boolean;
  /** A pre-rendered route: the heading and title its HTML holds (routeTable only). */
  built?: { h1: string; title: string };
}

export const ROUTES: readonly (Route & { html?: string })[];

export function routeTable(outDir: string): Route[];
