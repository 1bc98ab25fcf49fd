// Issue 44.1: the prompt judge is never sent a credential. `parley run` (a separate process) with
// a workspace that holds credential files (.env with the run's own API key, .npmrc, .aws/,
// .git-credentials, an SSH key, a PEM key, a credentials JSON, a docker config) and a note the
// agent wrote with that key in it: the judge request the loopback model records holds none of
// the values, names the withheld files, and still has the rest of the workspace.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const RUN_KEY = 'sk-run-own-key-4f9a2c71';
const VALUES = {
  runKey: RUN_KEY,
  db: 'db-password-9e1b77',
  npm: 'npm_authToken_51c2d0',
  aws: 'aws-secret-access-6b3e',
  git: 'ghp_gitcredential_83aa',
  ssh: 'OPENSSH-PRIVATE-KEY-BODY-77c1',
  pem: 'RSA-PRIVATE-KEY-BODY-2d4e',
  gcp: 'gcp-service-account-key-a1f0',
  docker: 'docker-auth-b64-c3d9',
  netrc: 'netrc-password-0f7e',
};
const FILES: Record<string, string> = {
  '.env': `OPENAI_API_KEY=${RUN_KEY}\nDB_PASSWORD=${VALUES.db}\n`,
  '.env.local': `DB_PASSWORD=${VALUES.db}\n`,
  '.npmrc': `//registry.npmjs.org/:_authToken=${VALUES.npm}\n`,
  '.aws/credentials': `[default]\naws_secret_access_key = ${VALUES.aws}\n`,
  '.git-credentials': `https://user:${VALUES.git}@github.com\n`,
  '.ssh/id_ed25519': `-----BEGIN OPENSSH PRIVATE KEY-----\n${VALUES.ssh}\n`,
  'certs/server.pem': `-----BEGIN RSA PRIVATE KEY-----\n${VALUES.pem}\n`,
  'config/credentials-prod.json': JSON.stringify({ private_key: VALUES.gcp }),
  '.docker/config.json': JSON.stringify({ auths: { 'ghcr.io': { auth: VALUES.docker } } }),
  '.netrc': `machine example.com login me password ${VALUES.netrc}\n`,
  // Not credential-shaped: sent, the run's key in it redacted.
  'notes.md': `The agent wrote its key here: ${RUN_KEY}\n`,
  'src/app.ts': 'export const answer = 42;\n',
};
const WITHHELD = [
  '.aws/',
  '.docker/config.json',
  '.env',
  '.env.local',
  '.git-credentials',
  '.netrc',
  '.npmrc',
  '.ssh/',
  'certs/server.pem',
  'config/credentials-prod.json',
];

const tmp = mkdtempSync(join(tmpdir(), 'parley-judge-creds-'));
let fake: FakeOpenAI;
before(async () => {
  fake = await startFakeOpenAI(
    () => ({
      content: JSON.stringify({
        passed: true,
        score: 1,
        reason: 'fine',
        criteria: [],
        suggestions: [],
      }),
    }),
    { apiKey: RUN_KEY },
  );
});
after(async () => {
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('what the prompt judge is sent', () => {
  it('no credential file and no secret value; the withheld files by name', async () => {
    const project = tempProject({
      'eval.yaml': JSON.stringify({
        name: 'judge-creds',
        config: { executor: 'mock', judge_model: 'judge-1' },
        graders: [{ name: 'judge', type: 'prompt', config: { prompt: 'Did the agent finish?' } }],
        tasks: [
          {
            id: 'creds',
            inputs: {
              prompt: 'Set up the project.',
              mock: [`Done. I used ${RUN_KEY} from .env.`],
              files: Object.entries(FILES).map(([path, content]) => ({ path, content })),
            },
          },
        ],
      }),
    });
    try {
      const run = await runParley(tmp, [
        'run',
        project.dir,
        '--base-url',
        fake.url,
        '--api-key',
        RUN_KEY,
      ]);
      const judged = run.grader('creds', 'judge');
      assert.equal(judged.passed, true, run.stdout + run.stderr);
      assert.equal(fake.requests.length, 1);
      const body = JSON.stringify(fake.requests[0]!.body);
      for (const [name, value] of Object.entries(VALUES)) {
        assert.ok(!body.includes(value), `the judge was sent the ${name} value`);
      }
      const user = fake.requests[0]!.body.messages[1].content as string;
      // The rest of the workspace is there, the run's key redacted where the agent wrote it.
      assert.match(user, /#### src\/app\.ts\n```\nexport const answer = 42;/);
      assert.match(user, /#### notes\.md\n```\nThe agent wrote its key here: \*\*\*/);
      assert.match(user, /Done\. I used \*\*\* from \.env\./);
      const withheld =
        /Withheld \(credential-shaped, never sent to you; \d+\): their names only:\n((?:- .*\n?)*)/.exec(
          user,
        );
      assert.ok(withheld, user);
      assert.deepEqual(
        withheld[1]!
          .trim()
          .split('\n')
          .map((l) => l.slice(2))
          .sort(),
        WITHHELD,
      );
      for (const file of WITHHELD) assert.ok(!user.includes(`#### ${file}`), file);
    } finally {
      project.cleanup();
    }
  });
});
