// The benchmark's LLM responder endpoint, in its own process so that its memory and event loop
// are not counted as Parley's: an OpenAI-compatible fake with a fixed latency per request.
// Usage: node --import tsx bench/fake-responder.ts LATENCY_MS TURNS  (prints its base URL)
import { startFakeOpenAI } from '../test/fakes/openai-server.js';
import { decide, USAGE } from './fake-decisions.js';

const latencyMs = Number(process.argv[2] ?? 20);
const turns = Number(process.argv[3] ?? 4);

const fake = await startFakeOpenAI(
  (request) => {
    // Keep no history: this process serves many thousands of requests.
    fake.requests.length = 0;
    return { content: decide(request.body, turns), usage: USAGE };
  },
  { latencyMs },
);
console.log(fake.url);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
