// Configuration errors as annotations on the user's files, so they show in the PR's diff view.
import * as core from '@actions/core';

export interface FileError {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
}

export function annotateConfigErrors(errors: FileError[]): void {
  for (const e of errors) {
    const where = e.path ? `${e.path}: ` : '';
    core.error(`${where}${e.message}`, {
      title: 'Parley configuration error',
      file: e.file,
      startLine: e.line || undefined,
      startColumn: e.column || undefined,
    });
  }
}
