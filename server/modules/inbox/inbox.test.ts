import { describe, expect, test } from 'vitest'
import { REPLY_EMPTY } from '#contract/admin-constants.ts'
import { createAdmin, signIn } from '#tests/support/admin.ts'
import { freePort, startSmtpPeer, type SmtpPeer } from '#tests/support/smtp-peer.ts'
import { buildTestApp, databases, eventually, formOpenedFor } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

async function sendMessage(t: TestApp, n: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/send',
    remoteAddress: `198.51.100.${n}`,
    payload: {
      ...formOpenedFor(t.app),
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      subject: `Question ${n}`,
      message: `Message ${n}`,
    },
  })
  return response.json().id as string
}

describe.each(databases)('admin inbox on %s', (database) => {
  test('lists messages newest first with cursor pagination and a status filter', async () => {
    const t = await buildTestApp({ database })
    await createAdmin(t.app)
    const { cookie, headers } = await signIn(t.app)
    const ids: string[] = []
    for (let n = 1; n <= 5; n++) {
      ids.push(await sendMessage(t, n))
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/messages?${query}`, headers: { cookie } })

    const first = (await list('limit=2')).json()
    expect(first.items.map((m: { id: string }) => m.id)).toEqual([ids[4], ids[3]])
    expect(Object.keys(first.items[0]).sort()).toEqual(
      ['archived', 'createdAt', 'email', 'id', 'message', 'name', 'replies', 'status', 'subject'].sort(),
    )
    expect(first.unanswered).toBe(5)
    const second = (await list(`limit=2&cursor=${first.nextCursor}`)).json()
    expect(second.items.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]])
    const third = (await list(`limit=2&cursor=${second.nextCursor}`)).json()
    expect(third.items.map((m: { id: string }) => m.id)).toEqual([ids[0]])
    expect(third.nextCursor).toBeNull()

    await t.app.inject({
      method: 'POST',
      url: `/api/reply/${ids[2]}`,
      headers,
      payload: { reply: 'Thanks!' },
    })
    const replied = (await list('status=replied')).json()
    expect(replied.items.map((m: { id: string }) => m.id)).toEqual([ids[2]])
    expect((await list('status=unread')).json().items).toHaveLength(4)
    expect(replied.unanswered).toBe(4)

    // Archived: out of the inbox and its count, under Archived; brought back, in again.
    const archive = (id: string, archived: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/messages/${id}/archive`, headers, payload: { archived } })
    expect((await archive(ids[4]!, true)).statusCode).toBe(200)
    const inbox = (await list('')).json()
    expect([inbox.items.map((m: { id: string }) => m.id), inbox.unanswered]).toEqual([
      [ids[3], ids[2], ids[1], ids[0]],
      3,
    ])
    expect((await list('archived=true')).json().items).toMatchObject([{ id: ids[4], archived: true }])
    expect((await archive(ids[4]!, false)).statusCode).toBe(200)
    expect((await list('')).json().unanswered).toBe(4)
    expect((await archive(crypto.randomUUID(), true)).statusCode).toBe(404)
    expect((await list('cursor=garbage')).statusCode).toBe(400)
    expect((await list('status=deleted')).statusCode).toBe(400)
  })

  test('a reply is stored, marks the message replied and its e-mail reaches the sender once; a follow-up joins the conversation in order', async () => {
    const smtp = await startSmtpPeer()
    try {
      const t = await buildTestApp({ database, mailUrl: smtp.url })
      await createAdmin(t.app)
      const { cookie, headers } = await signIn(t.app)
      const id = await sendMessage(t, 7)
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/reply/${id}`,
        headers,
        payload: { reply: 'Happy to help. How about Tuesday at 10?' },
      })
      expect(reply.statusCode).toBe(200)

      const replies = () =>
        smtp.to('visitor7@example.com').filter((mail) => mail.subject === 'Re: Question 7')
      const mail = await eventually(() => replies()[0] ?? Promise.reject(new Error('none')))
      expect(mail.text).toContain('Happy to help. How about Tuesday at 10?')
      // The visitor's message is quoted below the reply, as a mail program quotes what it answers.
      expect(mail.text).toMatch(/On \d{1,2} \w+ \d{4}, you wrote:\n> Message 7$/)
      expect(mail.html).toContain('<blockquote')
      expect(mail.html).toContain('Message 7')

      const [item] = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).json()
        .items
      expect(item).toMatchObject({
        id,
        status: 'replied',
        replies: [{ text: 'Happy to help. How about Tuesday at 10?', authorEmail: 'admin@example.com' }],
      })
      await eventually(async () => {
        const [latest] = (
          await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })
        ).json().items
        expect(latest.replies[0].mail.status).toBe('sent')
      })

      // A follow-up: sent once, after the first in the conversation.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/reply/${id}`,
        headers,
        payload: { reply: 'Or Wednesday at 9, if that suits you better.\nAda, for the team' },
      })
      expect(again.statusCode).toBe(200)
      await eventually(() => expect(replies()).toHaveLength(2))
      expect(replies()[1]!.text).toContain('Or Wednesday at 9, if that suits you better.\nAda, for the team')
      // A line break the writer typed stays one in the mail's HTML too.
      expect(replies()[1]!.html).toContain('if that suits you better.<br>Ada, for the team')
      const [conversation] = (
        await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })
      ).json().items
      expect(conversation.replies.map((reply: { text: string }) => reply.text)).toEqual([
        'Happy to help. How about Tuesday at 10?',
        'Or Wednesday at 9, if that suits you better.\nAda, for the team',
      ])
    } finally {
      await smtp.close()
    }
  })

  test('a blank reply is refused with "Reply cannot be empty" and changes nothing; an unknown id is 404', async () => {
    const t = await buildTestApp({ database })
    await createAdmin(t.app)
    const { headers } = await signIn(t.app)
    const id = await sendMessage(t, 8)
    for (const payload of [{ reply: '   ' }, { reply: '' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/reply/${id}`, headers, payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(REPLY_EMPTY)
    }
    const row = await t.app.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('unread')
    // Only the message's own mail is queued (the owner's notice, the visitor's acknowledgement): no reply.
    const kinds = (await t.app.db.selectFrom('mailOutbox').select('kind').execute()).map(({ kind }) => kind)
    expect(kinds.toSorted()).toEqual(['contact-acknowledgement', 'contact-notification'])
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/reply/${crypto.randomUUID()}`,
      headers,
      payload: { reply: 'Hi' },
    })
    expect(missing.statusCode).toBe(404)
  })

  test('ids and page cursors that are not UUIDs (a NUL byte, a path) are a 400, never a 500', async () => {
    const t = await buildTestApp({ database })
    await createAdmin(t.app)
    const { headers } = await signIn(t.app)
    const nul = Buffer.from(`${new Date().toISOString()}|a\u0000b`).toString('base64url')
    const cases = [
      { method: 'POST', url: '/api/reply/a%00b', payload: { reply: 'Hi' } },
      { method: 'POST', url: '/api/reply/no-such-id', payload: { reply: 'Hi' } },
      { method: 'POST', url: '/api/mail/a%00b/retry' },
      { method: 'GET', url: `/api/messages?cursor=${nul}` },
    ] as const
    for (const { method, url, ...rest } of cases) {
      const response = await t.app.inject({ method, url, headers, ...rest })
      expect(response.statusCode, url).toBe(400)
    }
  })
})

