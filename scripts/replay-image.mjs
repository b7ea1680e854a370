import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * No Docker engine runs on this project's machines, so CI replays the image instead of building it:
 * it lints the Dockerfile, copies into a scratch folder what the build stage copies, installs as the
 * build stage does (`npm ci --omit=dev`, whose prepare step builds dist/), starts the image's CMD with
 * its environment, and runs its HEALTHCHECK until /readyz answers. One difference, for time: the
 * compiled SQLite driver is taken from this clone's install (the same version, platform and Node)
 * rather than compiled again, which takes minutes; everything else comes from npm's cache. The
 * final stage is then given only what it copies out of the build stage, and started there.
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
const lines = dockerfile.split('\n').map((line) => line.trim());

/** The argument of the only instruction of the final stage that begins with `prefix`. */
function instruction(prefix, stage = finalStage()) {
  const found = stage.filter((line) => line.startsWith(prefix));
  if (found.length !== 1) throw new Error(`the Dockerfile's final stage has ${found.length} ${prefix} lines`);
  return found[0].slice(prefix.length).trim();
}

function finalStage() {
  const from = lines.findLastIndex((line) => line.startsWith('FROM '));
  return lines.slice(from);
}

const buildStage = lines.slice(
  0,
  lines.findLastIndex((line) => line.startsWith('FROM ')),
);
const copied = buildStage
  .filter((line) => line.startsWith('COPY ') && !line.includes('--from'))
  .flatMap((line) => line.slice('COPY '.length).split(/\s+/).slice(0, -1));
/** The final stage's copies out of the build stage, whose WORKDIR is /app: [from, to] within each folder. */
const finalCopies = finalStage()
  .filter((line) => line.startsWith('COPY --from=build '))
  .map((line) => line.split(/\s+/).slice(-2))
  .map(([from, to]) => [from.replace(/^\/app\//, ''), to.endsWith('/') ? join(to, basename(from)) : to]);
const install = instruction('RUN --mount=type=cache,target=/root/.npm ', buildStage);
if (install !== 'npm ci --omit=dev') throw new Error(`the build stage installs with ${install}: replay that`);
const environment = Object.fromEntries(
  instruction('ENV ')
    .split(/\s+/)
    .map((setting) => setting.split('=')),
);
const command = JSON.parse(instruction('CMD '));
const healthcheck = JSON.parse(instruction('HEALTHCHECK ').replace(/^.*?CMD /, ''));

function run(file, args, cwd) {
  execFileSync(file, args, { cwd, stdio: 'inherit' });
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  run('npx', ['--no-install', 'dockerfile-utils', 'lint', 'Dockerfile'], REPO_ROOT);
  const scratch = mkdtempSync(join(tmpdir(), 'replay-image-'));
  const app = join(scratch, 'app');
  mkdirSync(app);
  try {
    for (const path of copied) cpSync(join(REPO_ROOT, path), join(app, path), { recursive: true });
    run('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], app);
    const driver = 'node_modules/better-sqlite3/build';
    cpSync(join(REPO_ROOT, driver), join(app, driver), { recursive: true });
    run('npm', ['run', 'prepare'], app);
    for (const devTool of ['typescript', 'tsx', 'vitest']) {
      if (existsSync(join(app, 'node_modules', devTool))) throw new Error(`${devTool} was installed`);
    }
    const image = join(scratch, 'image');
    for (const [from, to] of finalCopies) cpSync(join(app, from), join(image, to), { recursive: true });
    await startAndProbe(image, join(scratch, 'data'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function startAndProbe(app, data) {
  mkdirSync(data);
  const env = {
    PATH: process.env.PATH,
    ...environment,
    // Loopback rather than every interface, and a free port: CI's machine is not a container.
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATABASE_URL: join(data, 'accounting.sqlite'),
  };
  const server = spawn(command[0], command.slice(1), { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        execFileSync(healthcheck[0], healthcheck.slice(1), { cwd: app, env, stdio: 'ignore' });
        break;
      } catch {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
        if (Date.now() > deadline) throw new Error('the HEALTHCHECK did not pass within 120 s');
        await sleep(500);
      }
    }
    console.log('replay-image: the HEALTHCHECK passed (/readyz answered 200)');
    // The web page's templates and assets are files beside the build: the image must carry them.
    const signIn = await fetch(`http://127.0.0.1:${env.PORT}/sign-in`);
    if (signIn.status !== 200 || !(await signIn.text()).includes('API key')) {
      throw new Error(`the web page's sign-in answered ${signIn.status} without its form`);
    }
    console.log('replay-image: the web page answered its sign-in form');
  } finally {
    server.kill('SIGTERM');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
  console.log('replay-image: the server stopped on SIGTERM with exit code 0');
}

await main();
