/**
 * `compute` remembered for up to `max` keys, all forgotten at once when full: cheap, and enough when
 * a few keys come again and again (a browser string, a page's address).
 */
export function memo<K, V>(compute: (key: K) => V, max = 10_000) {
  const kept = new Map<K, V>()
  return (key: K): V => {
    if (kept.has(key)) return kept.get(key)!
    if (kept.size >= max) kept.clear()
    const value = compute(key)
    kept.set(key, value)
    return value
  }
}
