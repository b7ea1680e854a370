import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { builtDigest, digestOfInputs } from '../scripts/build-inputs.mjs';

const execFileAsync = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The tests start the server and the CLI from dist/, as production runs them: this builds dist/ first
 * whenever it was not built from the sources as they are now, for `npm test` and `npx vitest` alike.
 */
export default async function setup(project: TestProject): Promise<void> {
  await buildUnlessCurrent();
  project.onTestsRerun(buildUnlessCurrent);
}

async function buildUnlessCurrent(): Promise<void> {
  if (builtDigest() === digestOfInputs()) return;
  console.log('Building dist/: the sources have changed since it was built.');
  try {
    await execFileAsync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed, so the tests cannot run:\n${stdout}${stderr}`.trimEnd());
  }
  if (builtDigest() !== digestOfInputs()) {
    throw new Error('The sources changed while dist/ was built: run the tests again.');
  }
}
