import { use, useEffect } from 'react';
import { DEFAULT_DESCRIPTION, PageMetaCollector, documentTitle } from './pageMeta';

/** Gives the page its document title and meta description, in pre-rendered HTML and in the browser. */
export function usePageMeta(pageTitle: string | undefined, description: string | undefined): void {
  const title = documentTitle(pageTitle);
  const text = description ?? DEFAULT_DESCRIPTION;
  use(PageMetaCollector)?.({ title, description: text });
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [title, text]);
}
