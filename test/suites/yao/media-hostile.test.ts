// A Yao image or audio input that is not what it says (issue 44.5), through `parley validate`:
// `cfg.png -> ../../.git/config` (the token actions/checkout persists there) and a path through
// a .git folder are refused with file:line, and so is a file whose bytes are not its declared
// type (a text file named .png, an inline "wav" that is not WAV); real PNG, JPEG, GIF, WEBP, WAV
// and MP3 bytes load.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI_ARGS } from '../../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-yao-media-'));
after(() => rmSync(root, { recursive: true, force: true }));

function validate(cwd: string, target: string) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, 'validate', target], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

const image = (source: string) => ({
  type: 'image',
  source: `file://${source}`,
});
const line = (id: string, part: object) =>
  JSON.stringify({
    id,
    input: { role: 'user', content: [{ type: 'text', text: 'Look.' }, part] },
    assert: [{ type: 'contains', value: 'x' }],
  });

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const PNG = bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest of a picture');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 ');
const WAV = bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt ');
const MP3 = bytes('ID3', [4, 0, 0, 0, 0, 0]);

/** A project (a git checkout) with a Yao suite of these lines in suite/. */
function project(name: string, lines: string[], files: Record<string, Buffer | string>) {
  const dir = join(root, name);
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(
    join(dir, '.git', 'config'),
    '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n',
  );
  mkdirSync(join(dir, 'suite'), { recursive: true });
  for (const [file, content] of Object.entries(files))
    writeFileSync(join(dir, 'suite', file), content);
  writeFileSync(join(dir, 'suite', 'tests.jsonl'), lines.join('\n') + '\n');
  return dir;
}

describe('Yao media files are what they say, and never a repository file', () => {
  it('refuses a symlink into .git/, a path through .git and bytes of another type', () => {
    const dir = project(
      'hostile',
      [
        line('link', image('cfg.png')),
        line('through', image('../.git/config.png')),
        line('text', image('notes.png')),
        line('gif-as-png', image('anim.png')),
        line('wav-inline', {
          type: 'input_audio',
          input_audio: {
            data: Buffer.from('not a sound at all').toString('base64'),
            format: 'wav',
          },
        }),
        line('data-url', {
          type: 'image_url',
          image_url: { url: `data:image/jpeg;base64,${PNG.toString('base64')}` },
        }),
      ],
      { 'notes.png': 'just some text\n', 'anim.png': GIF },
    );
    symlinkSync('../.git/config', join(dir, 'suite', 'cfg.png'));
    writeFileSync(join(dir, '.git', 'config.png'), PNG);
    const r = validate(dir, 'suite/tests.jsonl');
    assert.equal(r.code, 2, r.out);
    for (const error of [
      /tests\.jsonl:1:\d+ input\.content\[1\]\.source: cfg\.png is inside a \.git directory \(it leads to \.\.\/\.git\/config\)/,
      /tests\.jsonl:2:\d+ input\.content\[1\]\.source: \.\.\/\.git\/config\.png is inside a \.git directory/,
      /tests\.jsonl:3:\d+ input\.content\[1\]\.source: notes\.png: its bytes are not PNG \(image\/png\)/,
      /tests\.jsonl:4:\d+ input\.content\[1\]\.source: anim\.png: its bytes are not PNG/,
      /tests\.jsonl:5:\d+ input\.content\[1\]: the inline audio: its bytes are not WAV \(audio\/wav\)/,
      /tests\.jsonl:6:\d+ input\.content\[1\]: the inline image: its bytes are not JPEG \(image\/jpeg\)/,
    ]) {
      assert.match(r.out, error);
    }
    assert.doesNotMatch(r.out, /eC1hY2Nlc3MtdG9rZW46|AUTHORIZATION/, 'the config is never shown');
  });

  it('loads PNG, JPEG, GIF, WEBP, WAV and MP3 files whose bytes are of their type', () => {
    const audio = (source: string) => ({ type: 'audio', source: `file://${source}` });
    const dir = project(
      'fine',
      [
        line('png', image('a.png')),
        line('jpeg', image('b.jpg')),
        line('gif', image('c.gif')),
        line('webp', image('d.webp')),
        line('wav', audio('e.wav')),
        line('mp3', audio('f.mp3')),
      ],
      { 'a.png': PNG, 'b.jpg': JPEG, 'c.gif': GIF, 'd.webp': WEBP, 'e.wav': WAV, 'f.mp3': MP3 },
    );
    const r = validate(dir, 'suite/tests.jsonl');
    assert.equal(r.code, 0, r.out);
  });
});
