import { defineConfig } from 'vitest/config'

// Two tiers (docs/testing.md): `npm test` runs every test not tagged `full`, `npm run test:all` runs
// them all. The projects say how a test runs, the tag which tier it belongs to: a file whose first line
// is `// @module-tag full`, or a suite or test given the options `full` (tests/support/tiers.ts).
const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  environment: 'node' as const,
  tags: [
    {
      name: 'full',
      description:
        'only in `npm run test:all`: every page, every width, copies of the site, the HTML checker, details',
    },
  ],
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'integration',
          include: [
            'server/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
            'writer/**/*.test.ts',
            'tests/*.test.ts',
            'app/**/*.test.{ts,tsx}',
          ],
          testTimeout: 20_000,
          // Each test builds its own app on its own database and nothing is mocked, so the files can
          // share loaded modules: a file then starts in a fraction of a second instead of seconds.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A wait in the browser ends on its outcome: an island wakes when it is reached and loads
          // React then, which on a busy machine takes more than the one second polls get by default.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own production server and Chromium; the support modules (Playwright,
          // axe-core, sharp) are loaded once per worker, not once per file (a minute of a fast run).
          isolate: false,
        },
      },
    ],
  },
})
