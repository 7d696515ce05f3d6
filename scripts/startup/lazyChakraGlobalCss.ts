import type { Plugin } from 'vite';
import { checkedEdits } from './checkedEdits.ts';

/**
 * Chakra's createSystem writes the whole global stylesheet (reset, global styles and every token
 * as a CSS variable) as style objects the moment the system is made: about half of the 50-70 ms it
 * takes on this machine, in the start-up task of every page. A pre-rendered page already has that
 * CSS in its stylesheet and never reads it (src/ui/UiProvider.tsx), so production builds make
 * `system._global` a getter that builds it on first read. The exact text is checked
 * (scripts/startup/checkedEdits.ts).
 */
export function lazyChakraGlobalCss(): Plugin {
  return checkedEdits('cryptovault:lazy-chakra-global-css', 'scripts/startup/lazyChakraGlobalCss.ts', [
    [
      /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/,
      [
        ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
        [
          '    _global,\n',
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        ],
      ],
    ],
  ]);
}
