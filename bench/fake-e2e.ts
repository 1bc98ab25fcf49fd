// The end-to-end bench's model endpoint, in its own process: an OpenAI-compatible fake with a
// fixed latency per request. An agent's request (no response_format) gets "OK"; a responder's
// gets the decision of fake-decisions.ts. On stdin, `reset` clears the pass's figures and
// `stats` prints them as one JSON line: how many requests, when the first and the last arrived
// (epoch ms, so the bench can place them on its own clock), and a digest of their bodies.
// Usage: node --import tsx bench/fake-e2e.ts LATENCY_MS TURNS  (prints its base URL)
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { decide, USAGE } from './fake-decisions.js';
import { normalizedBody } from './e2e-requests.js';

const latencyMs = Number(process.argv[2] ?? 50);
const turns = Number(process.argv[3] ?? 4);
const now = () => performance.timeOrigin + performance.now();

let count = 0;
let first = 0;
let last = 0;
let digests: string[] = [];

const fake = await startFakeOpenAI(
  (request) => {
    // Keep no history: this process serves many thousands of requests.
    fake.requests.length = 0;
    const at = now();
    if (count++ === 0) first = at;
    last = at;
    digests.push(createHash('sha1').update(normalizedBody(request.body)).digest('hex'));
    return request.body.response_format
      ? { content: decide(request.body, turns), usage: USAGE }
      : { content: 'OK', usage: USAGE };
  },
  { latencyMs },
);
console.log(fake.url);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') {
    count = first = last = 0;
    digests = [];
    console.log('{}');
  } else if (line === 'stats') {
    const digest = createHash('sha1').update(digests.sort().join('\n')).digest('hex');
    console.log(JSON.stringify({ count, first, last, digest }));
  }
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
