import { expect, test } from 'vitest'
import { describeDevice } from './device.ts'

test('a session’s browser reads as its name, major version and system', () => {
  expect(
    describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Microsoft Edge 131 on Windows')
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari 17 on iOS')
  expect(
    describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'),
  ).toBe('Firefox 133 on macOS')
  // Nothing known: the string itself, or a word for none.
  expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0')
  expect(describeDevice('')).toBe('Unknown browser')
})
