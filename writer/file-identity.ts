import { statSync } from 'node:fs'

/**
 * Which file a path names (its device and inode): a release links the content files it did not
 * change to the live ones (server/modules/content/release-builder.ts), so two paths with one
 * identity hold the same bytes, unread.
 */
export function fileIdentity(path: string) {
  const { dev, ino } = statSync(path)
  return `${dev}:${ino}`
}

/** Whether two paths are one file. */
export const sameFile = (a: string, b: string) => fileIdentity(a) === fileIdentity(b)

/**
 * A file's identity and its version: an inode may be another file's once a folder is removed, and a
 * file written in place keeps its inode. Its size and modification time tell them apart.
 */
export function fileVersion(path: string) {
  const { dev, ino, size, mtimeNs } = statSync(path, { bigint: true })
  return `${dev}:${ino}:${size}:${mtimeNs}`
}
