/**
 * Checks the production build: the JavaScript a shopper's first visit to / loads stays within
 * budget, no shopper route pulls in back-office code, and no mock or tooling code ships.
 */
import {
  BACK_OFFICE,
  NEVER_SHIPPED,
  firstLoadOfHome,
  isStaffPage,
  kb,
  pageEntries,
  readBuild,
  staticClosure,
  sumSizes,
} from './firstLoad.mjs';

// 175 kB until @chakra-ui/react 3.38 (its overlays' fix for WebKit added 71 bytes to the first load).
const FIRST_LOAD_BUDGET_GZIP = 175_500;

const { manifest, chunks } = readBuild();
const problems = [];

const firstLoad = firstLoadOfHome(manifest);
const size = sumSizes(firstLoad);
console.log(
  `First visit to /: ${firstLoad.size} JS files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip (budget ${kb(FIRST_LOAD_BUDGET_GZIP)} gzip)`,
);
if (size.gzip > FIRST_LOAD_BUDGET_GZIP)
  problems.push(`first load of / is ${kb(size.gzip)} gzip, over the ${kb(FIRST_LOAD_BUDGET_GZIP)} budget`);

for (const page of pageEntries(manifest).filter((key) => !isStaffPage(key))) {
  for (const file of staticClosure(manifest, page)) {
    const leaked = (chunks[file]?.modules ?? []).filter((id) => BACK_OFFICE.test(id));
    if (leaked.length > 0) problems.push(`${page} loads back-office code through ${file}: ${leaked.join(', ')}`);
  }
}

for (const [file, chunk] of Object.entries(chunks)) {
  const shipped = chunk.modules.filter((id) => NEVER_SHIPPED.test(id));
  if (shipped.length > 0) problems.push(`${file} ships development-only code: ${shipped.slice(0, 3).join(', ')}`);
}

if (problems.length > 0) {
  console.error('Bundle check failed:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Bundle check passed: within budget, no back-office or development-only code in shopper chunks.');
