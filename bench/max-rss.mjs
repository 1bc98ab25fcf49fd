// Preloaded into a benchmarked process (node --import): at exit, writes the process's peak
// resident set size in bytes (getrusage's maxrss) to the file named by PARLEY_BENCH_MAX_RSS.
import { writeFileSync } from 'node:fs';

const file = process.env.PARLEY_BENCH_MAX_RSS;
if (file) {
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
}
