import type { RenderedRoute } from '../src/app/prerender/renderRoute';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

export interface PageFill {
  route: string;
  rendered: RenderedRoute;
  stylesheetHref: string;
}

/**
 * Puts a rendered page into the built index.html: its title and description, the shared
 * stylesheet, empty Emotion tags naming the rules already there, and the markup in #root.
 * `data-rendered-path` tells the app which path the HTML was made for (the 404 page is served
 * for many), so it hydrates only HTML that belongs to the current address.
 */
export function fillTemplate(template: string, { route, rendered, stylesheetHref }: PageFill): string {
  const { meta, html, globalStyles, classStyles } = rendered;
  const emotionTags = [
    // Each global has its own tag, as Emotion's <Global> looks for one by name before inserting.
    ...globalStyles.map((rule) => `<style data-emotion="css-global ${rule.name}"></style>`),
    `<style data-emotion="css ${classStyles.map((rule) => rule.name).join(' ')}"></style>`,
  ].join('');
  let page = template;
  const htmlTag = /<html([^>]*)>/.exec(page);
  if (!htmlTag) throw new Error('index.html has no <html> tag');
  page = page.replace(htmlTag[0], () => `<html${htmlTag[1] ?? ''} data-rendered-path="${escapeHtml(route)}">`);
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  page = replaceOnce(
    page,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  page = replaceOnce(page, /<\/head>/, `<link rel="stylesheet" href="${stylesheetHref}" />${emotionTags}</head>`);
  page = replaceOnce(page, /<div id="root"><\/div>/, `<div id="root">${html}</div>`);
  // The page reads fine without JavaScript now; only the interactive parts need it.
  page = page.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return page;
}
