import { buildConfig } from '../../lib/buildConfig';

/**
 * The client hardening is on in production builds and off in the dev server, Storybook and
 * tests, so pages can be inspected. VITE_HARDENING=true|false overrides that.
 */
export function hardeningEnabled(config: { production: boolean; hardening?: string } = buildConfig): boolean {
  if (config.hardening === 'true') return true;
  if (config.hardening === 'false') return false;
  return config.production;
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The product's own origins from VITE_PRODUCT_HOSTS (comma-separated). A bare host means that
 * host over HTTPS on the default port; an entry with a scheme is taken as the full origin.
 */
export function parseProductOrigins(configured: string): string[] {
  return configured
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry.includes('://') ? entry : `https://${entry}`).origin];
      } catch {
        console.warn(`VITE_PRODUCT_HOSTS: "${entry}" is not a host or origin and is ignored.`);
        return [];
      }
    });
}

export const productOrigins: string[] = parseProductOrigins(buildConfig.productHosts);
