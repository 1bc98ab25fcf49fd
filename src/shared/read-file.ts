// Reading a file that someone else may have made (a cache entry, an artifact, a path given on the
// command line): a regular file only, opened without blocking (a FIFO never hangs the reader),
// and bounded as it is read, never by trusting stat() (/dev/zero reports size 0).
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

export class FileReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'FileReadError';
  }
}

const CHUNK = 1024 * 1024;

/** The bytes of a regular file of at most `max` bytes; a FileReadError says why not. */
export function readRegularFile(file: string, max: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileReadError(file, code === 'ENOENT' ? 'missing' : `cannot be read (${code})`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new FileReadError(file, 'a directory, not a file');
    if (!stat.isFile()) throw new FileReadError(file, 'not a regular file');
    if (stat.size > max) {
      throw new FileReadError(file, `${stat.size} bytes, more than the ${max} allowed`);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    // The size may change while it is read: the limit holds for what is read, not what stat said.
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > max) throw new FileReadError(file, `more than the ${max} bytes allowed`);
      chunks.push(buffer.subarray(0, read));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}
