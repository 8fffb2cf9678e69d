/**
 * The last `max` results of an expensive render, by key, the least recently used dropped first: a
 * search that many visitors make (or one request repeated in a flood) is rendered and compressed once.
 */
export function renderCache<K, V>(render: (key: K) => V, max = 128) {
  const results = new Map<K, V>()
  return (key: K) => {
    const cached = results.get(key)
    if (cached !== undefined) {
      results.delete(key)
      results.set(key, cached)
      return cached
    }
    const result = render(key)
    results.set(key, result)
    if (results.size > max) results.delete(results.keys().next().value!)
    return result
  }
}
