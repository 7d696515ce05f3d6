// Writes the feature-surface part of .oxlintrc.json from src/features/*/public.json, so that
// another feature, a page or the app shell imports a feature only through the files it names as
// public (docs/architecture.md#feature-surfaces), and a feature imports only the features its
// public.json lists in `uses`. It refuses a `uses` graph with a cycle: features point one way
// (docs/architecture.md#feature-dependencies).
//   node scripts/feature-surfaces.mjs          rewrite .oxlintrc.json (idempotent)
//   node scripts/feature-surfaces.mjs --check  exit 1 when .oxlintrc.json is out of date
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { featureCycle, unknownUses } from './featureDependencies.mjs';

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
    const uses = surface.uses ?? [];
    if (!Array.isArray(uses) || uses.some((other) => typeof other !== 'string'))
      throw new Error(`src/features/${name}/public.json: "uses" must list feature names`);
    surfaces.push({ name, files: [...new Set(names)].sort(), uses: [...new Set(uses)].sort() });
  }
  return surfaces;
}

/** Throws unless the declared `uses` name real features and point one way. */
function checkDependencies(surfaces) {
  const uses = new Map(surfaces.map((surface) => [surface.name, surface.uses]));
  const unknown = unknownUses(uses);
  if (unknown.length > 0) throw new Error(`public.json "uses": ${unknown.join('; ')}`);
  const cycle = featureCycle(uses);
  if (cycle)
    throw new Error(
      `public.json "uses" has a cycle, ${cycle.join(' → ')}: features point one way only. Move what the ` +
        'features share into one of them (or into ui/lib), or merge them (docs/architecture.md#feature-dependencies).',
    );
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
function prefixesOf(name, nesting) {
  const ups = Array.from({ length: nesting }, (_, index) => `${'../'.repeat(index + 1)}${name}/`);
  return [`**/features/${name}/`, ...ups];
}

function surfacePattern(surface, nesting) {
  const { name, files } = surface;
  const prefixes = prefixesOf(name, nesting);
  return {
    group: [
      ...prefixes.map((prefix) => `${prefix}**`),
      ...files.flatMap((file) => prefixes.map((prefix) => `!${prefix}${file}`)),
    ],
    message: `Use ${name} only through the files listed in src/features/${name}/${MARKER} (docs/architecture.md#feature-surfaces); npm run lint:surfaces regenerates this rule.`,
  };
}

function undeclaredPattern(user, name, nesting) {
  return {
    group: prefixesOf(name, nesting).map((prefix) => `${prefix}**`),
    message: `${user} does not list ${name} in the "uses" of src/features/${user}/${MARKER}; features point one way only (docs/architecture.md#feature-dependencies). npm run lint:surfaces regenerates this rule.`,
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
      .map((other) =>
        surface.uses.includes(other.name)
          ? surfacePattern(other, nesting + 1)
          : undeclaredPattern(surface.name, other.name, nesting + 1),
      );
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
const next = await formatted(generateConfig(JSON.parse(current), checkDependencies(readSurfaces()), deepestNesting()));
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
