import { createContext } from 'react';

export const SITE_NAME = 'CryptoVault';
export const DEFAULT_DESCRIPTION = 'CryptoVault: packaged goods priced in Bitcoin, shipped discreetly.';

export interface PageMeta {
  title: string;
  description: string;
}

/** "Blue 100 · CryptoVault"; the home page is just "CryptoVault". */
export function documentTitle(pageTitle: string | undefined): string {
  return !pageTitle || pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} · ${SITE_NAME}`;
}

/**
 * Set only while pre-rendering: the page being rendered reports its title and description here,
 * and the build step puts them in the HTML head (the browser sets them in an effect instead).
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);
