import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = '    _global,\n';

/**
 * Chakra's createSystem writes the whole global stylesheet (reset, global styles and every token
 * as a CSS variable) as style objects the moment the system is made: about half of the 50-70 ms it
 * takes on this machine, in the start-up task of every page. A pre-rendered page already has that
 * CSS in its stylesheet and never reads it (src/ui/UiProvider.tsx), so production builds make
 * `system._global` a getter that builds it on first read. The exact text is checked: an upgrade
 * that changes it fails the build instead of silently undoing this.
 */
export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'cryptovault:lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(PROPERTY))
        throw new Error(`${id} no longer builds _global as expected; review scripts/lazyChakraGlobalCss.ts`);
      return code
        .replace(EAGER, 'let _global;')
        .replace(
          PROPERTY,
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        );
    },
  };
}
