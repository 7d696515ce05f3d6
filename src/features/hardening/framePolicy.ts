import { isLocalHost } from './hardeningConfig';

/**
 * Who may frame the shop (docs/behaviour.md): the site itself, a local host (development) and
 * the configured product origins, compared as whole origins (scheme, host and port). No hosting
 * service's wildcard domain: anyone can publish a page there.
 */
export function mayBeFramedBy(ancestorOrigin: string, ownOrigin: string, allowedOrigins: readonly string[]): boolean {
  let ancestor: URL;
  try {
    ancestor = new URL(ancestorOrigin);
  } catch {
    return false;
  }
  if (ancestor.protocol !== 'https:' && ancestor.protocol !== 'http:') return false;
  if (ancestor.origin === ownOrigin) return true;
  if (isLocalHost(ancestor.hostname)) return true;
  return allowedOrigins.includes(ancestor.origin);
}

/** Every ancestor must be allowed; an ancestor we cannot name counts as a stranger. */
export function mayBeFramedByAll(
  ancestorOrigins: readonly string[] | null,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): boolean {
  if (ancestorOrigins === null || ancestorOrigins.length === 0) return false;
  return ancestorOrigins.every((origin) => mayBeFramedBy(origin, ownOrigin, allowedOrigins));
}

interface FramedWindow {
  location: { ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
  parent: unknown;
  top: unknown;
}

/**
 * The origins of every frame above this one, nearest first. Chromium and Safari list them in
 * `location.ancestorOrigins`; elsewhere only the parent is known (from the referrer), so a
 * deeper nesting gives null: unknown ancestors.
 */
export function frameAncestorOrigins(win: FramedWindow): string[] | null {
  const listed = win.location.ancestorOrigins;
  if (listed) return Array.from(listed);
  if (win.parent !== win.top) return null;
  try {
    return win.document.referrer ? [new URL(win.document.referrer).origin] : null;
  } catch {
    return null;
  }
}
