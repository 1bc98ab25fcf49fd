// The Actions "results" service on 127.0.0.1, as @actions/cache v6 (cache service v2) and
// @actions/artifact v6 call it: Twirp JSON RPCs under /twirp/github.actions.results.api.v1.*,
// plus the blob storage their signed URLs point at, answering what @azure/storage-blob sends
// (Put Blob, Put Block + Put Block List) and plain GETs for downloads. Point
// ACTIONS_RESULTS_URL at `url`, set ACTIONS_CACHE_SERVICE_V2=true and ACTIONS_RUNTIME_TOKEN
// to runtimeToken().
// The cache is as strict as GitHub's on what Parley relies on: an entry belongs to the ref of
// the run that saved it (the token's writable scope, its `ac` claim), and a run restores only
// from the scopes its token may read (its own ref, then a pull request's base branch and the
// default branch); an entry not restored for 7 days is evicted, and the least recently used
// go once the repository holds more than 10 GB (the clock and the limit are the test's).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CacheEntry {
  key: string;
  version: string;
  /** The ref the entry was saved from (the token's writable scope). */
  scope: string;
  data?: Buffer;
  createdAt: number;
  /** The clock's time (ms) of the entry's save or last restore. */
  lastAccessedAt: number;
  finalized: boolean;
}

/** A cache scope of a runtime token: a ref, readable (1), writable (2) or both (3). */
export interface CacheScope {
  Scope: string;
  Permission: 1 | 2 | 3;
}

/** GitHub evicts an entry not restored for this long. */
export const CACHE_UNUSED_DAYS = 7;
/** GitHub's cache size per repository. */
export const CACHE_REPO_BYTES = 10 * 1024 ** 3;

export interface ArtifactEntry {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  data?: Buffer;
  finalized: boolean;
  /** The size the listings report, when it should differ from the data's. */
  listedSize?: number;
}

export interface FakeResults {
  url: string;
  cache: CacheEntry[];
  /** Entries the cache evicted (unused for 7 days, or over the repository's size). */
  evicted: CacheEntry[];
  artifacts: ArtifactEntry[];
  calls: string[];
  /** Makes every RPC of the service fail with this HTTP status. */
  failing: { cache?: number; artifact?: number };
  /** Adds a finalized artifact to a run (by GITHUB_RUN_ID), as a hostile upload would. */
  seedArtifact(runId: string, name: string, zip: Buffer, listedSize?: number): ArtifactEntry;
  /** The signed blob URL of an artifact's zip (what the REST download redirects to). */
  artifactDownloadUrl(id: number): string;
  close(): Promise<void>;
}

/** The run backend id the fake runner puts in the runtime token for a GITHUB_RUN_ID. */
export const runBackendId = (runId: string) => `run-backend-${runId}`;

/** Protobuf wrapper values (Int64Value, StringValue) arrive as plain JSON values. */
const wrapped = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'object'
      ? String((value as { value?: unknown }).value)
      : String(value);

const ACCOUNT = 'devstoreaccount1';

/** A push run's cache scopes on the default branch: its own ref, read and write. */
export const DEFAULT_CACHE_SCOPES: CacheScope[] = [{ Scope: 'refs/heads/main', Permission: 3 }];

/**
 * The cache scopes of a run, as GitHub gives them: its own ref (read and write), then read-only
 * its pull request's base branch and the default branch.
 */
export function cacheScopes(ref: string, baseRef?: string, defaultBranch = 'main'): CacheScope[] {
  const scopes: CacheScope[] = [{ Scope: ref, Permission: 3 }];
  for (const branch of [baseRef, defaultBranch]) {
    const scope = branch && `refs/heads/${branch}`;
    if (scope && !scopes.some((s) => s.Scope === scope))
      scopes.push({ Scope: scope, Permission: 1 });
  }
  return scopes;
}

/**
 * A JWT shaped like the runner's: the artifact client decodes its `scp` claim for backend ids;
 * the cache service reads its `ac` claim, the run's cache scopes.
 */
