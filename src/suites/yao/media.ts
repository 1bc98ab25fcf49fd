// Yao's image, image_url and audio input parts (agent/test/input.go): a local file
// (`source: "file://..."`, relative to the JSONL file), a URL, or inline base64. They are read and
// bounded at load, and refused there with file:line where they cannot reach the agent: unknown
// part types, files outside the project, an executor that takes no pictures or sound.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import type { Scope } from '../diagnostics/diagnostics.js';
import type { ExecutorName, PromptMedia } from '../model.js';
import { FileReadError, readRegularFile } from '../../shared/read-file.js';
import { MAGIC_BYTES, magicMismatch } from './media-magic.js';

/** One picture or sound: what a model API takes at most, far above a test's receipt photo. */
export const MAX_MEDIA_BYTES = 8 * 1024 * 1024;
/** All the media of one test together. */
export const MAX_TEST_MEDIA_BYTES = 16 * 1024 * 1024;

// Looked up by own key only (typeOf): a name like `x.constructor` or an audio format `toString`
// is no type.
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
};
const AUDIO_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
};
const AUDIO_FORMAT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(AUDIO_TYPES).map(([ext, mime]) => [ext.slice(1), mime]),
);

const typeOf = (types: Record<string, string>, key: string) =>
  Object.hasOwn(types, key) ? types[key] : undefined;

/** A path with a `.git` folder in it: a checkout's credentials and config, never a test's input. */
const inGit = (path: string) => path.split(/[\\/]/).includes('.git');

type Part = Record<string, unknown>;

export interface MediaContext {
  scope: Scope;
  /** The JSONL file: relative paths start from its folder, as in Yao. */
  file: string;
  /** Where a file may be: the project root and the suite's folder. */
  roots: string[];
  executor: ExecutorName;
}

/** The media of one content part, or undefined for text (and a refused part, said). */
export function mediaOfPart(
  part: Part,
  path: (string | number)[],
  context: MediaContext,
): PromptMedia | undefined {
  const type = typeof part.type === 'string' ? part.type : undefined;
  const { scope } = context;
  const where = scope.locate(path);
  const at = `${relative(process.cwd(), where.file) || where.file}:${where.line}`;
  if (type === undefined || type === 'text') return undefined;
  if (type === 'image' || type === 'image_url') {
    const source = typeof part.source === 'string' ? part.source : undefined;
    if (type === 'image' && source?.startsWith('file://')) {
      return fromFile(source, 'image', path, at, context);
    }
    const holder = type === 'image_url' ? part.image_url : part;
    const url = holder && typeof holder === 'object' ? (holder as Part).url : undefined;
    if (typeof url !== 'string' || url === '') {
      scope.error(
        [...path, type === 'image_url' ? 'image_url' : 'source'],
        type === 'image_url'
          ? 'expected image_url: {url}'
          : 'expected source: "file://<path>" or url',
      );
      return undefined;
    }
    return fromUrl(url, path, at, context);
  }
  if (type === 'audio' || type === 'input_audio') {
    const source = typeof part.source === 'string' ? part.source : undefined;
    if (source?.startsWith('file://')) return fromFile(source, 'audio', path, at, context);
    const inner = (
      part.input_audio && typeof part.input_audio === 'object' ? part.input_audio : part
    ) as Part;
    const data = inner.data;
    const format = typeof inner.format === 'string' ? inner.format.toLowerCase() : '';
    if (typeof data !== 'string' || data === '') {
      scope.error(path, 'an audio part needs source: "file://<path>", data or input_audio.data');
      return undefined;
    }
    const mimeType = typeOf(AUDIO_FORMAT_TYPES, format);
    if (!mimeType) {
      scope.error(
        [...path, 'format'],
        `expected an audio format (${Object.keys(AUDIO_FORMAT_TYPES).join(', ')})`,
      );
      return undefined;
    }
    return inline('audio', mimeType, data, format, path, at, context);
  }
  scope.error(
    [...path, 'type'],
    `content part type '${type}' is not supported: Parley sends text, image, image_url and audio parts (refused rather than dropped)`,
  );
  return undefined;
}

