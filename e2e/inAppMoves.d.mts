/** Types for inAppMoves.mjs (plain ESM, shared by the engine journeys and the specs). */
export function navigateInApp(path: string): void;
export function storeCart(): void;
export function storeStaffSession(role: 'csm' | 'adm'): void;
