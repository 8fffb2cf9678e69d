import { expect, test } from 'vitest'
import { contentRoot } from '#content/load.ts'
import { loadSite } from '#content/site.ts'
import { PASSWORD_TOO_COMMON, passwordProblem } from './password-policy.ts'

/** The firm as content/ names it. */
const firm = loadSite(contentRoot())

const email = 'maria.lopez@example.com'

test('common passwords, and common ones dressed in digits and symbols, are refused', () => {
  for (const password of ['password1234', 'Password2026!', 'iloveyou1234', '  qwertyuiop  ', 'football12345'])
    expect(passwordProblem(password, { email, firm }), password).toBe(PASSWORD_TOO_COMMON)
})

test('repetitions and runs along the alphabet, the digits or the keyboard are refused', () => {
  for (const password of [
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    '123456789012',
    'abcdefghijklm',
    'zyxwvutsrqpo',
    '1212121212121212',
  ])
    expect(passwordProblem(password, { email, firm }), password).toBe(PASSWORD_TOO_COMMON)
})

test("the firm's name and the member's own address, dressed up, are refused", () => {
  for (const password of ['Northstar2026!!', 'northstar-admin-1', 'maria.lopez.2026', 'MariaLopez#99'])
    expect(passwordProblem(password, { email, firm }), password).toBe(PASSWORD_TOO_COMMON)
})

test('under 12 characters is refused; long unusual passwords in any script pass, with no composition rules', () => {
  expect(passwordProblem('short pass', { email, firm })).toBe('Use at least 12 characters.')
  for (const password of [
    'a long and unguessable passphrase',
    'copper lantern quietly folds',
    'tomato-violin-harbour',
    '8#4!9@2$7%1^x',
    'пароль для входа сюда',
    'northstar lantern in the fog',
  ])
    expect(passwordProblem(password, { email, firm }), password).toBeNull()
})
