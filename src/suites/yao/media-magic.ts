// What a media file's first bytes must be for the type its name (or a data URL, or an audio
// format) declares: a test's `receipt.png` that is really a text file (a link to .git/config, a
// token file renamed) is refused at load instead of going to the model as an image.
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Per type: byte patterns, one of which must match (null = any byte there). */
const SIGNATURES = new Map<string, (number | null)[][]>([
  ['image/png', [[0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]]],
  ['image/jpeg', [[0xff, 0xd8, 0xff]]],
  ['image/gif', [ascii('GIF87a'), ascii('GIF89a')]],
  ['image/webp', [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]]],
  ['image/bmp', [ascii('BM')]],
  ['audio/wav', [[...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')]]],
  ['audio/flac', [ascii('fLaC')]],
  ['audio/ogg', [ascii('OggS')]],
  ['audio/mp4', [[null, null, null, null, ...ascii('ftyp')]]],
]);

/** The name of what the bytes are said to be, for the error. */
const NAMES = new Map([
  ['image/png', 'PNG'],
  ['image/jpeg', 'JPEG'],
  ['image/gif', 'GIF'],
  ['image/webp', 'WEBP'],
  ['image/bmp', 'BMP'],
  ['audio/wav', 'WAV'],
  ['audio/mpeg', 'MP3'],
  ['audio/flac', 'FLAC'],
  ['audio/ogg', 'Ogg'],
  ['audio/mp4', 'M4A'],
]);

/** The bytes needed to check any signature. */
export const MAGIC_BYTES = 12;

const matches = (bytes: Uint8Array, pattern: (number | null)[]) =>
  bytes.length >= pattern.length && pattern.every((b, i) => b === null || bytes[i] === b);

/** MP3: an ID3 tag, or an MPEG audio frame's sync bits. */
const isMp3 = (bytes: Uint8Array) =>
  matches(bytes, ascii('ID3')) ||
  (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);

/**
 * Why `bytes` (the file's first MAGIC_BYTES or more) are not of `mimeType`; undefined when they
 * are, or when Parley knows no signature for the type (another image/* of a data URL).
 */
export function magicMismatch(mimeType: string, bytes: Uint8Array): string | undefined {
  const name = NAMES.get(mimeType);
  if (!name) return undefined;
  const ok =
    mimeType === 'audio/mpeg'
      ? isMp3(bytes)
      : SIGNATURES.get(mimeType)!.some((p) => matches(bytes, p));
  return ok
    ? undefined
    : `its bytes are not ${name} (${mimeType}), whose type its name or format declares`;
}
