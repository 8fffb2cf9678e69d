import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

test('defaults give SQLite in DATA_DIR and mail written to files', () => {
  const config = loadConfig({ DATA_DIR: '/srv/site-data' })
  expect(config.port).toBe(3000)
  expect(config.host).toBe('0.0.0.0')
  expect(config.db).toEqual({ dialect: 'sqlite', file: '/srv/site-data/site.db' })
  expect(config.mail.transport).toEqual({ kind: 'files', dir: '/srv/site-data/outbox' })
  expect(config.publicUrl).toBe('http://localhost:3000')
  expect(config.secureCookies).toBe(false)
})

test('DATABASE_URL and MAIL_URL switch to PostgreSQL and SMTP', () => {
  const config = loadConfig({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    MAIL_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: 'https://www.example.com/',
  })
  expect(config.db.dialect).toBe('postgres')
  expect(config.mail.transport).toEqual({ kind: 'smtp', url: 'smtp://mail.example.com:587' })
  expect(config.publicUrl).toBe('https://www.example.com')
  expect(config.secureCookies).toBe(true)
})

test.each([
  ['PORT', 'eighty'],
  ['PORT', '70000'],
  ['DATABASE_URL', 'mysql://localhost/site'],
  ['MAIL_URL', 'http://mail.example.com'],
  ['PUBLIC_URL', 'not a url'],
  ['CONTACT_NOTIFY_TO', 'nobody'],
  ['TRUST_PROXY', 'maybe'],
  ['LOG_LEVEL', 'loud'],
])('a bad %s stops start-up with a message naming it', (name, value) => {
  let error: unknown
  try {
    loadConfig({ [name]: value })
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(ConfigError)
  expect((error as ConfigError).message).toContain(`${name}:`)
  expect(Object.keys((error as ConfigError).fields)).toEqual([name])
})
