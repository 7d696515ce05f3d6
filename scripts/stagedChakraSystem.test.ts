// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { stagedChakraSystem } from './stagedChakraSystem';

interface StagedModule {
  createSystem: ((...configs: SystemConfig[]) => SystemContext) & {
    steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
  };
  defaultBaseConfig: SystemConfig;
}

// Inside the project, so the bundle resolves Chakra from its node_modules.
const cache = path.resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(path.join(cache, 'staged-chakra-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Chakra's style engine bundled the way a production build bundles it, with the plugin applied.
async function bundleStyledSystem(): Promise<StagedModule> {
  const entry = path.join(out, 'entry.js');
  writeFileSync(
    entry,
    "export { createSystem } from '@chakra-ui/react/styled-system';\nexport { defaultBaseConfig } from '@chakra-ui/react/preset-base';\n",
  );
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: [stagedChakraSystem()],
    build: { ssr: entry, write: false, minify: false },
    ssr: { noExternal: true },
  })) as Rollup.RollupOutput;
  const file = path.join(out, 'bundle.mjs');
  writeFileSync(file, result.output[0].code);
  return (await import(pathToFileURL(file).href)) as StagedModule;
}

describe('stagedChakraSystem', () => {
  it('makes the same system in steps as in one go, pausing between the stages', async () => {
    const { createSystem, defaultBaseConfig } = await bundleStyledSystem();
    expect(createSystem.steps).toBeTypeOf('function');
    const running = createSystem.steps!(defaultBaseConfig);
    let pauses = 0;
    let step = running.next();
    for (; !step.done; step = running.next()) pauses++;
    const inSteps = step.value;
    const inOneGo = createSystem(defaultBaseConfig);
    expect(pauses).toBeGreaterThanOrEqual(9);
    expect(inSteps.tokens.allTokens.map((token) => token.name)).toEqual(
      inOneGo.tokens.allTokens.map((token) => token.name),
    );
    expect(inSteps.token('spacing.4')).toBe(inOneGo.token('spacing.4'));
    expect(inSteps.css({ padding: '4', _hover: { color: 'red.500' } })).toEqual(
      inOneGo.css({ padding: '4', _hover: { color: 'red.500' } }),
    );
  }, 60_000);
});
