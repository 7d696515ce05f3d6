// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { markAnatomiesPure, pureAnatomies } from './pureAnatomies';

// Inside the project, so the bundle resolves Chakra from its node_modules.
const cache = path.resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(path.join(cache, 'pure-anatomies-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Chakra's anatomies bundled as a production build bundles them, one of them used.
async function bundleUsingTabsAnatomy(withPlugin: boolean): Promise<string> {
  const entry = path.join(out, 'entry.js');
  writeFileSync(
    entry,
    "import { tabsAnatomy } from '@chakra-ui/react/anatomy';\nexport const keys = tabsAnatomy.keys();\n",
  );
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: withPlugin ? [pureAnatomies()] : [],
    build: { ssr: entry, write: false, minify: false },
    ssr: { noExternal: true },
  })) as Rollup.RollupOutput;
  return result.output[0].code;
}

describe('pureAnatomies', () => {
  it('marks each assigned anatomy pure', () => {
    const code =
      'var anatomy = createAnatomy("tabs").parts("root");\nvar parts = anatomy.build();\nconst b = a$1.extendWith("x");';
    expect(markAnatomiesPure(code, 'tabs.anatomy.mjs')).toBe(
      'var anatomy = /* @__PURE__ */ createAnatomy("tabs").parts("root");\nvar parts = /* @__PURE__ */ anatomy.build();\nconst b = /* @__PURE__ */ a$1.extendWith("x");',
    );
  });

  it('fails the build when a module no longer makes anatomies that way', () => {
    expect(() => markAnatomiesPure('export const anatomy = make("tabs");', 'tabs.anatomy.mjs')).toThrow(
      /tabs\.anatomy\.mjs no longer makes anatomies/,
    );
  });

  it('leaves out the anatomies nothing uses, and keeps the used one', async () => {
    const [plain, marked] = [await bundleUsingTabsAnatomy(false), await bundleUsingTabsAnatomy(true)];
    // Without the marks the colour picker's anatomy is built though nothing uses it.
    expect(plain).toContain('"color-picker"');
    expect(marked).not.toContain('"color-picker"');
    expect(marked).not.toContain('"date-picker"');
    expect(marked).toContain('"tabs"');
  });
});