function fromFile(
  source: string,
  kind: 'image' | 'audio',
  path: (string | number)[],
  at: string,
  context: MediaContext,
): PromptMedia | undefined {
  const { scope } = context;
  const name = source.slice('file://'.length);
  const ext = extname(name).toLowerCase();
  const mimeType = typeOf(kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES, ext);
  if (!mimeType) {
    scope.error(
      [...path, 'source'],
      `expected a ${kind} file (${Object.keys(kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES).join(', ')}), got '${name}'`,
    );
    return undefined;
  }
  const file = isAbsolute(name) ? name : resolve(dirname(context.file), name);
  const outside = (at: string) => !context.roots.some((root) => inside(at, root));
  // The path as written, then where its links lead: neither may leave the project.
  let real = file;
  if (!outside(file)) {
    try {
      real = realpathSync(file);
    } catch {
      scope.error([...path, 'source'], `not found: ${name}`);
      return undefined;
    }
  }
  if (outside(file) || outside(real)) {
    scope.error(
      [...path, 'source'],
      `${name} is outside the project: a test reads only files under the project root or its suite's folder`,
    );
    return undefined;
  }
  if (inGit(file) || inGit(real)) {
    scope.error(
      [...path, 'source'],
      `${name} is inside a .git directory${real !== file ? ` (it leads to ${relative(dirname(file), real)})` : ''}: a test never sends a repository's own files`,
    );
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = readRegularFile(real, MAX_MEDIA_BYTES);
  } catch (error) {
    const reason = error instanceof FileReadError ? error.reason : String(error);
    scope.error([...path, 'source'], `${name}: ${reason}`);
    return undefined;
  }
  const mismatch = magicMismatch(mimeType, bytes.subarray(0, MAGIC_BYTES));
  if (mismatch) {
    scope.error([...path, 'source'], `${name}: ${mismatch}`);
    return undefined;
  }
  return checked(
    {
      kind,
      mimeType,
      ...(kind === 'audio' ? { format: ext.slice(1) } : {}),
      data: bytes.toString('base64'),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      label: name,
      where: at,
    },
    path,
    context,
  );
}

function fromUrl(
  url: string,
  path: (string | number)[],
  at: string,
  context: MediaContext,
): PromptMedia | undefined {
  const data = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/is.exec(url);
  if (data) return inline('image', data[1]!.toLowerCase(), data[2]!, undefined, path, at, context);
  if (/^file:\/\//i.test(url)) {
    // Yao hands such a URL to the model as it is, unread; no model can open it.
    context.scope.error(
      path,
      'an image URL with file:// is not read (Yao passes it to the model unread): write the picture as {"type": "image", "source": "file://<path>"}, or give an http(s) or data:image/...;base64 URL',
    );
    return undefined;
  }
  if (!/^https?:\/\//i.test(url)) {
    context.scope.error(
      path,
      'expected an http(s) URL or a data:image/...;base64 URL (a file: {"type": "image", "source": "file://<path>"})',
    );
    return undefined;
  }
  // An ACP image block carries its bytes; Parley fetches nothing on the agent's behalf.
  if (context.executor === 'acp') {
    context.scope.error(
      path,
      'an image by URL cannot be sent to an ACP agent (ACP image blocks carry the image itself): use source: "file://<path>"',
    );
    return undefined;
  }
  return checked(
    { kind: 'image', mimeType: '', url, bytes: 0, label: url.slice(0, 200), where: at },
    path,
    context,
  );
}

function inline(
  kind: 'image' | 'audio',
  mimeType: string,
  base64: string,
  format: string | undefined,
  path: (string | number)[],
  at: string,
  context: MediaContext,
): PromptMedia | undefined {
  const data = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
    context.scope.error(path, `the inline ${kind} is not base64`);
    return undefined;
  }
  const bytes =
    Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  const mismatch = magicMismatch(mimeType, Buffer.from(data.slice(0, 16), 'base64'));
  if (mismatch) {
    context.scope.error(path, `the inline ${kind}: ${mismatch}`);
    return undefined;
  }
  if (bytes > MAX_MEDIA_BYTES) {
    context.scope.error(
      path,
      `the inline ${kind} is ${bytes} bytes, more than the ${MAX_MEDIA_BYTES} allowed`,
    );
    return undefined;
  }
  return checked(
    {
      kind,
      mimeType,
      ...(format ? { format } : {}),
      data,
      bytes,
      sha256: createHash('sha256').update(data).digest('hex'),
      label: `inline ${kind}`,
      where: at,
    },
    path,
    context,
  );
}

/** The executor must take it: the http executor sends text only. */
function checked(
  media: PromptMedia,
  path: (string | number)[],
  context: MediaContext,
): PromptMedia | undefined {
  if (context.executor === 'http') {
    context.scope.error(
      path,
      `an ${media.kind} part cannot be sent by the http executor (its body template carries text): use the openai or an acp executor`,
    );
    return undefined;
  }
  // Kept without the bytes of a URL image: there are none.
  return media;
}

/** The test's media stay under the per-test bound. */
export function checkTotal(media: PromptMedia[], scope: Scope): boolean {
  const total = media.reduce((sum, m) => sum + m.bytes, 0);
  if (total <= MAX_TEST_MEDIA_BYTES) return true;
  scope.error(
    ['input'],
    `the test's media are ${total} bytes, more than the ${MAX_TEST_MEDIA_BYTES} allowed`,
  );
  return false;
}

/** Inside the root as written or as its links resolve (a checkout under a linked folder). */
function inside(file: string, root: string): boolean {
  const within = (base: string) => {
    const rel = relative(base, file);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  if (within(root)) return true;
  try {
    return within(realpathSync(root));
  } catch {
    return false;
  }
}
