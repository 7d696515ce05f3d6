// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../deploy/securityHeaders';
import { APP_PAGE, earlyTapsHash, earlyTapsSource, inlineEarlyTaps } from './inlineEarlyTaps';

const transform = (html: string, filename = APP_PAGE) => {
  const hook = inlineEarlyTaps().transformIndexHtml as (html: string, context: { filename: string }) => string;
  return hook(html, { filename });
};

describe('inlineEarlyTaps', () => {
  it('puts the script in the page, whole', () => {
    const html = transform('<head><script src="/early-taps.js"></script></head>');
    expect(html).toBe(`<head><script>${earlyTapsSource()}</script></head>`);
  });

  it('fails the build when index.html no longer names the script, and leaves other pages alone', () => {
    expect(() => transform('<head></head>')).toThrow(/no longer holds/);
    expect(transform('<head></head>', '/elsewhere/index.html')).toBe('<head></head>');
  });

  it("is allowed by the content policy's hash of the script as it is now", () => {
    const scriptSources = contentSecurityPolicy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1);
    expect(scriptSources).toEqual(["'self'", earlyTapsHash()]);
  });
});
