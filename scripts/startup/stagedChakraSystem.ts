import type { Plugin } from 'vite';
import { checkedEdits, type Edit } from './checkedEdits.ts';

const RUN_STEPS =
  'function runSteps(steps) {\n  let step = steps.next();\n  while (!step.done) step = steps.next();\n  return step.value;\n}\n';

const TOKEN_DICTIONARY: Edit[] = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
  // The tokens, then the semantic tokens: each walk is a stage of its own.
  ['  function registerTokens() {\n', '  function* registerTokens() {\n'],
  [
    '      { stop: isToken }\n    );\n    walkObject(\n      semanticTokens,',
    '      { stop: isToken }\n    );\n    yield;\n    walkObject(\n      semanticTokens,',
  ],
  [
    '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n}\n',
    '  yield* registerTokens();\n  yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n' +
      '  applyMiddlewares("pre");\n  applyTransforms("pre");\n  yield;\n  addConditionalTokens();\n  addReferences();\n' +
      '  expandTokenReferences$1();\n  yield;\n  applyMiddlewares("post");\n  applyTransforms("post");\n  yield;\n' +
      '  setupViews();\n  return dictionary;\n}\n' +
      RUN_STEPS +
      'function createTokenDictionary(options) {\n  return runSteps(createTokenDictionarySteps(options));\n}\n',
  ],
  [
    'export { createTokenDictionary, tokenCategories };',
    'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
  ],
];

const SYSTEM: Edit[] = [
  [
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionarySteps } from './token-dictionary.js';",
  ],
  [
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
  ],
  ['  const tokens = createTokenDictionary({\n', '  const tokens = yield* createTokenDictionarySteps({\n'],
  ['    prefix: cssVarsPrefix\n  });\n', '    prefix: cssVarsPrefix\n  });\n  yield;\n'],
  // Breakpoints and conditions, then the style utility, then the rest: one stage each.
  ['  const utility = createUtility({\n', '  yield;\n  const utility = createUtility({\n'],
  ['  assignComposition();\n', '  yield;\n  assignComposition();\n'],
  [
    'export { createSystem, isValidSystem };',
    RUN_STEPS +
      'function createSystem(...configs) {\n  return runSteps(createSystemSteps(...configs));\n}\n' +
      'createSystem.steps = createSystemSteps;\n' +
      'export { createSystem, isValidSystem };',
  ],
];

const FILES: [RegExp, Edit[]][] = [
  [/@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/, TOKEN_DICTIONARY],
  [/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/, SYSTEM],
];

/**
 * Chakra's createSystem (merge the configs, build the token dictionary, make the style functions)
 * is one synchronous call of 40-100 ms on this machine when a page starts, four times that on a
 * phone: the longest task of every page's start-up. Production builds give it a second form,
 * `createSystem.steps`, a generator that pauses between its stages, so src/ui/theme/system.ts can
 * run each stage in a task of its own. `createSystem` itself runs the same steps without pausing.
 * The exact text is checked (scripts/startup/checkedEdits.ts; docs/architecture.md#pre-rendered-pages).
 */
export function stagedChakraSystem(): Plugin {
  return checkedEdits('cryptovault:staged-chakra-system', 'scripts/startup/stagedChakraSystem.ts', FILES);
}
