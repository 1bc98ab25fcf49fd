// Secrets never reach any output: every configured secret value is replaced before a record,
// a summary or a console line leaves the process.
export interface Redactor {
  <T>(value: T): T;
  /**
   * The value redacted and its JSON text (JSON.stringify of what is returned): a results.jsonl
   * line. The text is looked at first: a value whose JSON holds no secret (as JSON writes it) has
   * no string with one, and is returned as it is with that text, not walked.
   */
  json<T>(value: T): { value: T; json: string };
}

export function redactor(secrets: (string | undefined)[]): Redactor {
  // Short values would blank out ordinary words; real keys and tokens are long.
  const values = [...new Set(secrets.filter((s): s is string => !!s && s.length >= 6))].sort(
    (a, b) => b.length - a.length,
  );
  const scrub = (text: string) =>
    values.some((secret) => text.includes(secret))
      ? values.reduce((t, secret) => t.split(secret).join('***'), text)
      : text;
  // Every string of the value, keys included, as written: scrubbing the value's JSON text instead
  // matched a secret's tail after an escape's backslash (a tab before "ok-…" for a key "tok-…"),
  // which cut the escape in two and failed the whole job. Unchanged parts are shared, not copied.
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return scrub(value);
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const clean = walk(value[i]);
        if (clean !== value[i]) (copy ??= [...value])[i] = clean;
      }
      return copy ?? value;
    }
    if (value && typeof value === 'object') {
      let copy: Record<string, unknown> | undefined;
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key];
        const clean = walk(item);
        const cleanKey = scrub(key);
        if (clean === item && cleanKey === key) continue;
        copy ??= { ...(value as Record<string, unknown>) };
        if (cleanKey !== key) delete copy[key];
        copy[cleanKey] = clean;
      }
      return copy ?? value;
    }
    return value;
  };
  // A secret as it appears inside a JSON string. JSON escapes each character on its own, so a
  // string holding the secret holds this text in its JSON, except around a surrogate, which JSON
  // writes escaped alone and as itself in a pair: a secret with one is always walked for.
  const inJson = values.map((secret) => JSON.stringify(secret).slice(1, -1));
  const textDecides = !values.some((secret) => /[\uD800-\uDFFF]/.test(secret));
  const redact = <T>(value: T): T => (values.length === 0 ? value : (walk(value) as T));
  redact.json = <T>(value: T): { value: T; json: string } => {
    const json = JSON.stringify(value);
    if (values.length === 0 || (textDecides && !inJson.some((form) => json.includes(form))))
      return { value, json };
    const clean = walk(value) as T;
    return { value: clean, json: clean === value ? json : JSON.stringify(clean) };
  };
  return redact;
}
