import Bowser from 'bowser'

/**
 * A browser's User-Agent in words a member recognises among their sessions: "Chrome 156 on Linux",
 * "Safari 17 on iOS"; the raw string when it names no known browser.
 */
export function describeDevice(userAgent: string) {
  if (!userAgent.trim()) return 'Unknown browser'
  const { browser, os } = Bowser.parse(userAgent)
  if (!browser.name) return userAgent
  const major = browser.version?.split('.')[0]
  const name = major ? `${browser.name} ${major}` : browser.name
  return os.name ? `${name} on ${os.name}` : name
}
