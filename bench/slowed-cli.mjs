// A deliberately slower build, to check that the speed gate (bench/speed-gate.ts) catches one:
// runs the CLI named by PARLEY_SLOWED_CLI, then, as the process exits and before
// bench/cpu-time.mjs reads its CPU time, spins until that time is PARLEY_SLOWED_FACTOR (e.g. 1.3)
// times what the run itself used.
// Usage: PARLEY_SLOWED_CLI=dist/cli/index.js PARLEY_SLOWED_FACTOR=1.3 \
//   PARLEY_SPEED_CLI=bench/slowed-cli.mjs PARLEY_SPEED_BASELINE=dist/cli/index.js npm run bench:speed
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const cli = process.env.PARLEY_SLOWED_CLI;
const factor = Number(process.env.PARLEY_SLOWED_FACTOR ?? 1.3);
if (!cli) throw new Error('PARLEY_SLOWED_CLI: the CLI to slow down (dist/cli/index.js)');
const used = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
process.prependListener('exit', () => {
  const target = used() * factor;
  while (used() < target) {
    // spin
  }
});
// The CLI reads its arguments from process.argv: drop this file's place in it.
process.argv.splice(1, 1, resolve(cli));
await import(pathToFileURL(resolve(cli)).href);
