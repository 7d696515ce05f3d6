/**
 * What a journey does inside the page, written once for the Playwright specs and the cross-engine
 * journeys (scripts/engines): each function runs in the page (`page.evaluate`, `session.evaluate`)
 * and so uses nothing from outside itself.
 */

/**
 * Opens `path` in the running app as a link would, without loading the page again: a history
 * entry of React Router's shape, then the `popstate` it follows.
 */
export function navigateInApp(path) {
  const index = (window.history.state && window.history.state.idx) || 0;
  window.history.pushState({ usr: null, key: `inApp${index + 1}`, idx: index + 1 }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * The cart a group of routes starts from: every kind of line, so that the cart and payment pages
 * show each.
 */
export function storeCart() {
  if (!location.protocol.startsWith('http')) return;
  const lines = ['p01', 'p03', 'p06', 'p08'].map((id) => ({ id, type: 'product', quantity: 1 }));
  localStorage.setItem('cart', JSON.stringify({ lines, bundles: [{ id: 'bundle06', quantity: 1 }] }));
}

/**
 * The staff session of `role` as a login leaves it (src/features/staff-auth/staffSession.ts), for
 * a journey that starts past the login and its hashing. Also an init script, which runs on the
 * first blank page too, where storage is refused.
 */
export function storeStaffSession(role) {
  if (!location.protocol.startsWith('http')) return;
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('staffRole', JSON.stringify(role));
}
