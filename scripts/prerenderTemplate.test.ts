import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerenderTemplate';

const template = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta name="description" content="default" />
    <title>CryptoVault</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>needs JavaScript</noscript>
  </body>
</html>`;

const page = fillTemplate(template, {
  route: '/products/p01',
  stylesheetHref: '/assets/prerendered-abc.css',
  rendered: {
    html: '<main><h1>Blue 100</h1></main>',
    status: 200,
    meta: { title: 'Blue 100 · CryptoVault', description: 'Sealed "foil" & sleeve' },
    globalStyles: [{ name: 'g1', css: ':root{}' }],
    classStyles: [
      { name: 'a1', css: '.css-a1{}' },
      { name: 'b2', css: '.css-b2{}' },
    ],
  },
});

describe('fillTemplate', () => {
  it('puts the markup, title and escaped description into the page', () => {
    expect(page).toContain('<div id="root"><main><h1>Blue 100</h1></main></div>');
    expect(page).toContain('<title>Blue 100 · CryptoVault</title>');
    expect(page).toContain('content="Sealed &quot;foil&quot; &amp; sleeve"');
    expect(page).not.toContain('<noscript>');
  });

  it('links the shared stylesheet and names the rules in it instead of inlining them', () => {
    expect(page).toContain('<link rel="stylesheet" href="/assets/prerendered-abc.css" />');
    expect(page).toContain('<style data-emotion="css-global g1"></style>');
    expect(page).toContain('<style data-emotion="css a1 b2"></style>');
    expect(page).not.toContain('.css-a1{}');
  });

  it('records the path the HTML was made for', () => {
    expect(page).toContain('<html lang="en" class="dark" data-rendered-path="/products/p01">');
  });
});
