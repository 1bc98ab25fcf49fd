// Errors and warnings about the user's files, each pinned to file, line, column and field path.
import { relative } from 'node:path';
import type { z } from 'zod';
import { describeIssues } from './zod-issues.js';
import type { Position } from './positions.js';

export interface SpecError {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
}

/** "file:line:col path: message", the file relative to cwd; line 0 = about the file as a whole. */
export function formatSpecError(e: SpecError, cwd: string = process.cwd()): string {
  // Relative inside the working directory; outside it, the path as an absolute one.
  const rel = relative(cwd, e.file);
  const file = rel.startsWith('..') ? e.file : rel;
  if (!file && e.line === 0) return e.message;
  const where = e.line > 0 ? `${file || '.'}:${e.line}:${e.column}` : `${file}:`;
  return `${where} ${e.path ? `${e.path}: ` : ''}${e.message}`;
}

/** `inputs.responder.rules[0].when` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i ? '.' : ''}${String(seg)}`))
    .join('');
}

export class Diagnostics {
  readonly errors: SpecError[] = [];
  readonly warnings: SpecError[] = [];

  /** Reports against a file as a whole (missing, unreadable, no match). */
  fileError(file: string, message: string): void {
    this.errors.push({ file, line: 0, column: 0, path: '', message });
  }

  scope(
    file: string,
    locate: (path: readonly PropertyKey[]) => Position,
    prefix: PropertyKey[] = [],
  ) {
    return new Scope(this, file, locate, prefix);
  }
}

export class Scope {
  constructor(
    private readonly diagnostics: Diagnostics,
    readonly file: string,
    private readonly locateIn: (path: readonly PropertyKey[]) => Position,
    private readonly prefix: PropertyKey[],
  ) {}

  locate(path: readonly PropertyKey[]): { file: string; line: number; column: number } {
    return { file: this.file, ...this.locateIn([...this.prefix, ...path]) };
  }

  child(path: PropertyKey[]): Scope {
    return new Scope(this.diagnostics, this.file, this.locateIn, [...this.prefix, ...path]);
  }

  error(path: readonly PropertyKey[], message: string): void {
    this.diagnostics.errors.push(this.entry(path, message));
  }

  warn(path: readonly PropertyKey[], message: string): void {
    this.diagnostics.warnings.push(this.entry(path, message));
  }

  /** Every issue of a failed zod parse, one error each. */
  issues(issues: readonly z.core.$ZodIssue[], data: unknown): void {
    for (const issue of describeIssues(issues, data)) this.error(issue.path, issue.message);
  }

  get errorCount(): number {
    return this.diagnostics.errors.length;
  }

  private entry(path: readonly PropertyKey[], message: string): SpecError {
    const full = [...this.prefix, ...path];
    return { ...this.locate(path), path: formatPath(full), message };
  }
}

/**
 * Warning lines for a person: each as `warning: file:line:col path: message`, but at most
 * `perMessage` of one kind (the same message), then how many more there are.
 */
export function warningLines(warnings: SpecError[], cwd?: string, perMessage = 5): string[] {
  const shown = new Map<string, number>();
  const lines: string[] = [];
  for (const w of warnings) {
    const n = (shown.get(w.message) ?? 0) + 1;
    shown.set(w.message, n);
    if (n <= perMessage) lines.push(`warning: ${formatSpecError(w, cwd)}`);
  }
  for (const [message, n] of shown) {
    if (n > perMessage) lines.push(`warning: ... and ${n - perMessage} more: ${message}`);
  }
  return lines;
}
