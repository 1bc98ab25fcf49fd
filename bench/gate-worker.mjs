// A worker thread of bench/pooled.ts: Node's workers do not inherit tsx's loader, so this plain
// module registers it before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./gate-worker.ts');
