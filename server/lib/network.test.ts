import { expect, test } from 'vitest'
import { clientNetwork } from './network.ts'

test('an IPv6 address counts as its /64, an IPv4 address as itself, however it is written', () => {
  expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
  expect(clientNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
  expect(clientNetwork('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64')
  expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7')
  expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7')
})
