import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { SEARCH_INDEX_PATH } from '#contract/search-constants.ts'
import { buildTestApp } from '#tests/support/test-app.ts'
import { readSearchIndex } from '#writer/search-index.ts'

test('the search index is sent compressed as the request accepts (brotli, else gzip), and as it is to one that accepts neither', async () => {
  const t = await buildTestApp()
  // The site a test app serves at first: the build `npm run build` made, its index in parts.
  const built = Buffer.from(JSON.stringify(readSearchIndex(t.config.buildDir)))
  expect(built.length).toBeGreaterThan(100_000)
  const get = (acceptEncoding?: string) =>
    t.app.inject({
      url: SEARCH_INDEX_PATH,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })
  const cases = [
    { accepts: 'br, gzip', encoding: 'br', decompress: brotliDecompressSync },
    { accepts: 'gzip, deflate, br, zstd', encoding: 'br', decompress: brotliDecompressSync },
    { accepts: 'gzip', encoding: 'gzip', decompress: gunzipSync },
  ]
  for (const { accepts, encoding, decompress } of cases) {
    // Twice: the first request makes the copy, the second is sent the one kept.
    for (const time of ['first', 'again']) {
      const label = `Accept-Encoding: ${accepts} (${time})`
      const response = await get(accepts)
      expect(response.statusCode, label).toBe(200)
      expect(response.headers['content-encoding'], label).toBe(encoding)
      expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8')
      expect(response.headers.vary, label).toMatch(/accept-encoding/i)
      expect(response.headers['cache-control'], label).toBe('public, max-age=3600')
      expect(Number(response.headers['content-length']), label).toBe(response.rawPayload.length)
      // Much smaller, and the same JSON once decompressed, byte for byte.
      expect(response.rawPayload.length, label).toBeLessThan(built.length / 3)
      expect(decompress(response.rawPayload).equals(built), label).toBe(true)
    }
  }
  for (const accepts of [undefined, 'identity']) {
    const response = await get(accepts)
    expect(response.statusCode, String(accepts)).toBe(200)
    expect(response.headers['content-encoding'], String(accepts)).toBeUndefined()
    expect(response.rawPayload.equals(built), String(accepts)).toBe(true)
  }
  const head = await t.app.inject({
    method: 'HEAD',
    url: SEARCH_INDEX_PATH,
    headers: { 'accept-encoding': 'br' },
  })
  expect(head.statusCode).toBe(200)
  expect(head.headers['content-encoding']).toBe('br')
  expect(head.body).toBe('')
})
