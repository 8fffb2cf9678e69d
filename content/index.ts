// The only access point to the content collections. Imported by route loaders, which run at build
// time, so page copy never lands in a shared client chunk. A broken entry fails the build.
import type { z } from 'zod'
import { home as rawHome } from './home.ts'
import { newsletterNotices, tokenActions } from './newsletter.ts'
import { HomeSchema, NoticePageSchema, SeoSchema } from './schemas.ts'

export class ContentError extends Error {}

function parseEntry<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    .join('\n')
  throw new ContentError(`Invalid content in ${file}:\n${problems}`)
}

const home = parseEntry(HomeSchema, rawHome, 'content/home.ts')
const notices = new Map(
  newsletterNotices.map((entry, i) => {
    const notice = parseEntry(NoticePageSchema, entry, `content/newsletter.ts (notice ${i + 1})`)
    return [notice.slug, notice] as const
  }),
)
for (const [name, action] of Object.entries(tokenActions)) {
  parseEntry(SeoSchema, action.seo, `content/newsletter.ts (tokenActions.${name})`)
}

export const getHome = () => home
export const getNewsletterNotice = (slug: string) => notices.get(slug) ?? null
export { tokenActions }

/** Every path written to static HTML at build time; also the sitemap's list. */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    ...[...notices.keys()].map((slug) => `/newsletter/${slug}`),
    '/404',
  ]
}
