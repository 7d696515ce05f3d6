// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Chakra's own createSystem, from the package as published: no build plugin touches what Node loads.
import {
  createSystem as chakrasCreateSystem,
  type RecipeDefinition,
  type SlotRecipeDefinition,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { themeConfig } from '../../src/ui/theme/system';
import { bundleForBrowser, importBundle } from './bundleForTest';
import { lazyChakraGlobalCss } from './lazyChakraGlobalCss';
import { stagedChakraSystem } from './stagedChakraSystem';

interface EditedModule {
  createSystem: ((...configs: SystemConfig[]) => SystemContext) & {
    steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
  };
  defaultBaseConfig: SystemConfig;
  themeConfig: SystemConfig;
}

// Chakra's style engine and the app's theme, bundled as the app's browser build bundles them, with
// the two edits to Chakra's files applied (the build fails if it never loaded either file).
async function bundleEditedSystem(): Promise<EditedModule> {
  const theme = path.resolve('src/ui/theme/system.ts');
  const [entry] = await bundleForBrowser(
    {
      'entry.js':
        "export { createSystem } from '@chakra-ui/react/styled-system';\n" +
        "export { defaultBaseConfig } from '@chakra-ui/react/preset-base';\n" +
        `export { themeConfig } from ${JSON.stringify(theme)};\n`,
    },
    [stagedChakraSystem(), lazyChakraGlobalCss()],
  );
  return importBundle<EditedModule>(entry!.code);
}

/** Runs the staged form to the end, counting its pauses. */
function runInSteps(steps: Generator<void, SystemContext, void>): { system: SystemContext; pauses: number } {
  let pauses = 0;
  let step = steps.next();
  for (; !step.done; step = steps.next()) pauses++;
  return { system: step.value, pauses };
}

// Plain data: functions drop out, so systems made by two copies of Chakra compare.
const data = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

const nestedMap = (map: Map<string, Map<string, string>>) =>
  Object.fromEntries([...map].map(([key, inner]) => [key, Object.fromEntries(inner)]));

/** The recipe's default props, then each value of each variant on its own. */
const propsToTry = (recipe: { variants?: Record<string, object> }): Record<string, string>[] => [
  {},
  ...Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) =>
    Object.keys(values).map((value) => ({ [variant]: value })),
  ),
];

/** What a system gives the app: tokens, CSS variables, global CSS, and every recipe resolved. */
function whatItGives(system: SystemContext) {
  const { recipes = {}, slotRecipes = {} } = themeConfig.theme ?? {};
  return {
    tokens: data(system.tokens.allTokens),
    cssVars: nestedMap(system.tokens.cssVarMap),
    tokenCss: data(system.getTokenCss()),
    globalCss: data(system.getGlobalCss()),
    preflightCss: data(system.getPreflightCss()),
    // oxlint-disable-next-line no-underscore-dangle -- Chakra's name; lazyChakraGlobalCss makes it a getter
    global: data(system._global),
    breakpoints: data(system.breakpoints.keys()),
    conditions: data(system.conditions.keys()),
    css: data(system.css({ padding: '4', color: 'fg.muted', _hover: { bg: 'accent.subtle' }, md: { gap: '2' } })),
    recipes: Object.fromEntries(
      Object.keys(recipes).map((key) => {
        const recipe = system.getRecipe(key) as RecipeDefinition;
        const resolve = system.cva(recipe);
        return [key, data(propsToTry(recipe).map((props) => resolve(props)))];
      }),
    ),
    slotRecipes: Object.fromEntries(
      Object.keys(slotRecipes).map((key) => {
        const recipe = system.getSlotRecipe(key) as SlotRecipeDefinition;
        const resolve = system.sva(recipe);
        return [key, data(propsToTry(recipe).map((props) => resolve(props)))];
      }),
    ),
  };
}

describe('stagedChakraSystem', () => {
  it("makes, in steps and in one go, the same system as Chakra's own createSystem with the app's theme", async () => {
    const edited = await bundleEditedSystem();
    const chakras = whatItGives(chakrasCreateSystem(defaultBaseConfig, themeConfig));
    expect(Object.keys(chakras.recipes).length).toBeGreaterThan(5);
    expect(Object.keys(chakras.slotRecipes).length).toBeGreaterThan(0);
    expect(Object.keys(chakras.cssVars).length).toBeGreaterThan(0);

    expect(edited.createSystem.steps).toBeTypeOf('function');
    const { system: inSteps, pauses } = runInSteps(
      edited.createSystem.steps!(edited.defaultBaseConfig, edited.themeConfig),
    );
    expect(pauses).toBeGreaterThanOrEqual(9);
    expect(whatItGives(inSteps)).toEqual(chakras);
    expect(whatItGives(edited.createSystem(edited.defaultBaseConfig, edited.themeConfig))).toEqual(chakras);
    // lazyChakraGlobalCss: the global CSS is made when read, not with the system.
    expect(Object.getOwnPropertyDescriptor(inSteps, '_global')?.get).toBeTypeOf('function');
  }, 60_000);

  it('fails a browser build that bundles Chakra but never loaded the files the edits name', async () => {
    const anatomyOnly = { 'entry.js': "export { tabsAnatomy } from '@chakra-ui/react/anatomy';\n" };
    await expect(bundleForBrowser(anatomyOnly, [stagedChakraSystem()])).rejects.toThrow(
      /never loaded .*token-dictionary.*system.*Review scripts\/startup\/stagedChakraSystem\.ts/,
    );
    await expect(bundleForBrowser(anatomyOnly, [lazyChakraGlobalCss()])).rejects.toThrow(
      /never loaded .*system.*Review scripts\/startup\/lazyChakraGlobalCss\.ts/,
    );
  }, 60_000);
});
