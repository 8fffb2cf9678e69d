import { statSync } from 'node:fs'

/**
 * Which file a path names (its device and inode): a release links the files it did not change to the
 * live ones (scripts/linked-files.ts), so two paths with one identity hold the same bytes, unread.
 */
export function fileIdentity(path: string) {
  const { dev, ino } = statSync(path)
  return `${dev}:${ino}`
}

/** Whether two paths are one file. */
export const sameFile = (a: string, b: string) => fileIdentity(a) === fileIdentity(b)
