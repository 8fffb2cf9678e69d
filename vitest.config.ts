import { configDefaults, defineConfig } from 'vitest/config'

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

/**
 * The tests that publish from the content editor, a review or a schedule: each publish builds the whole site. They run each
 * file in a process of its own, not in the shared one: a closed app keeps its pages in memory (about
 * 16 MB each, a known leak), and dozens of publishing apps filled the shared process's heap.
 */
const PUBLISHING = [
  'server/modules/content/content.test.ts',
  'server/modules/content/publish.test.ts',
  'server/modules/content/every-kind.test.ts',
  'server/modules/content/library.test.ts',
  'server/modules/reviews/reviews.test.ts',
  'server/modules/schedules/schedules.test.ts',
  'tests/content-crash.test.ts',
]

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
            'tests/*.test.ts',
            'app/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...PUBLISHING],
          testTimeout: 20_000,
          // Each test builds its own app on its own database and nothing is mocked, so the files can
          // share loaded modules: a file then starts in a fraction of a second instead of seconds.
          isolate: false,
        },
      },
      {
        test: { ...shared, name: 'publishing', include: PUBLISHING, testTimeout: 20_000 },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One production server and one browser per file; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
})
