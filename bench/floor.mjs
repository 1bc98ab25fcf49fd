// The floor of the end-to-end bench (bench/e2e.ts): a bare openai SDK process sending the same
// request bodies as a Parley run, with the same number of workers, and nothing else.
// Usage: node bench/floor.mjs BODIES_JSON WORKERS  (OPENAI_BASE_URL, OPENAI_API_KEY from env)
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const workers = Number(process.argv[3] ?? 16);
const client = new OpenAI({ maxRetries: 0 });
let next = 0;
async function worker() {
  while (next < bodies.length) await client.chat.completions.create(bodies[next++]);
}
await Promise.all(Array.from({ length: workers }, worker));
