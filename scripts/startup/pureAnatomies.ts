import type { Plugin } from 'vite';
import { vendorRewrites } from './checkedEdits.ts';

// Chakra's anatomy module and each Zag component's anatomy module.
const ANATOMY_FILE =
  /node_modules\/(@chakra-ui\/react\/dist\/esm\/anatomy\.js|@zag-js\/[^/]+\/dist\/[^/]+\.anatomy\.mjs)$/;
// An assignment of an anatomy made from a part list: `= createAnatomy(`, `= x.extendWith(`, `= anatomy.build(`.
const ANATOMY_CALL = /=\s*(?=createAnatomy\(|[\w$]+\.(?:extendWith|build)\()/g;

/** Marks each anatomy the module assigns as pure; fails when a module no longer reads that way. */
export function markAnatomiesPure(code: string, id: string): string {
  const marked = code.replace(ANATOMY_CALL, '= /* @__PURE__ */ ');
  if (marked === code)
    throw new Error(`${id} no longer makes anatomies as expected; review scripts/startup/pureAnatomies.ts`);
  return marked;
}

/**
 * An anatomy is a list of part names, yet the bundler keeps every `anatomy.build()` and
 * `extendWith(...)` call because it cannot tell they have no side effects. Chakra's one anatomy
 * module then carried every anatomy into the first load of every page, the colour and date pickers'
 * included. Marked pure, the ones no component uses drop out (docs/architecture.md#performance-budgets).
 * A build that loads no anatomy module fails (scripts/startup/checkedEdits.ts).
 */
export function pureAnatomies(): Plugin {
  return vendorRewrites('cryptovault:pure-anatomies', 'scripts/startup/pureAnatomies.ts', [
    [ANATOMY_FILE, markAnatomiesPure],
  ]);
}
