import { expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'

test('a page revalidates on every visit and comes compressed as the browser accepts', async () => {
  const t = await buildTestApp()
  const home = (encoding?: string) =>
    t.app.inject({ method: 'GET', url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} })
  const br = await home('br, gzip')
  expect(br.headers['cache-control']).toBe('no-cache')
  expect(br.headers.vary).toContain('accept-encoding')
  expect(br.headers['content-encoding']).toBe('br')
  expect((await home('gzip')).headers['content-encoding']).toBe('gzip')
  const plain = await home()
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body).toContain('</html>')
})
