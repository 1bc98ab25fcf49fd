// Every relative link in README.md, ARCHITECTURE.md and docs/**/*.md points at a file that exists,
// and every #anchor (same file or another) matches a heading as GitHub slugs it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return docs(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', 'ARCHITECTURE.md', ...docs('docs')].sort();
}

// The lines outside fenced code blocks (CommonMark: a fence is 3+ backticks or tildes, a backtick
// fence's info string has no backtick, the closing fence is as long or longer), numbered from 1.
function outsideFences(text: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, i) => {
    if (fence !== null) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length)
        fence = null;
      return;
    }
    const [, marker, info = ''] = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line) ?? [];
    if (marker !== undefined && !(marker.startsWith('`') && info.includes('`'))) {
      fence = marker;
      return;
    }
    out.push({ line, n: i + 1 });
  });
  return out;
}

// Prose lines with inline code spans blanked: a `[x](y)` in code is not a link.
function prose(text: string): { line: string; n: number }[] {
  return outsideFences(text).map(({ line, n }) => ({
    line: line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length)),
    n,
  }));
}

// GitHub's heading ids (github-slugger): lowercase, punctuation dropped except `-` and `_`,
// spaces to `-`; a repeated slug gets -1, -2, ...
export function headingSlugs(text: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of outsideFences(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const title = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
      .replace(/<[^>]+>/g, ''); // inline HTML
    const base = title
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

// Problems with the relative links of one file: "file:line: message".
export function brokenLinks(file: string, read: (path: string) => string | null): string[] {
  const text = read(file);
  if (text === null) return [`${file}: missing`];
  const problems: string[] = [];
  for (const { line, n } of prose(text)) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] ?? '';
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const hash = target.indexOf('#');
      const path = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved =
        path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
      const where = `${file}:${n}: ${target}`;
      const content = read(resolved);
      if (content === null && !isDirectory(resolved)) {
        problems.push(`${where}: ${resolved} does not exist`);
        continue;
      }
      if (anchor === null) continue;
      if (content === null || !resolved.endsWith('.md')) {
        problems.push(`${where}: an anchor into ${resolved}, which is not a markdown file`);
      } else if (!headingSlugs(content).has(anchor)) {
        problems.push(`${where}: no heading with the id "${anchor}" in ${resolved}`);
      }
    }
  }
  return problems;
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

function readFile(path: string): string | null {
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : null;
}

test('GitHub heading slugs: punctuation dropped, spaces to dashes, duplicates numbered', () => {
  const slugs = headingSlugs(
    '# Agents (executors)\n## `openai` — the built-in agent\n## Sharding: a matrix and one report\n' +
      '```\n# not a heading\n```\n### Inputs\n### Inputs\n### snake_case and dash-ed\n' +
      '```` ```json ```` is inline code, not a fence\n## After it\n',
  );
  assert.deepEqual(
    [...slugs],
    [
      'agents-executors',
      'openai--the-built-in-agent',
      'sharding-a-matrix-and-one-report',
      'inputs',
      'inputs-1',
      'snake_case-and-dash-ed',
      'after-it',
    ],
  );
});

test('the checker reports a missing file and a missing anchor', () => {
  const files: Record<string, string> = {
    'docs/a.md':
      '# A\n## Real heading\n[ok](#real-heading) [ok](b.md#b) [ok](https://x.y/#z)\n' +
      '`[code](nowhere.md)`\n[bad file](c.md) [bad anchor](b.md#nope) [bad here](#nope)\n',
    'docs/b.md': '# B\n',
  };
  const problems = brokenLinks('docs/a.md', (path) => files[path] ?? null);
  assert.deepEqual(problems, [
    'docs/a.md:5: c.md: docs/c.md does not exist',
    'docs/a.md:5: b.md#nope: no heading with the id "nope" in docs/b.md',
    'docs/a.md:5: #nope: no heading with the id "nope" in docs/a.md',
  ]);
});

test('every relative link and anchor in README.md, ARCHITECTURE.md and docs/ resolves', () => {
  const files = markdownFiles();
  assert.ok(files.includes('docs/action.md'), 'docs/ is found');
  const problems = files.flatMap((file) => brokenLinks(file, readFile));
  assert.deepEqual(problems, []);
});
