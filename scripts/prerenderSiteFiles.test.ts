import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './prerenderSiteFiles';

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of staff pages and the checkout steps, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/admin', '/admin-dashboard/', '/feedback', '/crypto-vault-payment'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('lists every path under the site address', () => {
    const sitemap = sitemapXml('https://shop.example', ['/', '/products/p01']);
    expect(sitemap).toContain('<loc>https://shop.example/</loc>');
    expect(sitemap).toContain('<loc>https://shop.example/products/p01</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
  });
});
