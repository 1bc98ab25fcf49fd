// Preloaded into a timed process (node --import): at exit, writes the CPU time the process used
// (user + system, in microseconds) to the file named by PARLEY_BENCH_CPU_TIME.
import { writeFileSync } from 'node:fs';

const file = process.env.PARLEY_BENCH_CPU_TIME;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, String(user + system));
  });
}
