// Secrets never reach any output: every configured secret value is replaced before a record,
// a summary or a console line leaves the process.
export type Redactor = <T>(value: T) => T;

export function redactor(secrets: (string | undefined)[]): Redactor {
  // Short values would blank out ordinary words; real keys and tokens are long.
  const values = [...new Set(secrets.filter((s): s is string => !!s && s.length >= 6))].sort(
    (a, b) => b.length - a.length,
  );
  // Inside JSON text a secret appears in its escaped form.
  const escaped = values.map((s) => JSON.stringify(s).slice(1, -1));
  const scrub = (text: string, forms: string[]) =>
    forms.reduce((t, secret) => t.split(secret).join('***'), text);
  return <T>(value: T): T => {
    if (values.length === 0) return value;
    if (typeof value === 'string') return scrub(value, values) as T;
    const json = JSON.stringify(value);
    if (!escaped.some((s) => json.includes(s))) return value;
    return JSON.parse(scrub(json, escaped)) as T;
  };
}
