// A memory of recent answers for work a request would otherwise repeat (a signature checked, a
// claim signed): at most `max` entries, the oldest forgotten first, each also forgotten at its
// own expiry.
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, until?: number): void;
}

export function boundedCache<V>(max: number, now = () => Date.now()): BoundedCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key, value, until = Infinity) {
      entries.delete(key);
      entries.set(key, { value, until });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
  };
}
