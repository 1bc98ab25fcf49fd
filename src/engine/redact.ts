// Secrets never reach any output: every configured secret value is replaced before a record,
// a summary or a console line leaves the process.
export type Redactor = <T>(value: T) => T;

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
      for (const [key, item] of Object.entries(value)) {
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
  return <T>(value: T): T => (values.length === 0 ? value : (walk(value) as T));
}
