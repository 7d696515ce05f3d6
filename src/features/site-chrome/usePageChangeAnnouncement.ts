import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../ui/focusPageHeading';

/**
 * After a client-side navigation (not the first page), moves focus to the new page's main
 * heading (or the main landmark) and returns the new document title for a polite live region,
 * as a full page load would make a screen reader read it.
 */
export function usePageChangeAnnouncement(): string {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusPageHeading(document);
    setAnnouncement(document.title);
  }, [pathname]);
  return announcement;
}
