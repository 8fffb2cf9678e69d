/**
 * Options for a test or a suite of the full tier: it runs in `npm run test:all` (and CI), not in
 * `npm test` (docs/testing.md). `test('…', full, async () => …)`, `describe('…', full, () => …)`; a
 * whole file says so in its first line, `// @module-tag full`.
 */
export const full = { tags: ['full'] }
