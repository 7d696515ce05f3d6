// Writes the feature-surface part of .oxlintrc.json from src/features/*/public.json, so that
// another feature, a page or the app shell imports a feature only through the files it names as
// public (docs/architecture.md#feature-surfaces).
//   node scripts/feature-surfaces.mjs          rewrite .oxlintrc.json (idempotent)
//   node scripts/feature-surfaces.mjs --check  exit 1 when .oxlintrc.json is out of date
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, '.oxlintrc.json');
const featuresDir = path.join(root, 'src/features');
const RULE = 'no-restricted-imports';
// Generated surface patterns carry this in their message; it is how a rerun finds its own output.
const MARKER = 'public.json';
// Tests beside the code may reach another feature's internals; stories, .storybook, e2e and
// scripts sit outside src and match none of these overrides.
const TEST_ENDINGS = ['.test.ts', '.test.tsx'];
// The layers whose files use features; each keeps its hand-written import-direction patterns.
const CONSUMER_LAYERS = ['features', 'pages', 'app'];

function readSurfaces() {
  const surfaces = [];
  const features = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory());
  for (const name of features.sort()) {
    const file = path.join(featuresDir, name, 'public.json');
    if (!existsSync(file)) throw new Error(`src/features/${name} has no public.json`);
    const surface = JSON.parse(readFileSync(file, 'utf8'));
    const names = [...(surface.public ?? []), ...(surface.generic ?? [])];
    for (const entry of names) {
      const exists = ['.ts', '.tsx'].some((ext) => existsSync(path.join(featuresDir, name, entry + ext)));
      if (!exists)
        throw new Error(`src/features/${name}/public.json names ${entry}, which is not a .ts or .tsx file there`);
    }
    surfaces.push({ name, files: [...new Set(names)].sort() });
  }
  return surfaces;
}

function restrictedPatterns(override) {
  const setting = override.rules?.[RULE];
  return Array.isArray(setting) ? (setting[1]?.patterns ?? []) : [];
}

function isGenerated(override) {
  const patterns = restrictedPatterns(override);
  if (patterns.some((pattern) => pattern.message?.includes(MARKER))) return true;
  const onlyThisRule = Object.keys(override.rules ?? {}).join() === RULE;
  return onlyThisRule && override.files.every((glob) => TEST_ENDINGS.some((ending) => glob.endsWith(ending)));
}

function directionPatterns(baseOverrides, layer) {
  const base = baseOverrides.filter((override) => override.files.includes(`src/${layer}/**`));
  return base.flatMap(restrictedPatterns);
}

/** How many folders deep the deepest file of any feature sits below its feature folder (0: flat). */
function deepestNesting(dir = featuresDir, depth = -1) {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Math.max(depth, ...folders.map((folder) => deepestNesting(path.join(dir, folder.name), depth + 1)));
}

// Specifiers as written: '../features/pricing/x' from pages and app (any depth), also
// '../pricing/x' from a sibling feature and '../../pricing/x' from a feature's subfolder
// (shop/cart); globs cannot say "one or more '../'", so there is a prefix per depth.
function surfacePattern(surface, nesting) {
  const { name, files } = surface;
  const ups = Array.from({ length: nesting }, (_, index) => `${'../'.repeat(index + 1)}${name}/`);
  const prefixes = [`**/features/${name}/`, ...ups];
  return {
    group: [
      ...prefixes.map((prefix) => `${prefix}**`),
      ...files.flatMap((file) => prefixes.map((prefix) => `!${prefix}${file}`)),
    ],
    message: `Use ${name} only through the files listed in src/features/${name}/${MARKER} (docs/architecture.md#feature-surfaces); npm run lint:surfaces regenerates this rule.`,
  };
}

function restrict(files, patterns) {
  return { files, rules: { [RULE]: ['error', { patterns }] } };
}

/** The whole config with its generated overrides rebuilt from the public.json files. */
function generateConfig(config, surfaces, nesting) {
  const baseOverrides = config.overrides.filter((override) => !isGenerated(override));
  const generated = [];
  for (const surface of surfaces) {
    const others = surfaces
      .filter((other) => other.name !== surface.name)
      .map((other) => surfacePattern(other, nesting + 1));
    generated.push(
      restrict([`src/features/${surface.name}/**`], [...directionPatterns(baseOverrides, 'features'), ...others]),
    );
  }
  for (const layer of CONSUMER_LAYERS.filter((name) => name !== 'features'))
    generated.push(
      restrict(
        [`src/${layer}/**`],
        [...directionPatterns(baseOverrides, layer), ...surfaces.map((surface) => surfacePattern(surface, 0))],
      ),
    );
  for (const layer of CONSUMER_LAYERS) {
    const tests = TEST_ENDINGS.map((ending) => `src/${layer}/**/*${ending}`);
    generated.push(restrict(tests, directionPatterns(baseOverrides, layer)));
  }
  // Later overrides replace earlier ones' options, so the generated block follows the
  // hand-written direction overrides it builds on.
  const lastBase = baseOverrides.findLastIndex((override) => RULE in (override.rules ?? {}));
  const overrides = [...baseOverrides.slice(0, lastBase + 1), ...generated, ...baseOverrides.slice(lastBase + 1)];
  return { ...config, overrides };
}

async function formatted(config) {
  const options = (await resolveConfig(configPath)) ?? {};
  return format(JSON.stringify(config), { ...options, filepath: configPath });
}

const current = readFileSync(configPath, 'utf8');
const next = await formatted(generateConfig(JSON.parse(current), readSurfaces(), deepestNesting()));
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('.oxlintrc.json is out of date with src/features/*/public.json: run npm run lint:surfaces');
    process.exit(1);
  }
} else if (next !== current) {
  writeFileSync(configPath, next);
  console.info('.oxlintrc.json: feature surfaces rewritten');
} else {
  console.info('.oxlintrc.json: feature surfaces already up to date');
}
