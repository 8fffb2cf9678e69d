// What stands in the way of taking a page down, and the content without it. Every place that uses the
// page must be left whole, and each says what lets it go:
// - a menu's link to it is taken out (with its column, if it was the last one), when the member asks;
// - a list that features it (a sector's insights, the home page's stories) loses that item, when the
//   member asks, unless its address is forwarded to an entry of the kind the list takes;
// - a link in a text is answered by forwarding its address to another page;
// - a place that holds one entry (the home page's news story), or a list that would be left too
//   short, is changed by a person first.
// The same check runs when a take-down is asked for, when one is set for a time, and when it fires.
import type { Content } from '#content/content.ts'
import { contentLinks } from '#content/links.ts'
import { USE_FIXES } from '#contract/admin-constants.ts'
import type { ContentUse } from '#contract/errors.ts'
import { fieldNameOf } from '#contract/field-names.ts'
import { InUseError } from '#server/lib/errors.ts'

type Fields = Record<string, unknown>
type MenuColumn = { heading: string; links: { href: string }[] }

/** The file of the menus, which a page taken down is taken out of. */
export const NAVIGATION = 'navigation.yaml'
const MENU_NAMES: Record<string, string> = { menu: 'The header menu', footer: 'The footer' }

/** Where the admin changes a content file. */
const editUrl = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

export type RemovalDeps = {
  /** The live content. */
  content: Content
  /** A content file's fields as they are live. */
  liveFields: (ref: string) => Promise<Fields>
  /** A content file's name, as the admin lists it. */
  nameOf: (ref: string) => Promise<string>
  /** Whether the content check would take these fields for a file. */
  passes: (ref: string, data: Fields) => boolean
  /** A text with the firm's facts in place of their tokens. */
  withFacts: (text: string) => string
}

/** The addresses that lead to `path` in the live content: its own, and its old ones (it was moved). */
function addressesOf(content: Content, path: string) {
  const { redirects } = content
  return new Set([path, ...Object.keys(redirects).filter((from) => redirects[from] === path)])
}

/** `data` without the items at `paths` (each a list's path and an item's place in it). */
function withoutItems(data: Fields, items: { list: (string | number)[]; index: number }[]) {
  const copy = structuredClone(data)
  // From the last item back, so that each place still names its item.
  for (const { list, index } of items.toSorted((a, b) => b.index - a.index)) {
    const found = list.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy)
    ;(found as unknown[]).splice(index, 1)
  }
  return copy
}

/** The list an item at `field` belongs to, nearest first: `slides.2.href` is item 3 of the slides. */
function listItemAt(field: (string | number)[]) {
  for (let i = field.length - 1; i > 0; i--) {
    const part = field[i]
    if (typeof part === 'number') return { list: field.slice(0, i), index: part }
  }
  return null
}

/**
 * The places that use the page at `path` (its entry's file `ref`), were it to go now with its
 * address forwarded to `redirectTo` (or not), and the changes that take it out of the menus and
 * the lists that feature it.
 */
export async function usesOf(
  { ref, path, redirectTo }: { ref: string; path: string; redirectTo: string | null },
  { content, liveFields, nameOf, passes, withFacts }: RemovalDeps,
) {
  const addresses = addressesOf(content, path)
  const leadsThere = (href: string) => addresses.has(withFacts(href).split(/[?#]/)[0]!)
  const uses: ContentUse[] = []
  const takenOut: { ref: string; data: Fields }[] = []

  // The menus: its links go, and a column left empty goes with them.
  const navigation = await liveFields(NAVIGATION)
  let inMenus = false
  const menus = Object.fromEntries(
    Object.entries(navigation).map(([menu, columns]) => [
      menu,
      (columns as MenuColumn[]).flatMap((column) => {
        const links = column.links.filter((link) => !leadsThere(link.href))
        if (links.length < column.links.length) {
          inMenus = true
          uses.push({
            name: MENU_NAMES[menu] ?? menu,
            editUrl: editUrl(NAVIGATION),
            where: `under “${column.heading}”`,
            fix: 'take-out',
          })
        }
        return links.length > 0 ? [{ ...column, links }] : []
      }),
    ]),
  )
  if (inMenus) takenOut.push({ ref: NAVIGATION, data: menus })

  // The lists that feature it, by file: forwarded to an entry they take, they follow it.
  const forwardedTo = (accepts: Content['featuring'][number]['accepts']) =>
    redirectTo !== null && accepts.some((name) => content.entryAt(name, redirectTo))
  const featured = content.featuring.filter(
    (place) => place.file !== ref && leadsThere(place.address) && !forwardedTo(place.accepts),
  )
  for (const file of new Set(featured.map((place) => place.file))) {
    const places = featured.filter((place) => place.file === file)
    const items = places.map(({ field }) => listItemAt(field))
    const whole = items.every((item) => item !== null)
    const data = whole ? withoutItems(await liveFields(file), items) : null
    const fix = data && passes(file, data) ? 'take-out' : 'edit'
    if (fix === 'take-out') takenOut.push({ ref: file, data: data! })
    for (const [i, { field }] of places.entries()) {
      const item = items[i]
      const where = item ? [...item.list, item.index] : field
      uses.push({
        name: await nameOf(file),
        editUrl: editUrl(file),
        where: fieldNameOf(where).join(' › '),
        fix,
      })
    }
  }

  // The links in texts and fields: a forwarding address answers them.
  if (redirectTo === null) {
    const counted = new Set([
      ref,
      'redirects.yaml',
      NAVIGATION,
      ...content.featuring.map(({ file, field }) => `${file}#${field.join('.')}`),
    ])
    for (const link of contentLinks(content.root, content.siteTokens)) {
      const file = link.file.replace(/^content\//, '')
      if (counted.has(file) || counted.has(`${file}#${link.field}`) || !leadsThere(link.href)) continue
      uses.push({
        name: await nameOf(file),
        editUrl: editUrl(file),
        where: link.field === 'body' ? 'its text' : fieldNameOf(link.field.split('.')).join(' › '),
        fix: 'redirect',
      })
    }
  }
  return { uses, takenOut }
}

/** Refuses, in words and with each place, a take-down that `uses` stand in the way of. */
export function refuseIfUsed(path: string, uses: ContentUse[], takeOut: boolean) {
  const standing = uses.filter((use) => use.fix !== 'take-out' || !takeOut)
  if (standing.length === 0) return
  const places = standing.map((use) => `“${use.name}” (${use.where})`).join(', ')
  const fixes = [...new Set(standing.map((use) => USE_FIXES[use.fix]))].join('; ')
  throw new InUseError(`Other places use ${path}: ${places}. To let it go, ${fixes}.`, standing)
}
