/**
 * `compute` remembered per key for the hot path of a cache hit: at most `max` keys of at most `maxKeyLength`
 * characters are kept (a longer key is computed each time); when full, the memory is emptied and starts again,
 * so a flood of distinct keys costs no more than `max` entries. `compute` never returns undefined.
 */
export function remember<V>(compute: (key: string) => V, max: number, maxKeyLength: number): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value !== undefined) return value;
    value = compute(key);
    if (key.length > maxKeyLength) return value;
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
