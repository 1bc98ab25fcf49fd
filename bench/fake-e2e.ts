// The end-to-end bench's model endpoint, in its own process: an OpenAI-compatible fake with a
// fixed latency per request, or (JITTER > 0) a latency that varies as a provider's does:
// log-normal around LATENCY_MS with log-sd JITTER (0.6: p99 about 4x the median), drawn from
// the request's own (normalized) body, so Parley and the bare process wait the same for the
// same request. An agent's request (no response_format) gets "OK"; a responder's
// gets the decision of fake-decisions.ts. On stdin, `reset` clears the pass's figures and
// `stats` prints them as one JSON line: how many requests, when the first arrived and when the
// last reply was due (epoch ms, so the bench can place them on its own clock), and a digest of
// their bodies.
// Usage: node --import tsx bench/fake-e2e.ts LATENCY_MS TURNS [JITTER]  (prints its base URL)
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { decide, USAGE } from './fake-decisions.js';
import { normalizedBody } from './e2e-requests.js';

const latencyMs = Number(process.argv[2] ?? 50);
const turns = Number(process.argv[3] ?? 4);
const jitter = Number(process.argv[4] ?? 0);
const now = () => performance.timeOrigin + performance.now();

let count = 0;
let first = 0;
let end = 0;
let digests: string[] = [];

/** The request's latency: LATENCY_MS, or log-normal around it, from two numbers of its digest. */
function latencyOf(digest: string): number {
  if (jitter <= 0) return latencyMs;
  const u1 = (parseInt(digest.slice(0, 8), 16) + 1) / 2 ** 32;
  const u2 = parseInt(digest.slice(8, 16), 16) / 2 ** 32;
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.round(latencyMs * Math.exp(jitter * z));
}

const fake = await startFakeOpenAI(
  (request) => {
    // Keep no history: this process serves many thousands of requests.
    fake.requests.length = 0;
    const at = now();
    if (count++ === 0) first = at;
    const digest = createHash('sha1').update(normalizedBody(request.body)).digest('hex');
    digests.push(digest);
    const delayMs = latencyOf(digest);
    end = Math.max(end, at + delayMs);
    return request.body.response_format
      ? { content: decide(request.body, turns), usage: USAGE, delayMs }
      : { content: 'OK', usage: USAGE, delayMs };
  },
  { latencyMs: 0 },
);
console.log(fake.url);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') {
    count = first = end = 0;
    digests = [];
    console.log('{}');
  } else if (line === 'stats') {
    const digest = createHash('sha1').update(digests.sort().join('\n')).digest('hex');
    console.log(JSON.stringify({ count, first, end, digest }));
  }
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
