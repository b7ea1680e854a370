import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, realpathSync, rmSync, type Stats, statSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const SERVER_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
const DEBIAN_INSTALLS = '/usr/lib/postgresql';
const UNPRIVILEGED_USER = 'nobody';
const TERMINATING_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const LOG_LINES_ON_FAILURE = 30;

export interface ThrowawayCluster {
  url: string;
  /** The postmaster's process id: the processes of new connections are its children. */
  pid: number;
  stop(): Promise<void>;
}

interface Account {
  uid: number;
  gid: number;
}

interface ClusterPaths {
  binDir: string;
  folder: string;
  dataDir: string;
  logFile: string;
  account: Account | undefined;
}

/** The directory holding initdb, pg_ctl and postgres: the first on PATH, else the newest Debian-style install. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const onPath = (env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  return [...onPath, ...debianBinDirs()].find(hasServerPrograms);
}

function debianBinDirs(): string[] {
  if (!existsSync(DEBIAN_INSTALLS)) return [];
  return readdirSync(DEBIAN_INSTALLS)
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => join(DEBIAN_INSTALLS, version, 'bin'));
}

function hasServerPrograms(dir: string): boolean {
  return SERVER_PROGRAMS.every((program) => isExecutableFile(join(dir, program)));
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A new, empty PostgreSQL server on a loopback port, living in a temporary folder until `stop()`. */
export async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const account = serverAccount();
  const paths = clusterPaths(binDir, await makeClusterFolder(account), account);
  const disarm = removeOnExit(() => removeClusterSync(paths));
  // Handlers stay armed when removal fails, so the exit handler gets another try.
  const removeAndDisarm = async () => {
    await removeCluster(paths);
    disarm();
  };
  try {
    const port = await freeLoopbackPort();
    await run(paths, 'initdb', initdbArgs(paths));
    await appendFile(join(paths.dataDir, 'postgresql.conf'), serverSettings(port, paths.folder));
    await startServer(paths);
    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      pid: await postmasterPid(paths),
      stop: () => {
        stopping ??= removeAndDisarm();
        return stopping;
      },
    };
  } catch (error) {
    // The start failure is the error worth reporting; a failed cleanup is retried on exit.
    await removeAndDisarm().catch(() => undefined);
    throw error;
  }
}

/** PostgreSQL refuses to run as root, so a root test run hands the cluster to an unprivileged user. */
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function clusterPaths(binDir: string, folder: string, account: Account | undefined): ClusterPaths {
  return { binDir, folder, dataDir: join(folder, 'data'), logFile: join(folder, 'server.log'), account };
}

async function makeClusterFolder(account: Account | undefined): Promise<string> {
  if (account) assertTraversable(tmpdir(), account);
  const folder = await mkdtemp(join(tmpdir(), 'throwaway-postgres-'));
  // Everything inside is created by the server account, so only the empty folder needs a new owner.
  if (account) await chown(folder, account.uid, account.gid);
  return folder;
}

function assertTraversable(dir: string, account: Account): void {
  for (const ancestor of ancestors(realpathSync(dir))) {
    if (!canSearch(statSync(ancestor), account)) {
      throw new Error(
        `${ancestor} is closed to ${UNPRIVILEGED_USER} (uid ${account.uid}), which must run PostgreSQL ` +
          'because this process runs as root; set TMPDIR to a directory it can reach, such as /tmp',
      );
    }
  }
}

function ancestors(path: string): string[] {
  const parent = dirname(path);
  return parent === path ? [path] : [path, ...ancestors(parent)];
}

function canSearch(stats: Stats, account: Account): boolean {
  if (stats.uid === account.uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === account.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/** A port that was free a moment ago; another process could still take it before the server binds. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// --no-sync: the cluster never outlives the run, so initdb need not wait for the disk either.
const initdbArgs = (paths: ClusterPaths) => [
  '-D',
  paths.dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '-E',
  'UTF8',
  '--locale=C',
  '--no-sync',
];

/** Settings appended to postgresql.conf, which keeps paths clear of pg_ctl's shell quoting. */
function serverSettings(port: number, socketDir: string): string {
  const settings = {
    listen_addresses: '127.0.0.1',
    port,
    unix_socket_directories: socketDir,
    // The data is thrown away after the run, so durability only costs time.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    // Test files run in parallel, each with its own pool.
    max_connections: 300,
    shared_buffers: '128MB',
  };
  const lines = Object.entries(settings).map(([name, value]) => `${name} = '${String(value).replaceAll("'", "''")}'`);
  return `\n${lines.join('\n')}\n`;
}

async function startServer(paths: ClusterPaths): Promise<void> {
  try {
    await run(paths, 'pg_ctl', ['start', '-w', '-D', paths.dataDir, '-l', paths.logFile]);
  } catch (error) {
    const log = await readFile(paths.logFile, 'utf8').catch(() => '');
    const tail = log.trimEnd().split('\n').slice(-LOG_LINES_ON_FAILURE).join('\n');
    throw new Error(`PostgreSQL did not start. End of the server log:\n${tail || '(empty)'}`, { cause: error });
  }
}

function run(paths: ClusterPaths, program: string, args: string[]) {
  return execFileAsync(join(paths.binDir, program), args, asServerAccount(paths));
}

/** Children run inside the cluster folder, as the account that owns it. */
function asServerAccount(paths: ClusterPaths) {
  return { cwd: paths.folder, ...paths.account };
}

const stopArgs = (paths: ClusterPaths) => ['stop', '-m', 'immediate', '-D', paths.dataDir];

/** The first line of postmaster.pid, which the server writes before pg_ctl sees it start. */
async function postmasterPid(paths: ClusterPaths): Promise<number> {
  const [pid] = (await readFile(join(paths.dataDir, 'postmaster.pid'), 'utf8')).split('\n', 1);
  return Number(pid);
}

/** pg_ctl stop fails when no server runs, which is the case after a failed start. */
function serverMayRun(paths: ClusterPaths): boolean {
  return existsSync(join(paths.dataDir, 'postmaster.pid'));
}

async function removeCluster(paths: ClusterPaths): Promise<void> {
  try {
    if (serverMayRun(paths)) await run(paths, 'pg_ctl', stopArgs(paths));
  } finally {
    await rm(paths.folder, { recursive: true, force: true });
  }
}

function removeClusterSync(paths: ClusterPaths): void {
  try {
    if (serverMayRun(paths)) {
      execFileSync(join(paths.binDir, 'pg_ctl'), stopArgs(paths), { ...asServerAccount(paths), stdio: 'ignore' });
    }
  } finally {
    rmSync(paths.folder, { recursive: true, force: true });
  }
}

/** Removes the cluster if the process ends before `stop()`; returns the function that disarms this. */
function removeOnExit(removeNow: () => void): () => void {
  const onExit = () => {
    try {
      removeNow();
    } catch (error) {
      // The process is ending, so stderr is the last place to say what was left behind.
      console.error('Could not remove the throwaway PostgreSQL cluster:', error);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    disarm();
    onExit();
    // Listening suppressed the default action; raise the signal again unless another listener owns it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const disarm = () => {
    process.off('exit', onExit);
    for (const signal of TERMINATING_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', onExit);
  for (const signal of TERMINATING_SIGNALS) process.on(signal, onSignal);
  return disarm;
}
