/** What two addresses of one page have in common: case and trailing slashes do not count. */
const canonicalKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'

/**
 * One rule for every page and alias: whatever its case and trailing slashes, an address that names a
 * page has the page's own URL as its canonical one (/careers/jobs/tech-001/ is
 * /careers/jobs/TECH-001), and an old or misspelt address (`redirects`) its page's.
 */
export function createCanonicalPaths(pagePaths: Iterable<string>, redirects: Record<string, string>) {
  const canonicalPaths = new Map<string, string>()
  for (const path of pagePaths) {
    const other = canonicalPaths.get(canonicalKey(path))
    if (other) throw new Error(`The pages ${other} and ${path} differ only in case.`)
    canonicalPaths.set(canonicalKey(path), path)
  }
  const redirectTargets = new Map(
    Object.entries(redirects).map(([from, to]) => [canonicalKey(from), to] as const),
  )
  /** The canonical URL of an address, if it names a page or an alias of one. */
  return (path: string): string | undefined => {
    const key = canonicalKey(path)
    return redirectTargets.get(key) ?? canonicalPaths.get(key)
  }
}
