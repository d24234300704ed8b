/**
 * A pure function's answers kept by their text argument, at most `max` of them: when full, it
 * starts again empty (the few texts a hot path sees come back at once). For inputs that repeat on
 * every request, such as the days of a page of results or a browser's accept-encoding header.
 */
export function boundedMemo<V>(compute: (key: string) => V, max: number): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = compute(key);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}
