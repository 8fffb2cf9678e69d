/**
 * The last results of an expensive render (or read), by key, the least recently used dropped first:
 * a search that many visitors make (or one request repeated in a flood) is rendered and compressed
 * once. Holds at most `max` results, or, given `weigh`, results that weigh `max` together.
 */
export function renderCache<K, V>(render: (key: K) => V, max = 128, weigh: (value: V) => number = () => 1) {
  const results = new Map<K, V>()
  let held = 0
  return (key: K) => {
    const cached = results.get(key)
    if (cached !== undefined) {
      results.delete(key)
      results.set(key, cached)
      return cached
    }
    const result = render(key)
    results.set(key, result)
    held += weigh(result)
    for (const [oldest, value] of results) {
      if (held <= max || oldest === key) break
      results.delete(oldest)
      held -= weigh(value)
    }
    return result
  }
}
