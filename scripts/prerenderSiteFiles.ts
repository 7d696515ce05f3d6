/** robots.txt and sitemap.xml for the pre-rendered shop, under the site's public address (SITE_URL). */

/** Staff pages and the checkout steps are not for search engines. */
const disallowed = ['/admin', '/admin-dashboard/', '/feedback', '/crypto-vault-loading', '/crypto-vault-payment'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
