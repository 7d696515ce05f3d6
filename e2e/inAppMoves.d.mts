/** Types for inAppMoves.mjs (plain ESM, shared by the engine journeys and the specs). */
export function navigateInApp(path: string): void;
export function storeState(role?: 'csm' | 'adm'): void;