test('a stranger is refused for want of a session whatever the id, an over-long one included', async () => {
  const t = await buildTestApp()
  for (const id of ['a%00b', 'x'.repeat(3000), crypto.randomUUID()]) {
    const response = await t.app.inject({ method: 'POST', url: `/api/reply/${id}`, payload: { reply: 'Hi' } })
    expect(response.statusCode, id.slice(0, 20)).toBe(401)
  }
})

test('a failed reply e-mail shows its reason, and a retry sends it once the SMTP peer is up', async () => {
  const port = await freePort()
  const t = await buildTestApp({ mailUrl: `smtp://127.0.0.1:${port}` })
  await createAdmin(t.app)
  const { cookie, headers } = await signIn(t.app)
  const id = await sendMessage(t, 9)
  await t.app.inject({
    method: 'POST',
    url: `/api/reply/${id}`,
    headers,
    payload: { reply: 'We will call you.' },
  })
  const { mailId } = await t.app.db
    .selectFrom('contactReplies')
    .select('mailId')
    .where('messageId', '=', id)
    .executeTakeFirstOrThrow()
  await eventually(async () => {
    const row = await t.app.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBeGreaterThan(0)
  })
  // Give up on it as the worker would after its last attempt.
  await t.app.db.updateTable('mailOutbox').set({ status: 'failed' }).where('id', '=', mailId).execute()
  const [item] = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).json()
    .items
  expect(item.replies[0].mail).toMatchObject({ id: mailId, status: 'failed' })
  expect(item.replies[0].mail.lastError).toMatch(/ECONNREFUSED|connect/i)

  let smtp: SmtpPeer | undefined
  try {
    smtp = await startSmtpPeer(port)
    const peer = smtp
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/mail/${mailId}/retry`,
      headers,
      payload: {},
    })
    expect(retry.statusCode).toBe(200)
    await eventually(() => expect(peer.to('visitor9@example.com')).toHaveLength(1), { timeout: 10_000 })
  } finally {
    await smtp?.close()
  }
})
