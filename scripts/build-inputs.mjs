import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The digest of what dist/ is built from, recorded by every `npm run build` (prebuild takes it before
 * compiling, postbuild keeps it once the build has succeeded), so that a run of the tests can tell a
 * dist/ built from the sources as they are from one built before they changed. Plain JavaScript, as
 * the build runs at install time with the production dependencies only (no TypeScript runner).
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const INPUT_FOLDERS = ['src', 'migrations'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
const BUILT = join(REPO_ROOT, 'dist', '.inputs-digest');
const PENDING = `${BUILT}.pending`;

/** A hash of the path and content of every file the build reads; tests are left out, as the build leaves them. */
export function digestOfInputs(root = REPO_ROOT) {
  const hash = createHash('sha256');
  const files = [...INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)), ...INPUT_FILES];
  for (const file of files.filter((path) => !path.endsWith('.test.ts'))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The digest of the inputs of the last build that succeeded, unless another has begun since. */
export function builtDigest() {
  try {
    return readFileSync(BUILT, 'utf8');
  } catch {
    return undefined;
  }
}

/** The files under `folder`, by their paths from `root`, in a fixed order. */
function filesUnder(root, folder) {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

function beginBuild() {
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
  rmSync(BUILT, { force: true });
  writeFileSync(PENDING, digestOfInputs());
}

function endBuild() {
  renameSync(PENDING, BUILT);
}

const steps = { begin: beginBuild, end: endBuild };
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = steps[process.argv[2] ?? ''];
  if (!step) throw new Error('usage: node scripts/build-inputs.mjs begin|end');
  step();
}
