// file: files that must (not) exist in the final workspace, and regexes over their content.
// Paths are workspace-relative; a path with glob characters matches any file it selects.
import { readFile, stat } from 'node:fs/promises';
import { compileRe2 } from './re2.js';
import type { FileConfig } from '../suites/schema/graders.js';
import { fromChecks, type Check } from './result.js';
import type { Grader } from './types.js';
import { hasGlob, inWorkspace, requireWorkspace, safeGlob } from './workspace-paths.js';

async function exists(workspace: string, path: string): Promise<boolean> {
  if (hasGlob(path)) {
    if (!safeGlob(path)) return false;
    const { glob } = await import('tinyglobby');
    return (await glob(path, { cwd: workspace, dot: true, onlyFiles: false })).length > 0;
  }
  const full = inWorkspace(workspace, path);
  if (!full) return false;
  return stat(full).then(
    () => true,
    () => false,
  );
}

export const fileGrader: Grader<FileConfig> = {
  type: 'file',
  async grade(spec, config, context) {
    const workspace = requireWorkspace(context.workspace, `grader "${spec.name}"`);
    const checks: Check[] = [];
    for (const path of config.must_exist ?? []) {
      const passed = await exists(workspace, path);
      checks.push({ label: `${path} exists`, passed, detail: passed ? undefined : 'missing' });
    }
    for (const path of config.must_not_exist ?? []) {
      const passed = !(await exists(workspace, path));
      checks.push({
        label: `${path} does not exist`,
        passed,
        detail: passed ? undefined : 'present',
      });
    }
    for (const pattern of config.content_patterns ?? []) {
      const full = inWorkspace(workspace, pattern.path);
      const content = full ? await readFile(full, 'utf8').catch(() => undefined) : undefined;
      // waza counts one implicit existence check per entry, and fails every pattern of a file it
      // cannot read (file_grader.go: countTotalChecks "+1", fileReadFailures).
      if (content === undefined) {
        const detail = full ? 'file missing' : 'path outside the workspace';
        checks.push({ label: `${pattern.path} exists`, passed: false, detail });
        for (const re of pattern.must_match ?? []) {
          checks.push({ label: `${pattern.path} matches /${re}/`, passed: false, detail });
        }
        for (const re of pattern.must_not_match ?? []) {
          checks.push({ label: `${pattern.path} does not match /${re}/`, passed: false, detail });
        }
        continue;
      }
      checks.push({ label: `${pattern.path} exists`, passed: true });
      for (const re of pattern.must_match ?? []) {
        const passed = compileRe2(re).test(content);
        checks.push({
          label: `${pattern.path} matches /${re}/`,
          passed,
          detail: passed ? undefined : 'no match',
        });
      }
      for (const re of pattern.must_not_match ?? []) {
        const m = compileRe2(re).exec(content);
        checks.push({
          label: `${pattern.path} does not match /${re}/`,
          passed: !m,
          detail: m ? `matched ${JSON.stringify(m[0].slice(0, 80))}` : undefined,
        });
      }
    }
    return fromChecks(spec, checks);
  },
};
