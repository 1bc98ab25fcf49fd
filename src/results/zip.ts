// A bounded reader for the zip archives of results artifacts. Artifacts may come from a fork, so
// nothing is extracted to disk by name: the central directory is read, only the wanted root
// entries are inflated, each with a hard output limit (a zip bomb stops at the limit), and the
// number of entries is capped. Stored and deflated entries only, no zip64 (results are small).
import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipLimits {
  /** Most entries the central directory may list. */
  maxEntries: number;
  /** Most bytes one wanted entry may inflate to. */
  maxEntryBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= stop; at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipError('not a zip archive (no end of central directory)');
}

/** The wanted root entries' contents by name; entries not listed in `wanted` are not read. */
export function readZipEntries(
  zip: Buffer,
  wanted: readonly string[],
  limits: ZipLimits,
): Map<string, Buffer> {
  if (zip.length < 22) throw new ZipError('not a zip archive (too short)');
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries) {
    throw new ZipError(`${count} entries, more than the ${limits.maxEntries} allowed`);
  }
  const found = new Map<string, Buffer>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) {
      throw new ZipError('corrupt central directory');
    }
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!wanted.includes(name)) continue;
    if (found.has(name)) throw new ZipError(`${name} appears twice`);
    if (size > limits.maxEntryBytes) {
      throw new ZipError(`${name}: ${size} bytes, more than the ${limits.maxEntryBytes} allowed`);
    }
    found.set(name, readEntry(zip, name, { method, compressed, size, local }, limits));
  }
  return found;
}

function readEntry(
  zip: Buffer,
  name: string,
  entry: { method: number; compressed: number; size: number; local: number },
  limits: ZipLimits,
): Buffer {
  const { local } = entry;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) {
    throw new ZipError(`${name}: corrupt local header`);
  }
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const end = start + entry.compressed;
  if (end > zip.length) throw new ZipError(`${name}: truncated`);
  const data = zip.subarray(start, end);
  let content: Buffer;
  if (entry.method === 0) content = Buffer.from(data);
  else if (entry.method === 8) {
    try {
      // Never more than the directory claims: a lying entry stops early instead of at the limit.
      const maxOutputLength = Math.max(1, Math.min(limits.maxEntryBytes, entry.size));
      content = inflateRawSync(data, { maxOutputLength });
    } catch (error) {
      throw new ZipError(
        `${name}: cannot be inflated within the limits (${(error as Error).message})`,
      );
    }
  } else throw new ZipError(`${name}: unsupported compression method ${entry.method}`);
  if (content.length !== entry.size) {
    throw new ZipError(`${name}: ${content.length} bytes where the directory says ${entry.size}`);
  }
  return content;
}
