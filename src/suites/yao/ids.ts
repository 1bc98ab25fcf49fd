// Yao names that are not what Parley would read them as: agent ids (not model names) and process
// ids (not shell commands).

/** A Yao agent id (`workers.test.user-sim`, `agents:tests.validator-agent`), not a model name. */
export function isYaoAgentId(use: string): boolean {
  return /^agents?:/.test(use) || /^[a-z_]+(\.[a-z_][\w-]*)+$/i.test(use);
}

/** A Yao process id (`scripts.tests.check.Validate`, `scripts:...`), not a shell command. */
export function isYaoProcess(script: string): boolean {
  return /^(scripts|plugins|models|flows|services|studio|utils|agents|widgets|stores|yao)[.:][\w.:-]+$/.test(
    script,
  );
}
