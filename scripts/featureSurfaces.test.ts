// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'src/features');

interface Surface {
  public: string[];
  generic?: string[];
  uses?: string[];
}

const readSurface = (feature: string) =>
  JSON.parse(readFileSync(path.join(featuresDir, feature, 'public.json'), 'utf8')) as Surface;

function surfaceOf(feature: string): string[] {
  const surface = readSurface(feature);
  return [...surface.public, ...(surface.generic ?? [])];
}

const usesOf = (feature: string) => readSurface(feature).uses ?? [];

function moduleNames(feature: string): string[] {
  return readdirSync(path.join(featuresDir, feature))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''));
}

// Real features, so the fixtures follow the lists: an owner with both a public and a private
// module, a consumer that lists the owner in its "uses", and a stranger the consumer does not list.
const features = readdirSync(featuresDir).sort();
const owner = features.find(
  (feature) =>
    moduleNames(feature).some((name) => !surfaceOf(feature).includes(name)) &&
    features.some((other) => usesOf(other).includes(feature)),
);
if (!owner) throw new Error('no feature used by another has a private module to test the rule with');
const publicName = surfaceOf(owner)[0];
const privateName = moduleNames(owner).find((name) => !surfaceOf(owner).includes(name));
const consumer = features.find((feature) => usesOf(feature).includes(owner));
if (!consumer) throw new Error(`no feature uses ${owner}`);
const stranger = features.find((feature) => feature !== consumer && !usesOf(consumer).includes(feature));
if (!stranger) throw new Error(`${consumer} uses every other feature`);
const strangerPublic = surfaceOf(stranger)[0];

interface Diagnostic {
  code: string;
  filename: string;
  message: string;
}

