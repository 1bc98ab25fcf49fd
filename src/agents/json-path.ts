// Dot paths into JSON values for adapter settings: `data.reply`, `choices.0.text`, `items[0].id`.
export function getPath(value: unknown, path: string): unknown {
  const keys = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((key) => key !== '');
  let current: unknown = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
