// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { bundleForTest, importBundle } from './bundleForTest';
import { stagedChakraSystem } from './stagedChakraSystem';

interface StagedModule {
  createSystem: ((...configs: SystemConfig[]) => SystemContext) & {
    steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
  };
  defaultBaseConfig: SystemConfig;
}

// Chakra's style engine bundled the way a production build bundles it, with the plugin applied.
async function bundleStyledSystem(): Promise<StagedModule> {
  const code = await bundleForTest(
    "export { createSystem } from '@chakra-ui/react/styled-system';\nexport { defaultBaseConfig } from '@chakra-ui/react/preset-base';\n",
    [stagedChakraSystem()],
  );
  return importBundle<StagedModule>(code);
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
