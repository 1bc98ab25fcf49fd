// A data file shipped next to the module that reads it. Written `shippedFile(new URL('./x',
// import.meta.url))`: under tsx that URL is the file in src/; ncc's bundle copies the file into
// dist/ (dist/cli/ for the CLI) and replaces the expression with the copy's path, a string.
import { fileURLToPath } from 'node:url';

/** The path of a shipped file, from its URL (sources) or the path the bundle put there. */
export function shippedFile(at: URL | string): string {
  return typeof at === 'string' ? at : fileURLToPath(at);
}
