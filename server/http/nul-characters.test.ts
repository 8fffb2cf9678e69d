// A NUL character in a query or a path is refused in words: PostgreSQL can neither store nor compare
// one in text, and answered such a search 500. (In a body, each field refuses it in its own words.)
import { describe, expect, test } from 'vitest'
import { member } from '#tests/support/content-editor.ts'
import { buildTestApp, databases } from '#tests/support/test-app.ts'

describe.each(databases)('a NUL character on %s', (database) => {
  test('in a query or a path is answered 400 in words, never reaching the database', async () => {
    const t = await buildTestApp({ database })
    const headers = await member(t)
    const answers = [
      await t.app.inject({ url: '/api/subscribers?email=%00', headers }),
      await t.app.inject({ url: '/api/audit?actor=a%00b', headers }),
      await t.app.inject({ url: '/api/content/library/a%00.jpg/replace', method: 'POST', headers }),
    ]
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 'bad_request',
        error: 'The request holds a NUL character (U+0000), which no field takes.',
      })
    }
    await t.app.close()
  })
})
