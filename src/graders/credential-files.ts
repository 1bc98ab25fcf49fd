// Files that hold credentials by their name: what the judge is never sent (workspace-view.ts).
// By name only (their contents are never read to decide): env files, package-registry and git
// credentials, cloud and cluster configs, SSH and GPG material, private keys and certificates.

/** Directories withheld whole: cloud, cluster, SSH and GPG configuration. */
const DIRECTORIES = new Set(['.aws', '.ssh', '.gnupg', '.kube', '.azure', '.gcloud']);

/** Files withheld by their exact name (case-insensitive). */
const NAMES = new Set([
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  '.pypirc',
  '.netrc',
  '_netrc',
  '.git-credentials',
  '.pgpass',
  '.my.cnf',
  '.htpasswd',
  '.s3cfg',
  '.boto',
  '.vault-token',
  '.terraformrc',
  'credentials',
  'kubeconfig',
]);

/** Names of key and certificate stores, env files, SSH keys, credentials JSON. */
const PATTERNS = [
  /^\.env(\..*|rc)?$/,
  /\.(pem|key|p12|pfx|jks|keystore|kdbx|ppk|gpg)$/,
  /^id_(rsa|dsa|ecdsa|ed25519)(_sk)?(\.pub)?$/,
  /^id_[a-z0-9_-]+$/,
  /^credentials.*\.json$/,
  /^(client_secret|service[-_]account).*\.json$/,
  /\.tfvars(\.json)?$/,
  /^secrets?\.(ya?ml|json|toml|env)$/,
];

/** Whether a directory of this name is withheld with everything under it. */
export function withheldDirectory(name: string): boolean {
  return DIRECTORIES.has(name.toLowerCase());
}

/** Whether a file at this workspace path (`/`-separated) is withheld. */
export function withheldFile(path: string): boolean {
  const name = (path.split('/').pop() ?? path).toLowerCase();
  if (NAMES.has(name) || PATTERNS.some((p) => p.test(name))) return true;
  // Docker's credentials file, and a kube config by its usual path.
  return /(^|\/)\.docker\/config\.json$/i.test(path);
}