export function runtimeToken(
  runBackendId = 'run-backend-1',
  jobBackendId = 'job-backend-1',
  scopes: CacheScope[] = DEFAULT_CACHE_SCOPES,
): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = {
    scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
    ac: JSON.stringify(scopes),
    exp: 4102444800,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.signature`;
}

/** The cache scopes in a request's bearer token (none readable when it has no `ac` claim). */
function scopesOf(authorization: string | undefined): CacheScope[] {
  const payload = /^Bearer [^.]*\.([^.]*)\./.exec(authorization ?? '')?.[1];
  try {
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      ac?: string;
    };
    return JSON.parse(claims.ac ?? '[]') as CacheScope[];
  } catch {
    return [];
  }
}

export async function startFakeResults(
  options: { now?: () => number; maxBytes?: number } = {},
): Promise<FakeResults> {
  const now = options.now ?? (() => Date.now());
  const maxBytes = options.maxBytes ?? CACHE_REPO_BYTES;
  let clock = 0;
  let nextArtifact = 1;
  const blocks = new Map<string, Map<string, Buffer>>();
  const blobs = new Map<string, Buffer>();
  const fake: FakeResults = {
    url: '',
    cache: [],
    evicted: [],
    artifacts: [],
    calls: [],
    failing: {},
    seedArtifact(runId, name, zip, listedSize) {
      const id = nextArtifact++;
      blobs.set(`artifacts/${id}`, zip);
      const entry: ArtifactEntry = {
        id,
        name,
        runBackendId: runBackendId(runId),
        jobBackendId: 'job-backend-seeded',
        data: zip,
        finalized: true,
        listedSize,
      };
      fake.artifacts.push(entry);
      return entry;
    },
    artifactDownloadUrl: (id) => blobUrl('artifacts', String(id)),
    close: async () => {},
  };
  const blobUrl = (container: string, name: string) =>
    `${new URL(fake.url).origin}/${ACCOUNT}/${container}/${name}?sig=fake-signature&se=2099-01-01`;

  /** The entries not evicted. */
  const live = () => fake.cache.filter((e) => !fake.evicted.includes(e));
  /** GitHub's eviction: entries unused for 7 days, then the least recently used over the size. */
  const evict = () => {
    const at = now();
    for (const e of live()) {
      if (at - e.lastAccessedAt > CACHE_UNUSED_DAYS * 86_400_000) fake.evicted.push(e);
    }
    let kept = live().filter((e) => e.finalized);
    const size = () => kept.reduce((n, e) => n + (e.data?.length ?? 0), 0);
    while (size() > maxBytes) {
      const oldest = kept.reduce((a, b) => (b.lastAccessedAt < a.lastAccessedAt ? b : a));
      fake.evicted.push(oldest);
      kept = kept.filter((e) => e !== oldest);
    }
  };

  type Json = Record<string, unknown>;
  const rpc: Record<string, (req: Json, scopes: CacheScope[]) => Json | [number, Json]> = {
    'CacheService/GetCacheEntryDownloadURL': (req, scopes) => {
      const version = req.version as string;
      const ready = (scope: string) =>
        live().filter((e) => e.finalized && e.version === version && e.scope === scope);
      // Scope by scope, in the token's order (the run's own ref first): the key, then prefixes.
      const readable = scopes.filter((s) => s.Permission & 1).map((s) => s.Scope);
      let hit: CacheEntry | undefined;
      for (const scope of readable) {
        const entries = ready(scope);
        hit =
          entries.find((e) => e.key === req.key) ??
          ((req.restore_keys as string[] | undefined) ?? [])
            .map(
              (prefix) =>
                entries
                  .filter((e) => e.key.startsWith(prefix))
                  .sort((a, b) => b.createdAt - a.createdAt)[0],
            )
            .find(Boolean);
        if (hit) break;
      }
      if (!hit) return { ok: false, signed_download_url: '', matched_key: '' };
      hit.lastAccessedAt = now();
      return {
        ok: true,
        signed_download_url: blobUrl('cache', `entry-${fake.cache.indexOf(hit) + 1}`),
        matched_key: hit.key,
      };
    },
    'CacheService/CreateCacheEntry': (req, scopes) => {
      const scope = scopes.find((s) => s.Permission & 2)?.Scope;
      if (!scope) return [403, { code: 'permission_denied', msg: 'no writable cache scope' }];
      const exists = live().find(
        (e) => e.key === req.key && e.version === req.version && e.scope === scope,
      );
      if (exists)
        return [
          409,
          {
            code: 'already_exists',
            msg: 'cache entry with the same key, version, and scope already exists',
          },
        ];
      fake.cache.push({
        key: req.key as string,
        version: req.version as string,
        scope,
        createdAt: ++clock,
        lastAccessedAt: now(),
        finalized: false,
      });
      return { ok: true, signed_upload_url: blobUrl('cache', `entry-${fake.cache.length}`) };
    },
    'CacheService/FinalizeCacheEntryUpload': (req, scopes) => {
      const scope = scopes.find((s) => s.Permission & 2)?.Scope;
      const entry = live().find(
        (e) => !e.finalized && e.key === req.key && e.version === req.version && e.scope === scope,
      );
      if (!entry) return { ok: false, entry_id: '0', message: 'no such entry' };
      entry.data = blobs.get(`cache/entry-${fake.cache.indexOf(entry) + 1}`);
      entry.finalized = true;
      return { ok: true, entry_id: String(fake.cache.indexOf(entry) + 1) };
    },
    'ArtifactService/CreateArtifact': (req) => {
      const runId = req.workflow_run_backend_id as string;
      if (fake.artifacts.some((a) => a.name === req.name && a.runBackendId === runId)) {
        return [
          409,
          {
            code: 'already_exists',
            msg: 'an artifact with this name already exists on the workflow run',
          },
        ];
      }
      const id = nextArtifact++;
      fake.artifacts.push({
        id,
        name: req.name as string,
        runBackendId: runId,
        jobBackendId: req.workflow_job_run_backend_id as string,
        finalized: false,
      });
      return { ok: true, signed_upload_url: blobUrl('artifacts', String(id)) };
    },
    'ArtifactService/FinalizeArtifact': (req) => {
      const artifact = fake.artifacts.find(
        (a) => a.name === req.name && a.runBackendId === req.workflow_run_backend_id,
      );
      if (!artifact) return [404, { code: 'not_found', msg: 'artifact not found' }];
      artifact.data = blobs.get(`artifacts/${artifact.id}`);
      artifact.finalized = true;
      return { ok: true, artifact_id: String(artifact.id) };
    },
    'ArtifactService/GetSignedArtifactURL': (req) => {
      const artifact = fake.artifacts.find(
        (a) => a.finalized && a.name === req.name && a.runBackendId === req.workflow_run_backend_id,
      );
      if (!artifact) return [404, { code: 'not_found', msg: 'artifact not found' }];
      return { signed_url: blobUrl('artifacts', String(artifact.id)) };
    },
    'ArtifactService/ListArtifacts': (req) => ({
      artifacts: fake.artifacts
        .filter((a) => a.finalized && a.runBackendId === req.workflow_run_backend_id)
        .filter((a) => {
          const id = wrapped(req.id_filter);
          const name = wrapped(req.name_filter);
          return (
            (id === undefined || String(a.id) === id) && (name === undefined || a.name === name)
          );
        })
        .map((a) => ({
          workflow_run_backend_id: a.runBackendId,
          workflow_job_run_backend_id: a.jobBackendId,
          database_id: String(a.id),
          name: a.name,
          size: String(a.listedSize ?? a.data?.length ?? 0),
          created_at: new Date(0).toISOString(),
        })),
    }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      const twirp = /^\/twirp\/github\.actions\.results\.api\.v1\.(\w+\/\w+)$/.exec(url.pathname);
      if (twirp && req.method === 'POST') {
        const name = twirp[1]!;
        fake.calls.push(name);
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        const failing = name.startsWith('Cache') ? fake.failing.cache : fake.failing.artifact;
        if (failing) return json(failing, { code: 'internal', msg: 'the fake was told to fail' });
        if (!req.headers.authorization?.startsWith('Bearer ')) {
          return json(401, { code: 'unauthenticated', msg: 'no token' });
        }
        const handler = rpc[name];
        if (!handler) return json(404, { code: 'bad_route', msg: `no handler for ${name}` });
        if (name.startsWith('Cache')) evict();
        const answer = handler(
          JSON.parse(body.toString('utf8') || '{}') as Json,
          scopesOf(req.headers.authorization),
        );
        const [status, value] = Array.isArray(answer) ? answer : [200, answer];
        return json(status, value);
      }
      const blob = new RegExp(`^/${ACCOUNT}/(cache|artifacts)/(.+)$`).exec(url.pathname);
      if (blob) {
        const id = `${blob[1]}/${blob[2]!}`;
        fake.calls.push(`blob ${req.method} ${url.searchParams.get('comp') ?? ''}`.trim());
        const headers = {
          etag: `"0x${(++clock).toString(16)}"`,
          'last-modified': new Date().toUTCString(),
          'x-ms-request-id': `req-${clock}`,
          'x-ms-version': '2024-11-04',
          'x-ms-request-server-encrypted': 'true',
        };
        if (req.method === 'PUT') {
          const comp = url.searchParams.get('comp');
          if (comp === 'block') {
            const staged = blocks.get(id) ?? new Map<string, Buffer>();
            staged.set(url.searchParams.get('blockid') ?? '', body);
            blocks.set(id, staged);
          } else if (comp === 'blocklist') {
            const staged = blocks.get(id) ?? new Map<string, Buffer>();
            const ids = [
              ...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g),
            ].map((m) => m[1]!);
            blobs.set(id, Buffer.concat(ids.map((b) => staged.get(b) ?? Buffer.alloc(0))));
            blocks.delete(id);
          } else {
            blobs.set(id, body);
          }
          return res.writeHead(201, { ...headers, 'content-length': '0' }).end();
        }
        if (req.method === 'GET' || req.method === 'HEAD') {
          const data = blobs.get(id);
          if (!data) return res.writeHead(404, { 'x-ms-error-code': 'BlobNotFound' }).end();
          // Artifacts are served as the zip they were uploaded as, as the real storage does.
          const zip = blob[1] === 'artifacts';
          res.writeHead(200, {
            ...headers,
            'content-length': String(data.length),
            'content-type': zip ? 'application/zip' : 'application/octet-stream',
            ...(zip
              ? { 'content-disposition': `attachment; filename=artifact-${blob[2]}.zip` }
              : {}),
            'x-ms-blob-type': 'BlockBlob',
          });
          return res.end(req.method === 'GET' ? data : undefined);
        }
      }
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 'bad_route', msg: url.pathname }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
