import type { FieldChange } from '#contract/content.ts'

/** Every leaf of a value by its path: `hero.title`, `sections.2.items.0.title`. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()) {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, [])
    value.forEach((item, i) => leaves(item, path ? `${path}.${i}` : String(i), into))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into)
  } else {
    into.set(path, value)
  }
  return into
}

/** The fields that differ between two versions of a file, in the order they appear. */
export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before ?? {})
  const now = leaves(after ?? {})
  const paths = [...new Set([...old.keys(), ...now.keys()])]
  return paths
    .filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(now.get(path)))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }))
}
