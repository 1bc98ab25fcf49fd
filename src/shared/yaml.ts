// The `yaml` package (280 KB of the bundle) loads when something YAML is about to be read: an
// eval.yaml, a task file, .parley.yaml, a SKILL.md's front matter. A run of JSONL suites
// without a project file never loads it (start-up is part of every run's wall time).
import type * as YamlLib from 'yaml';

let lib: typeof YamlLib | undefined;

/** Loads the package (once); afterwards yaml() returns it synchronously. */
export async function loadYaml(): Promise<typeof YamlLib> {
  return (lib ??= await import('yaml'));
}

/** The package, loaded before by loadYaml(): the parsers that need it are synchronous. */
export function yaml(): typeof YamlLib {
  if (!lib) throw new Error('internal error: YAML was read before loadYaml()');
  return lib;
}
