import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { themeSystem } from '../src/ui/theme/system';
import { resolveTokenValue } from '../src/ui/theme/resolveTokenValue';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('the web app manifest (installing the shop)', () => {
  it('names the shop and opens it standalone at /', () => {
    expect(manifest).toMatchObject({ name: 'CryptoVault', short_name: 'CryptoVault', start_url: '/' });
    expect(manifest.display).toBe('standalone');
  });

  it("takes its colours from the theme's page background, as the pages' theme-color does", () => {
    const background = resolveTokenValue(themeSystem().tokens, 'colors.bg');
    expect(manifest.theme_color).toBe(background);
    expect(manifest.background_color).toBe(background);
    const page = readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(page).toContain(`<meta name="theme-color" content="${background}" />`);
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has 192 and 512 px icons, each also maskable, drawn at the size they say', () => {
    for (const purpose of ['any', 'maskable'])
      expect(
        manifest.icons
          .filter((icon) => icon.purpose === purpose)
          .map((icon) => icon.sizes)
          .sort(),
      ).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const png = PNG.sync.read(readFileSync(path.join(root, 'public', icon.src)));
      expect({ src: icon.src, sizes: `${png.width}x${png.height}`, type: icon.type }).toEqual({
        src: icon.src,
        sizes: icon.sizes,
        type: 'image/png',
      });
    }
  });

  it('fills a maskable icon to its edges, so no platform mask shows a transparent corner', () => {
    for (const icon of manifest.icons.filter((entry) => entry.purpose === 'maskable')) {
      const png = PNG.sync.read(readFileSync(path.join(root, 'public', icon.src)));
      // The alpha of the top-left pixel.
      expect({ src: icon.src, cornerAlpha: png.data[3] }).toEqual({ src: icon.src, cornerAlpha: 255 });
    }
  });
});
