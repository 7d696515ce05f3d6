// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'src/features');

interface Surface {
  public: string[];
  generic?: string[];
}

function surfaceOf(feature: string): string[] {
  const surface = JSON.parse(readFileSync(path.join(featuresDir, feature, 'public.json'), 'utf8')) as Surface;
  return [...surface.public, ...(surface.generic ?? [])];
}

function moduleNames(feature: string): string[] {
  return readdirSync(path.join(featuresDir, feature))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''));
}

// A real feature with both a public and a private module, so the fixture follows the lists.
const features = readdirSync(featuresDir).sort();
const owner = features.find((feature) => moduleNames(feature).some((name) => !surfaceOf(feature).includes(name)));
if (!owner) throw new Error('no feature has a private module to test the rule with');
const publicName = surfaceOf(owner)[0];
const privateName = moduleNames(owner).find((name) => !surfaceOf(owner).includes(name));
const consumer = features.find((feature) => feature !== owner);

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
