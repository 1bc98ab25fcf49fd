// The CLI's dispatcher in process: importing it runs nothing, and its exit codes are what
// `parley` exits with (0 success, 2 usage or configuration error).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { main } from '../../src/commands/main.js';

test('exit codes of the dispatcher: 0 on success, 2 on a usage or configuration error', async () => {
  assert.equal(await main(['validate', 'examples/configure-agent']), 0);
  assert.equal(await main(['validate', 'nowhere/eval.yaml']), 2);
  assert.equal(await main(['run', '--trials', 'many']), 2);
  assert.equal(await main(['no-such-command']), 2);
  assert.equal(await main([]), 2, 'no command: the help, and a usage error');
});

test('each command loads on demand as the command its entry names, and its --help shows the summary `parley --help` lists', async () => {
  const { COMMANDS } = await import('../../src/commands/index.js');
  const printed: string[] = [];
  const log = console.log;
  console.log = (text: string) => printed.push(text);
  try {
    assert.equal(await main(['--help']), 0);
    for (const entry of COMMANDS) {
      assert.ok(
        printed[0]!.split('\n').includes(`  ${entry.name.padEnd(10)} ${entry.summary}`),
        `parley --help lists ${entry.name}`,
      );
      const command = await entry.load();
      assert.equal(command.name, entry.name);
      printed.length = 0;
      assert.equal(await main([entry.name, '--help']), 0);
      assert.match(printed[0]!, new RegExp(`^Usage: parley ${entry.name}\\b`));
      assert.ok(printed[0]!.split('\n').includes(entry.summary), `${entry.name} --help: summary`);
      printed.length = 0;
      assert.equal(await main(['--help']), 0);
    }
  } finally {
    console.log = log;
  }
});
