// Import circles among the TypeScript sources (part of `npm run lint`): a module that imports itself through others
// loads half-initialised in one of the orders it can be reached in, and its folder can no longer
// be read bottom-up. Every relative import counts: `import type`, `export … from` and `import()`
// too, since each ties the two modules' meaning together even where it loads nothing.
// Usage: node scripts/check-circles.mjs [folder…] (default: src, test, bench, scripts). Exit 1 on a
// circle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ROOTS = ['src', 'test', 'bench', 'scripts'];

/**
 * Imports left out of the search, each with why. Keep this the only list: an entry that no longer
 * matches an import is an error, so it is removed with the circle it excused.
 */
export const KNOWN = [];

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the sources), or undefined. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    base.replace(/\.cjs$/, '.cts'),
    base,
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  return candidates.find((c) => existsSync(c) && !c.endsWith('/'));
}

/** Every file's relative imports: module -> [{ to, line }]. */
export function importGraph(roots) {
  const graph = new Map();
  const files = roots.flatMap((r) => sourceFiles(resolve(ROOT, r)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const edges = [];
    for (const ref of importedFiles) {
      const to = resolveSpecifier(file, ref.fileName);
      if (!to) continue;
      const line = text.slice(0, ref.pos).split('\n').length;
      edges.push({ to: relative(ROOT, to), line });
    }
    graph.set(relative(ROOT, file), edges);
  }
  return graph;
}

/** Strongly connected components of more than one module (or a module importing itself). */
function circles(graph) {
  let index = 0;
  const state = new Map();
  const stack = [];
  const found = [];
  const visit = (start) => {
    // Tarjan's algorithm, iterative: src/ is deep enough that recursion is a risk, not a need.
    const work = [{ node: start, i: 0 }];
    state.set(start, { index, low: index, onStack: true });
    index++;
    stack.push(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.i < edges.length) {
        const { to } = edges[frame.i++];
        if (!graph.has(to)) continue;
        const seen = state.get(to);
        if (!seen) {
          state.set(to, { index, low: index, onStack: true });
          index++;
          stack.push(to);
          work.push({ node: to, i: 0 });
        } else if (seen.onStack) {
          const s = state.get(frame.node);
          s.low = Math.min(s.low, seen.index);
        }
        continue;
      }
      work.pop();
      const s = state.get(frame.node);
      if (work.length) {
        const parent = state.get(work[work.length - 1].node);
        parent.low = Math.min(parent.low, s.low);
      }
      if (s.low !== s.index) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).some((e) => e.to === frame.node);
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

/** The circles of `roots` once the KNOWN imports are left out, and the KNOWN entries unused. */
export function findCircles(roots = DEFAULT_ROOTS, known = KNOWN) {
  const graph = importGraph(roots);
  const unused = known.filter(
    (k) => !(graph.get(k.from) ?? []).some((e) => e.to === k.to) && graph.has(k.from),
  );
  const missing = known.filter((k) => !graph.has(k.from));
  for (const k of known) {
    const edges = graph.get(k.from);
    if (edges)
      graph.set(
        k.from,
        edges.filter((e) => e.to !== k.to),
      );
  }
  const components = circles(graph).map((members) => {
    const inside = new Set(members);
    const imports = members.flatMap((from) =>
      (graph.get(from) ?? [])
        .filter((e) => inside.has(e.to))
        .map((e) => ({ from, line: e.line, to: e.to })),
    );
    return { members, imports };
  });
  return { circles: components, stale: [...unused, ...missing] };
}

function main() {
  const roots = process.argv.slice(2);
  const { circles: found, stale } = findCircles(roots.length ? roots : DEFAULT_ROOTS);
  for (const { members, imports } of found) {
    console.error(`import circle of ${members.length} modules: ${members.join(', ')}`);
    for (const i of imports) console.error(`  ${i.from}:${i.line} imports ${i.to}`);
  }
  for (const k of stale) {
    console.error(
      `scripts/check-circles.mjs: the known exception ${k.from} -> ${k.to} (${k.why}) ` +
        'no longer matches an import: remove it from KNOWN',
    );
  }
  if (found.length) {
    console.error(
      `${found.length} import circle${found.length === 1 ? '' : 's'}: move what both sides ` +
        'need into a module of its own (ARCHITECTURE.md "Layers")',
    );
  }
  if (found.length || stale.length) process.exit(1);
  console.log('no import circles');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
