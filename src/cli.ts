import { runAdminCli } from './admin-cli.js';

const { env, stdin, stdout, stderr } = process;
// Exits at once: a command refused early may leave stdin open, which would keep the process waiting.
process.exit(await runAdminCli(process.argv.slice(2), { env, stdin, stdout, stderr }));
