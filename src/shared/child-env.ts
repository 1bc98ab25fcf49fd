// The one rule for what a process Parley starts (an ACP agent, a program grader, a Python code
// grader, a script assertion) inherits: the runner's environment without its credentials, so
// code under review never holds the action's keys or the runtime's tokens in its environment.

/** Runner variables a child never inherits: the action's inputs, the runtime's tokens, keys. */
const RUNNER_SECRET = [
  /^INPUT_/i,
  /^ACTIONS_/i,
  /^(GITHUB|GH|GH_ENTERPRISE|GITHUB_ENTERPRISE)_TOKEN$/i,
  /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)$/i,
];

/** `env` without any INPUT_* or ACTIONS_* variable, tokens, keys, passwords. */
export function withoutRunnerSecrets(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !RUNNER_SECRET.some((re) => re.test(name))),
  );
}
