import { test, type TestOptions } from 'vitest'

/**
 * Options for a test or a suite of the full tier: it runs in `npm run test:all` (and CI), not in
 * `npm test` (docs/testing.md). `test('…', full, async () => …)`, `describe('…', full, () => …)`; a
 * whole file says so in its first line, `// @module-tag full`.
 */
export const full = { tags: ['full'] }

/**
 * A journey at two widths: the fast tier walks it once, at the first; the full tier at both. The name
 * takes the width with `%i`.
 */
export function atWidths(
  [fast, fullOnly]: [number, number],
  name: string,
  options: TestOptions,
  journey: (width: number) => Promise<void>,
) {
  test.for([fast])(name, options, journey)
  test.for([fullOnly])(name, { ...options, tags: [...(options.tags ?? []), 'full'] }, journey)
}
