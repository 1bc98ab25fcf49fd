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
