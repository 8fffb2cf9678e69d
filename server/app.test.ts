import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

// The test runner keeps each test's own app until that test ends: one test builds, the next looks.
describe('a closed app is let go: nothing global keeps it, or the pages it serves, in memory', () => {
  const apps: WeakRef<object>[] = []

  test('three apps serve pages and metrics, then close', async () => {
    for (let i = 0; i < 3; i++) {
      const t = await buildTestApp()
      expect((await t.app.inject({ url: '/' })).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200)
      apps.push(new WeakRef(t.app))
    }
  })

  test('none of them is left after a collection', async () => {
    // A closing app's timers and sockets may take a turn of the event loop to let go.
    await new Promise((resolve) => setTimeout(resolve, 200))
    collectGarbage()
    expect(apps.filter((app) => app.deref() !== undefined)).toHaveLength(0)
  })
})
