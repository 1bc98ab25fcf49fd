// Where the drafts go, never over an existing file: YAML drafts as tasks/<id>.yaml (an id or
// file name already taken gets -2, -3, ...), JSONL drafts as one new <skill>-generated.jsonl,
// and an eval.yaml when the folder has none (YAML only: a JSONL file is a suite on its own).
// Files are created exclusively ('wx'), so even a file that appears meanwhile is not replaced.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DraftFormat } from './draft.js';
import { renderDraft, renderEvalFile, type Provenance } from './render.js';

export interface PlannedFile {
  file: string;
  text: string;
  /** The drafts in this file: their number and their id (made unique). */
  drafts: { index: number; id: string }[];
}

export interface OutputPlan {
  /** The eval.yaml to create, when the folder has none (YAML format). */
  evalFile?: PlannedFile;
  files: PlannedFile[];
}

/** `base`, else `base-2`, `base-3`, ...: the first one `free` accepts. */
export function uniqueName(base: string, free: (name: string) => boolean): string {
  if (free(base)) return base;
  for (let k = 2; ; k++) if (free(`${base}-${k}`)) return `${base}-${k}`;
}

/** The files for these drafts; `takenIds`: the suite's ids (drafts' ids are added to it). */
export function planOutput(
  drafts: { index: number; id: string; data: Record<string, unknown> }[],
  options: {
    dir: string;
    format: DraftFormat;
    provenance: Provenance;
    takenIds: Set<string>;
    hasEvalFile: boolean;
  },
): OutputPlan {
  const { dir, format, provenance, takenIds } = options;
  const withIds = drafts.map((d) => {
    const id = uniqueName(
      d.id,
      (name) =>
        !takenIds.has(name) &&
        (format === 'jsonl' || !existsSync(join(dir, 'tasks', `${name}.yaml`))),
    );
    takenIds.add(id);
    return { index: d.index, id, data: { ...d.data, id } };
  });
  if (format === 'jsonl') {
    if (!withIds.length) return { files: [] };
    const name = uniqueName(
      `${provenance.skill.name}-generated`,
      (n) => !existsSync(join(dir, `${n}.jsonl`)),
    );
    return {
      files: [
        {
          file: join(dir, `${name}.jsonl`),
          text: withIds.map((d) => renderDraft(d.data, 'jsonl')).join(''),
          drafts: withIds.map(({ index, id }) => ({ index, id })),
        },
      ],
    };
  }
  return {
    ...(options.hasEvalFile || !withIds.length
      ? {}
      : {
          evalFile: {
            file: join(dir, 'eval.yaml'),
            text: renderEvalFile(provenance, 'tasks/*.yaml'),
            drafts: [],
          },
        }),
    files: withIds.map((d) => ({
      file: join(dir, 'tasks', `${d.id}.yaml`),
      text: renderDraft(d.data, 'yaml', { ...provenance, dir: join(dir, 'tasks') }),
      drafts: [{ index: d.index, id: d.id }],
    })),
  };
}

/** Writes the plan; a file that exists by now is an error (EEXIST), never overwritten. */
export function writePlan(plan: OutputPlan): void {
  for (const planned of [...(plan.evalFile ? [plan.evalFile] : []), ...plan.files]) {
    mkdirSync(join(planned.file, '..'), { recursive: true });
    writeFileSync(planned.file, planned.text, { flag: 'wx' });
  }
}
