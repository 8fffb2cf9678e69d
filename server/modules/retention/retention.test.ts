import { randomUUID } from 'node:crypto'
import { createAuditRepository } from '#server/modules/audit/audit.repository.ts'
import { createAuditLog } from '#server/modules/audit/audit.service.ts'
import { expect, test } from 'vitest'
import { buildTestApp, databases, manualClock } from '#tests/support/test-app.ts'
import { createMessagesRepository } from '#server/modules/contact/messages.repository.ts'
import { createNewsletterRepository } from '#server/modules/newsletter/newsletter.repository.ts'
import { createOutboxRepository } from '#server/modules/outbox/outbox.repository.ts'
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
    createdAt,
    repliedAt: null,
    archivedAt: null,
  })
  await t.app.db
    .insertInto('contactMessages')
    .values([message('old', at(RETENTION.contactMessages + day)), message('recent', at(day))])
    .execute()
  const subscriber = (id: string, status: 'pending' | 'unsubscribed' | 'confirmed', createdAt: string) => ({
    id,
    email: `${id}@example.com`,
    topic: 'insights',
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

  const mail = (id: string, status: 'queued' | 'sent' | 'failed', createdAt: string) => ({
    id,
    kind: 'contact-reply',
    recipient: 'n@example.com',
    payload: '{}',
    status,
    attempts: 1,
    nextAttemptAt: createdAt,
    lastError: null,
    createdAt,
    sentAt: status === 'sent' ? createdAt : null,
  })
  await t.app.db
    .insertInto('mailOutbox')
    .values([
      mail('sent-long-ago', 'sent', at(RETENTION.sentMail + day)),
      mail('sent-lately', 'sent', at(day)),
      mail('failed-long-ago', 'failed', at(RETENTION.sentMail + day)),
      // Mail still waiting to go out is never dropped, however old.
      mail('queued-long-ago', 'queued', at(RETENTION.sentMail + day)),
    ])
    .execute()

  const { db } = t.app
  // The audit log keeps its entries as long as AUDIT_LOG_DAYS says (here a year).
  const entry = (id: string, at: string) => ({ id, at, action: 'sign-in' })
  await db
    .insertInto('auditLog')
    .values([entry(randomUUID(), at(366 * day)), entry('kept-entry', at(364 * day))])
    .execute()
  const deleted = await createRetention({
    sweeps: {
      messages: createMessagesRepository(db).deleteReceivedBefore,
      mail: createOutboxRepository(db).deleteFinishedBefore,
      subscribers: createNewsletterRepository(db).deleteStale,
      auditEntries: createAuditLog({ repo: createAuditRepository(db), clock, keepMs: 365 * day }).sweep,
    },
    clock,
  }).sweep()
  expect(deleted).toEqual({ messages: 1, mail: 2, subscribers: 2, auditEntries: 1 })
  expect((await db.selectFrom('auditLog').select('id').execute()).map((r) => r.id)).toEqual(['kept-entry'])
  const mailLeft = (await db.selectFrom('mailOutbox').select('id').execute()).map((r) => r.id).sort()
  expect(mailLeft).toEqual(['queued-long-ago', 'sent-lately'])
  expect((await t.app.db.selectFrom('contactMessages').select('id').execute()).map((r) => r.id)).toEqual([
    'recent',
  ])
  const left = (await t.app.db.selectFrom('newsletterSubscribers').select('id').execute())
    .map((r) => r.id)
    .sort()
  expect(left).toEqual(['fresh-pending', 'loyal'])
})
