import { defineConfig } from 'vitest/config'

const shared = { globalSetup: ['tests/support/global-setup.ts'], environment: 'node' as const }

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
          testTimeout: 20_000,
        },
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
