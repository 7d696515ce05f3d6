// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tabsAnatomy } from '@chakra-ui/react/anatomy';
import { bundleForBrowser, bundleForTest, importBundle } from './bundleForTest';
import { markAnatomiesPure, pureAnatomies } from './pureAnatomies';

// Chakra's anatomies bundled as a production build bundles them, one of them used.
const bundleUsingTabsAnatomy = (withPlugin: boolean) =>
  bundleForTest(
    "import { tabsAnatomy } from '@chakra-ui/react/anatomy';\nexport const keys = tabsAnatomy.keys();\n",
    withPlugin ? [pureAnatomies()] : [],
  );

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

  it("gives the used anatomy the same parts as Chakra's own, unedited", async () => {
    const { keys } = await importBundle<{ keys: string[] }>(await bundleUsingTabsAnatomy(true));
    expect(keys).toEqual(tabsAnatomy.keys());
    expect(keys).toContain('trigger');
  }, 60_000);

  it('fails a browser build that never loaded an anatomy module', async () => {
    await expect(
      bundleForBrowser({ 'entry.js': "export { createSystem } from '@chakra-ui/react/styled-system';\n" }, [
        pureAnatomies(),
      ]),
    ).rejects.toThrow(/never loaded .*anatomy.*Review scripts\/startup\/pureAnatomies\.ts/);
  }, 60_000);
});
