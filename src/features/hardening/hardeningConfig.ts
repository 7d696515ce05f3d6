/**
 * DECISIONS.md: the client hardening is on in production builds and off in the dev server,
 * Storybook and tests, so pages can be inspected. VITE_HARDENING=true|false overrides that.
 */
// Each variable is read by name: handing `import.meta.env` around whole makes Vite inline every
// VITE_ variable into the bundle, VITE_ADM_PASSWORD included.
const buildEnv = { PROD: import.meta.env.PROD, VITE_HARDENING: import.meta.env.VITE_HARDENING };

export function hardeningEnabled(env: { PROD: boolean; VITE_HARDENING?: string } = buildEnv): boolean {
  if (env.VITE_HARDENING === 'true') return true;
  if (env.VITE_HARDENING === 'false') return false;
  return env.PROD;
}

/** The product's own hosts (VITE_PRODUCT_HOSTS, comma-separated). */
export const productHosts: string[] = (
  import.meta.env.VITE_PRODUCT_HOSTS ?? 'cryptovault.example,www.cryptovault.example'
)
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

/** Hosting services' preview deployments, which show the site inside their own frames. */
export const previewHostSuffixes = ['.vercel.app', '.netlify.app', '.pages.dev', '.github.dev'];

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** SPEC section 2: framing is allowed only by the product's own, a local or a preview host. */
export function mayBeFramedBy(hostname: string, ownHostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === ownHostname.toLowerCase() ||
    productHosts.includes(host) ||
    isLocalHost(host) ||
    previewHostSuffixes.some((suffix) => host.endsWith(suffix))
  );
}
