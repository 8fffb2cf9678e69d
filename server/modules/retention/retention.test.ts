import { expect, test } from 'vitest'
import { buildTestApp, databases, manualClock } from '#tests/support/test-app.ts'
import { createRetention, RETENTION } from './retention.ts'

test.each(databases)('personal data is deleted when its retention period ends (%s)', async (database) => {
  const clock = manualClock()
  const t = await buildTestApp({ database, now: clock })
  const at = (msAgo: number) => new Date(clock().getTime() - msAgo).toISOString()
  const day = 24 * 60 * 60 * 1000
  const message = (id: string, createdAt: string) => ({
    id,
    name: 'N',
    email: 'n@example.com',
    subject: 'S',
    message: 'M',
    status: 'unread' as const,
    adminReply: null,
    replyMailId: null,
    createdAt,
    repliedAt: null,
  })
  await t.app.db
    .insertInto('contactMessages')
    .values([message('old', at(RETENTION.contactMessages + day)), message('recent', at(day))])
    .execute()
  const subscriber = (id: string, status: 'pending' | 'unsubscribed' | 'confirmed', createdAt: string) => ({
    id,
    email: `${id}@example.com`,
    topic: 'general',
    status,
    confirmTokenHash: null,
    confirmTokenExpiresAt: null,
    unsubscribeTokenHash: `hash-${id}`,
    lastConfirmationSentAt: null,
    createdAt,
    confirmedAt: null,
    unsubscribedAt: status === 'unsubscribed' ? createdAt : null,
  })
  await t.app.db
    .insertInto('newsletterSubscribers')
    .values([
      subscriber('stale-pending', 'pending', at(31 * day)),
      subscriber('fresh-pending', 'pending', at(day)),
      subscriber('gone', 'unsubscribed', at(31 * day)),
      subscriber('loyal', 'confirmed', at(400 * day)),
    ])
    .execute()

  const deleted = await createRetention(t.app.db, clock).sweep()
  expect(deleted).toMatchObject({ messages: 1, subscribers: 2 })
  expect((await t.app.db.selectFrom('contactMessages').select('id').execute()).map((r) => r.id)).toEqual([
    'recent',
  ])
  const left = (await t.app.db.selectFrom('newsletterSubscribers').select('id').execute())
    .map((r) => r.id)
    .sort()
  expect(left).toEqual(['fresh-pending', 'loyal'])
})