function lint(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-surfaces-'));
  try {
    cpSync(path.join(root, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const oxlint = path.join(root, 'node_modules/.bin/oxlint');
    // oxlint exits 1 when it reports errors; the report on stdout is what is checked.
    let output: string;
    try {
      output = execFileSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'json', 'src'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
    return diagnostics
      .filter((diagnostic) => diagnostic.code === 'eslint(no-restricted-imports)')
      .map((diagnostic) => `${diagnostic.filename} ${/'([^']+)'/.exec(diagnostic.message)?.[1] ?? diagnostic.message}`)
      .sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the generator on a copy of the repository's lists with one public.json changed. */
function generateWith(feature: string, change: (surface: Surface) => Surface) {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-surfaces-'));
  try {
    for (const file of [
      '.oxlintrc.json',
      '.prettierrc.json',
      'scripts/feature-surfaces.mjs',
      'scripts/featureDependencies.mjs',
    ])
      cpSync(path.join(root, file), path.join(dir, file));
    cpSync(featuresDir, path.join(dir, 'src/features'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const file = path.join(dir, 'src/features', feature, 'public.json');
    writeFileSync(file, JSON.stringify(change(readSurface(feature))));
    const before = readFileSync(path.join(dir, '.oxlintrc.json'), 'utf8');
    try {
      execFileSync('node', ['scripts/feature-surfaces.mjs'], { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
      return { refused: '', rewritten: readFileSync(path.join(dir, '.oxlintrc.json'), 'utf8') !== before };
    } catch (error) {
      const { stderr } = error as { stderr: string };
      return { refused: stderr, rewritten: readFileSync(path.join(dir, '.oxlintrc.json'), 'utf8') !== before };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function imports(...specifiers: string[]): string {
  return specifiers.map((specifier, index) => `import { v${index} } from '${specifier}';\n`).join('') + 'export {};\n';
}

describe('feature surfaces', () => {
  it('.oxlintrc.json is up to date with src/features/*/public.json (npm run lint:surfaces)', () => {
    expect(() =>
      execFileSync('node', ['scripts/feature-surfaces.mjs', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it(`reports a private ${owner} module imported from another feature, a page or the app, and allows its public ones`, () => {
    const reported = lint({
      [`src/features/${consumer}/fixture.ts`]: imports(
        `../${owner}/${privateName}`,
        `../../features/${owner}/${privateName}`,
        `../${owner}/${publicName}`,
        './sibling',
      ),
      'src/pages/FixturePage.tsx': imports(`../features/${owner}/${privateName}`, `../features/${owner}/${publicName}`),
      'src/app/fixture.ts': imports(`../features/${owner}/${privateName}`, `../features/${owner}/${publicName}`),
      [`src/features/${owner}/inside.ts`]: imports(`./${privateName}`, `../${owner}/${privateName}`),
    });
    expect(reported).toEqual(
      [
        `src/features/${consumer}/fixture.ts ../${owner}/${privateName}`,
        `src/features/${consumer}/fixture.ts ../../features/${owner}/${privateName}`,
        `src/pages/FixturePage.tsx ../features/${owner}/${privateName}`,
        `src/app/fixture.ts ../features/${owner}/${privateName}`,
      ].sort(),
    );
  });

  it(`reports ${consumer} importing ${stranger}, which its public.json does not list in "uses", even a public file`, () => {
    const reported = lint({
      [`src/features/${consumer}/fixture.ts`]: imports(`../${stranger}/${strangerPublic}`, `../${owner}/${publicName}`),
      [`src/features/${consumer}/part/fixture.ts`]: imports(`../../${stranger}/${strangerPublic}`),
    });
    expect(reported).toEqual(
      [
        `src/features/${consumer}/fixture.ts ../${stranger}/${strangerPublic}`,
        `src/features/${consumer}/part/fixture.ts ../../${stranger}/${strangerPublic}`,
      ].sort(),
    );
  });

  it(`refuses to write the rules when ${owner} would use ${consumer} back: a cycle`, () => {
    const { refused, rewritten } = generateWith(owner, (surface) => ({ ...surface, uses: [consumer] }));
    const cycle = /"uses" has a cycle, ([^:]+):/.exec(refused)?.[1]?.split(' → ');
    expect(new Set(cycle)).toEqual(new Set([owner, consumer]));
    expect(rewritten).toBe(false);
  });

  it('writes the rules when a new arrow keeps every feature pointing one way', () => {
    // The counterpart of the cycle test: the same copy and run succeed with an arrow that closes no loop.
    const leaf = features.find(
      (feature) => usesOf(feature).length === 0 && !features.some((other) => usesOf(other).includes(feature)),
    );
    if (!leaf) throw new Error('no feature is free of arrows');
    const { refused, rewritten } = generateWith(leaf, (surface) => ({ ...surface, uses: [owner] }));
    expect(refused).toBe('');
    expect(rewritten).toBe(true);
  });

  it('lets tests beside the code reach private modules but keeps the import directions for them', () => {
    const reported = lint({
      [`src/features/${consumer}/fixture.test.ts`]: imports(`../${owner}/${privateName}`, '../../pages/HomePage'),
      'src/pages/Fixture.test.tsx': imports(`../features/${owner}/${privateName}`, '../app/routes'),
    });
    expect(reported).toEqual([
      `src/features/${consumer}/fixture.test.ts ../../pages/HomePage`,
      'src/pages/Fixture.test.tsx ../app/routes',
    ]);
  });

  it('keeps every import direction for code next to the surface rules', () => {
    const reported = lint({
      [`src/features/${consumer}/fixture.ts`]: imports('../../pages/HomePage', '../../mocks/handlers'),
      'src/pages/FixturePage.tsx': imports('../app/routes', './OtherPage'),
      'src/app/fixture.ts': imports('../mocks/handlers'),
      'src/ui/fixture.ts': imports(`../features/${owner}/${publicName}`),
      'src/lib/fixture.ts': imports('../pages/HomePage'),
    });
    expect(reported).toEqual(
      [
        `src/features/${consumer}/fixture.ts ../../pages/HomePage`,
        `src/features/${consumer}/fixture.ts ../../mocks/handlers`,
        'src/pages/FixturePage.tsx ../app/routes',
        'src/pages/FixturePage.tsx ./OtherPage',
        'src/app/fixture.ts ../mocks/handlers',
        `src/ui/fixture.ts ../features/${owner}/${publicName}`,
        'src/lib/fixture.ts ../pages/HomePage',
      ].sort(),
    );
  });
});
