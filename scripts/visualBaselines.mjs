/**
 * Where story screenshots live, shared by the visual scripts (docs/testing.md). The names follow
 * Vitest browser mode's defaults: `<story dir>/__screenshots__/<story file>/<id>-<engine>-<os>.png`
 * for baselines (Chromium's from the Vitest run; Firefox's and WebKit's, for the page and app
 * stories, from the cross-engine step, scripts/engines/storyShots.mjs), and
 * `.vitest-attachments/<story dir>/<story file>/<id>-actual-…` / `-diff-…` for the images of a
 * failed comparison (Firefox's and WebKit's under `.vitest-attachments/engines/<engine>/`, so
 * that neither run clears the other's).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { platform } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const storiesDir = path.join(root, 'stories');
export const attachmentsDir = path.join(root, '.vitest-attachments');
export const reviewDir = path.join(root, '.visual-review');
/** The engines with baselines: Chromium for every story, the others for page and app stories. */
export const SHOT_ENGINES = ['chromium', 'firefox', 'webkit'];
const suffixOf = (engine) => `-${engine}-${platform()}.png`;
const SUFFIX = new RegExp(`-(${SHOT_ENGINES.join('|')})-${platform()}\\.png$`);

/** The engine whose baseline (or comparison image) a file is, or undefined. */
export const engineOf = (file) => SUFFIX.exec(file)?.[1];

/** Whether Firefox and WebKit shoot a story too (its index entry): the page and app stories. */
export const shotInEveryEngine = (entry) => /^\.\/stories\/(pages|app)\//.test(entry.importPath);

/** Whether a story of Storybook's index is shot at all: tagged `test`, not `no-visual`. */
export const isShotStory = (entry) =>
  entry.type === 'story' && Boolean(entry.tags?.includes('test')) && !entry.tags.includes('no-visual');

/** The file name Vitest gives a screenshot named after a story id (its `sanitize`). */
export const shotName = (storyId) =>
  storyId
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

/** The baseline of a story in an engine, from its index entry's importPath (`./stories/…`) and id. */
export const baselinePath = (importPath, storyId, engine = 'chromium') => {
  const storyFile = path.join(root, importPath);
  return path.join(
    path.dirname(storyFile),
    '__screenshots__',
    path.basename(storyFile),
    shotName(storyId) + suffixOf(engine),
  );
};

/** Where an engine other than Chromium leaves its comparison images (cleared by its own run only). */
export const engineAttachmentsDir = (engine) => path.join(attachmentsDir, 'engines', engine);

/** The new image and the highlighted diff a failed comparison left for a baseline. */
export const comparisonImages = (baseline) => {
  const engine = engineOf(baseline) ?? 'chromium';
  const suffix = suffixOf(engine);
  const storyFolder = path.relative(storiesDir, path.dirname(path.dirname(path.dirname(baseline))));
  const base = engine === 'chromium' ? attachmentsDir : engineAttachmentsDir(engine);
  const dir = path.join(base, 'stories', storyFolder, path.basename(path.dirname(baseline)));
  const name = path.basename(baseline, suffix);
  return { actual: path.join(dir, `${name}-actual${suffix}`), diff: path.join(dir, `${name}-diff${suffix}`) };
};

/** Every file under a folder, recursively. */
export function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Every committed baseline of the given engines (default all): PNGs in `__screenshots__` folders
 * that are not comparison leftovers.
 */
export const baselineFiles = (engines = SHOT_ENGINES) =>
  filesUnder(storiesDir).filter(
    (file) =>
      engines.includes(engineOf(file)) &&
      file.includes(`${path.sep}__screenshots__${path.sep}`) &&
      !/-(actual|diff)-/.test(file),
  );

/**
 * Rewrites a PNG with the strongest deflate level, as RGB when no pixel
 * is transparent. Lossless: the decoded pixels are compared before the file is replaced, and a
 * file that would not shrink is left as it is. Returns the bytes saved.
 */
export function recompressPng(file) {
  const original = readFileSync(file);
  const image = PNG.sync.read(original);
  let opaque = true;
  for (let i = 3; i < image.data.length; i += 4) {
    if (image.data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  // Measured on these screenshots (flat dark UI): no row filter, or the Sub filter, with zlib's
  // default strategy at level 9 beats pngjs's adaptive filtering, and is several times faster.
  const [smaller] = [0, 1]
    .map((filterType) =>
      PNG.sync.write(image, {
        deflateLevel: 9,
        deflateStrategy: 0,
        filterType,
        colorType: opaque ? 2 : 6,
        inputColorType: 6,
        inputHasAlpha: true,
      }),
    )
    .sort((a, b) => a.length - b.length);
  if (smaller.length >= original.length) return 0;
  const check = PNG.sync.read(smaller);
  if (check.width !== image.width || check.height !== image.height || !check.data.equals(image.data)) {
    throw new Error(`recompressing ${file} would change its pixels; left as it was`);
  }
  writeFileSync(file, smaller);
  return original.length - smaller.length;
}

/** The committed bytes of a file, or null for one not committed. */
const committedAtHead = (file) => {
  const shown = spawnSync('git', ['show', `HEAD:${path.relative(root, file).split(path.sep).join('/')}`], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  return shown.status === 0 ? shown.stdout : null;
};

/**
 * Puts the committed file back where an update rewrote a baseline with the same pixels: Vitest's
 * update and the encoder write some in another encoding (23 in 98d9895's update), which would
 * show as changed images to review and commit. Returns whether it put the file back.
 */
export function keepCommittedIfSamePixels(file, readCommitted = committedAtHead) {
  const committed = readCommitted(file);
  // A new baseline has nothing committed to keep.
  if (committed === null) return false;
  const written = readFileSync(file);
  if (written.equals(committed)) return false;
  const now = PNG.sync.read(written);
  const before = PNG.sync.read(committed);
  if (now.width !== before.width || now.height !== before.height || !now.data.equals(before.data)) return false;
  writeFileSync(file, committed);
  return true;
}
