// Writes schemas/*.schema.json from the zod schemas (CI fails when the committed ones differ).
// `parley schema --out DIR` does the same through src/schemas.ts.
import { writeSchemas } from '../src/schemas.js';

const written = writeSchemas('schemas');
for (const file of written) console.log(`wrote ${file}`);
