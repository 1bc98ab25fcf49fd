// The loopback GitHub services an end-to-end test runs the bundled action against (the REST API
// and the Actions results service), and a scratch folder: started before the file's tests,
// closed after them. Read the fields inside tests, once `before` has run.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { startFakeGitHubApi, type FakeGitHubApi } from './github-api.js';
import { startFakeResults, type FakeResults } from './github-results.js';
import { DIST } from './github-runner.js';

export interface GitHubServices {
  api: FakeGitHubApi;
  results: FakeResults;
  root: string;
}

export function useGitHubServices(name: string): GitHubServices {
  const services = {} as GitHubServices;
  before(async () => {
    assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
    services.results = await startFakeResults();
    services.api = await startFakeGitHubApi({ results: services.results });
    services.root = mkdtempSync(join(tmpdir(), `parley-e2e-${name}-`));
  });
  after(async () => {
    await services.api.close();
    await services.results.close();
    rmSync(services.root, { recursive: true, force: true });
  });
  return services;
}
