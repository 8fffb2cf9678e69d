// What the rich-text editor holds, for a text with its rules (content/rich-text.ts): the TipTap
// extensions of exactly the constructs the text allows, and the Markdown it is stored as. The same
// extensions parse what is pasted, so a paste keeps what the text may hold and drops the rest
// (styles, fonts, scripts, comments, a heading level the page has no place for becomes the nearest
// it has). Pure: the browser's editor and the tests in Node share it.
import { Extension, type Extensions, getSchema, type JSONContent } from '@tiptap/core'
import type { ResolvedPos } from '@tiptap/pm/model'
import Bold from '@tiptap/extension-bold'
import Heading from '@tiptap/extension-heading'
import Image from '@tiptap/extension-image'
import Italic from '@tiptap/extension-italic'
import { ListItem, OrderedList } from '@tiptap/extension-list'
import Paragraph from '@tiptap/extension-paragraph'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { MarkdownManager } from '@tiptap/markdown'
import { decodeHTMLStrict } from 'entities'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedAddress } from '#content/addresses.ts'
import { createSiteMarked, LIST_DEPTH_AT_MOST, type RichTextRules } from '#content/rich-text.ts'
import { UPLOADS_PATH } from '#contract/admin-constants.ts'
import { thumbnailOf } from './library-picker.tsx'

type Level = RichTextRules['headings'][number]

/** The allowed level nearest to a pasted heading's: an h1 is the page's own, so the highest allowed. */
const nearestLevel = (levels: readonly Level[], level: number) =>
  levels.reduce((best, candidate) =>
    Math.abs(candidate - level) < Math.abs(best - level) ? candidate : best,
  )

/** A table written with nothing around it: the blank lines between blocks keep two tables apart. */
const SeparateTable = Table.extend({
  renderMarkdown(node, helpers, context) {
    return ((this.parent?.(node, helpers, context) as string | undefined) ?? '').trim()
  },
})

/** A heading of any level, as pasted, is one of the nearest level the text allows. */
const LeveledHeading = Heading.extend({
  // A heading's last "#" escaped: Markdown reads a run of them at the end as the heading's closing.
  renderMarkdown(node, helpers, context) {
    return ((this.parent?.(node, helpers, context) as string | undefined) ?? '').replace(/#(\s*)$/, '\\#$1')
  },
  parseHTML() {
    const levels = this.options.levels as Level[]
    return [
      ...[1, 2, 3, 4, 5, 6].map((level) => ({
        tag: `h${level}`,
        attrs: { level: nearestLevel(levels, level) },
      })),
      { tag: 'p[data-level]', getAttrs: (element) => ({ level: Number(element.dataset.level) }) },
    ]
  },
  // Shown as the page will show it, but not as a heading of the admin's own page, whose outline a
  // field's text would break (a subheading straight under the page's title).
  renderHTML({ node }) {
    return ['p', { 'data-level': node.attrs.level, class: `rich-text-h${node.attrs.level}` }, 0]
  },
})

/**
 * A paragraph whose lines start as Markdown starts a block ("- ", "1. ", "# ", a line of "="): the
 * mark escaped, so the words read back as words and not as a list or a heading.
 */
const WordsParagraph = Paragraph.extend({
  renderMarkdown(node, helpers, context) {
    const markdown = (this.parent?.(node, helpers, context) as string | undefined) ?? ''
    return markdown.replace(/^(?:[-+=#|>]|\d+(?=[.)]))/gm, (mark) =>
      /\d/.test(mark) ? `${mark}\\` : `\\${mark}`,
    )
  },
})

/**
 * A list item written as the site reads one: every line of its blocks indented to its words (the
 * lines after a line break too), and a blank line before a paragraph of its own, or before a
 * numbered list that starts at another number than 1 (without it, that list reads as words).
 */
const AlignedListItem = ListItem.extend({
  renderMarkdown(node, helpers, context) {
    const start = (context.meta?.parentAttrs as { start?: number } | undefined)?.start ?? 1
    const marker = context.parentType === 'orderedList' ? `${start + context.index}. ` : '- '
    const indented = (markdown: string) => markdown.replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`)
    const [first, ...others] = node.content ?? []
    if (!first) return marker.trimEnd()
    return others.reduce(
      (written, block, index) => {
        const apart =
          block.type === 'paragraph' || (block.type === 'orderedList' && (block.attrs?.start ?? 1) !== 1)
        const markdown = helpers.renderChild?.(block, index + 1) ?? helpers.renderChildren([block])
        return `${written}${apart ? '\n\n' : '\n'}${' '.repeat(marker.length)}${indented(markdown)}`
      },
      `${marker}${indented(helpers.renderChildren([first]))}`,
    )
  },
})

/**
 * A numbered list as the site reads and writes one: numbered with digits. TipTap's own reading
 * also takes "A) words" or "iv. words" for an item, which the site shows as words, and a list
 * pasted with letters would be stored with letters, which the site would show as words too.
 */
const NumberedList = OrderedList.extend({
  markdownTokenizer: null as never,
  // Its items read as a bulleted list's are: Markdown's own items, not TipTap's reading of them.
  parseMarkdown: (token, helpers) =>
    token.type === 'list' && token.ordered
      ? {
          type: 'orderedList',
          attrs: { start: token.start || 1 },
          content: helpers.parseChildren(token.items ?? []),
        }
      : [],
  addAttributes: () => ({
    start: { default: 1, parseHTML: (element) => Number(element.getAttribute('start') ?? 1) || 1 },
  }),
})

/** A picture's file in the library, from its address on the site or the admin's copy of it. */
function libraryAddress(src: string | null) {
  if (!src) return null
  const path = src.replace(/^https?:\/\/[^/]+/, '')
  const name = path.startsWith('/api/content/images/')
    ? path.slice('/api/content/images/'.length)
    : path.startsWith(UPLOADS_PATH)
      ? path.slice(UPLOADS_PATH.length).replace(/\.\d+w\.(avif|webp)$/, '')
      : null
  return name && /^[\w.-]+$/.test(name) && !name.includes('..') ? `${UPLOADS_PATH}${name}` : null
}

/** A picture of the media library: shown from the admin's copy, stored by its address on the site. */
const LibraryPicture = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const src = libraryAddress(element.getAttribute('src'))
          if (!src) return false
          const width = element.getAttribute('width')
          const height = element.getAttribute('height')
          const title = element.getAttribute('title')
          return {
            src,
            alt: element.getAttribute('alt') ?? '',
            title: title ?? (width && height ? `${width}x${height}` : null),
          }
        },
      },
    ]
  },
  renderMarkdown: (node) => {
    const { src, alt, title } = node.attrs as { src: string; alt: string | null; title: string | null }
    return `![${escapeWords(alt ?? '')}](${src}${title ? ` "${title}"` : ''})`
  },
  parseMarkdown: (token) => ({
    type: 'image',
    attrs: {
      src: token.href as string,
      // The parser keeps an alt text's escapes as they are written.
      alt: decodeHTMLStrict((token.text as string).replace(/\\([!-/:-@[-`{-~])/g, '$1')),
      title: (token.title as string | null) ?? null,
    },
  }),
  renderHTML({ HTMLAttributes }) {
    const { src, alt, title } = HTMLAttributes as { src: string; alt: string; title: string | null }
    const [width, height] = (title ?? '').split('x')
    return [
      'img',
      // Its size as the page gives it (a copy pasted elsewhere in the editor keeps it), no tooltip.
      { src: thumbnailOf(src), alt, width, height, class: 'h-auto max-w-full rounded-lg' },
    ]
  },
})

const listDepth = ($position: ResolvedPos) => {
  let depth = 0
  for (let level = $position.depth; level > 0; level--)
    if (['bulletList', 'orderedList'].includes($position.node(level).type.name)) depth++
  return depth
}

/** Tab moves an item into the list above it only while lists stay that shallow. */
const ShallowLists = Extension.create({
  name: 'shallowLists',
  priority: 1000,
  addKeyboardShortcuts() {
    return { Tab: ({ editor }) => listDepth(editor.state.selection.$from) >= LIST_DEPTH_AT_MOST }
  },
})

/** The editor's extensions for a text with `rules`. */
export function richTextExtensions(rules: RichTextRules): Extensions {
  const levels = rules.headings
  return [
    StarterKit.configure({
      heading: false,
      paragraph: false,
      bold: false,
      italic: false,
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      underline: false,
      listItem: false,
      orderedList: false,
      link: {
        openOnClick: false,
        autolink: false,
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isAllowedAddress(url),
        HTMLAttributes: { rel: null, target: null, class: null },
      },
    }),
    WordsParagraph,
    AlignedListItem,
    NumberedList,
    ShallowLists,
    // Reopened after a link as Markdown too (`[a **b**](/page)**c**`), never as HTML.
    Bold.extend({ markdownOptions: {} }),
    Italic.extend({ markdownOptions: {}, renderMarkdown: (node, h) => `_${h.renderChildren(node)}_` }),
    ...(levels.length === 0 ? [] : [LeveledHeading.configure({ levels: [...levels] })]),
    ...(rules.pictures ? [LibraryPicture] : []),
    ...(rules.tables
      ? [SeparateTable.configure({ resizable: false }), TableRow, TableHeader, TableCell]
      : []),
  ]
}

/**
 * Words as Markdown keeps them: the characters that would start a mark (`*`, `_`, `[`…) or HTML
 * (`<b`, `&amp;`) escaped, and nothing else, so the stored text reads as it was typed.
 */
const escapeWords = (text: string) =>
  text
    .replace(/[\\`[\]~]/g, '\\$&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?\w+;)/g, '\\&')
    // The marks' own characters as references: beside bold or italic, an escaped one can still
    // upset how the marks pair.
    .replace(/[*_]/g, (mark) => `&#${mark.codePointAt(0)};`)

/** Stands before a character that is written as a character reference (`&#102;`): see below. */
const AS_REFERENCE = '\u{F0000}'

const isPunctuation = (character: string | undefined) => !!character && /[\p{P}\p{S}]/u.test(character)
const isWordCharacter = (character: string | undefined) =>
  !!character && !isPunctuation(character) && !/\s/u.test(character)
const EMPHASIS = new Set(['bold', 'italic'])
const hasLink = (node: JSONContent) => !!node.marks?.some((mark) => mark.type === 'link')
const emphasisOf = (node: JSONContent | undefined) =>
  new Set((node?.marks ?? []).map((mark) => mark.type).filter((type) => EMPHASIS.has(type)))

/**
 * Markdown cannot close bold or italic between a punctuation mark and a letter (`**Q:**Answer`), nor
 * open one between a letter and a punctuation mark: the letter outside is then written as a
 * character reference (`**Q:**&#65;nswer`), which reads as the same letter.
 */
function withReferencesAtEmphasis(content: JSONContent[]): JSONContent[] {
  // Which texts have their first or last character written as a reference (`&#65;` starts with
  // "&" and ends with ";", both punctuation): a reference made at one edge changes the next.
  const firstReferenced = content.map(() => false)
  const lastReferenced = content.map(() => false)
  const characters = (node: JSONContent) => [...(node.text ?? '')]
  for (let changed = true; changed;) {
    changed = false
    for (let i = 0; i + 1 < content.length; i++) {
      const left = content[i]!
      const right = content[i + 1]!
      if (left.type !== 'text' || right.type !== 'text' || !left.text || !right.text) continue
      const before = emphasisOf(left)
      const after = emphasisOf(right)
      const closes = [...before].some((mark) => !after.has(mark))
      const opens = [...after].some((mark) => !before.has(mark))
      // A link that starts or ends here puts its bracket beside the mark: "*[words](/page)".
      const linkOpens = hasLink(right) && !hasLink(left)
      const linkCloses = hasLink(left) && !hasLink(right)
      const leftOne = characters(left).length === 1
      const rightOne = characters(right).length === 1
      const last = linkCloses
        ? ')'
        : lastReferenced[i] || (leftOne && firstReferenced[i])
          ? ';'
          : characters(left).at(-1)
      const first = linkOpens
        ? '['
        : firstReferenced[i + 1] || (rightOne && lastReferenced[i + 1])
          ? '&'
          : characters(right)[0]
      // Italic is written with "_", which opens and closes only beside a space or a punctuation mark.
      const italicCloses = before.has('italic') && !after.has('italic')
      const italicOpens = after.has('italic') && !before.has('italic')
      if (isWordCharacter(first) && ((closes && isPunctuation(last)) || italicCloses)) {
        firstReferenced[i + 1] = changed = true
      }
      if (isWordCharacter(last) && ((opens && isPunctuation(first)) || italicOpens)) {
        lastReferenced[i] = changed = true
      }
    }
  }
  return content.map((node, i) => {
    if (node.type !== 'text' || !node.text) return node
    const text = characters(node)
    if (lastReferenced[i] && !(text.length === 1 && firstReferenced[i])) text.splice(-1, 0, AS_REFERENCE)
    if (firstReferenced[i]) text.unshift(AS_REFERENCE)
    return { ...node, text: text.join('') }
  })
}

/** The document as it is written: empty blocks dropped, letters at emphasis marked (above). */
const isList = (node: JSONContent) => node.type === 'bulletList' || node.type === 'orderedList'

/** Two lists of one kind side by side are one list: Markdown cannot write them apart. */
function joinedLists(content: JSONContent[]): JSONContent[] {
  const joined: JSONContent[] = []
  for (const node of content) {
    const previous = joined.at(-1)
    if (previous && isList(node) && previous.type === node.type)
      joined[joined.length - 1] = {
        ...previous,
        content: [...(previous.content ?? []), ...(node.content ?? [])],
      }
    else joined.push(node)
  }
  return joined
}

function prepared(node: JSONContent): JSONContent {
  const content = node.content?.filter((child) => !isEmpty(child)).map(prepared)
  if (!content) return node
  const kept = joinedLists(content.filter((child) => !(child.content?.length === 0 && !isTextBlock(child))))
  return {
    ...node,
    content: kept.some((child) => child.type === 'text')
      ? withEmphasisClosedAtLinks(withReferencesAtEmphasis(kept))
      : kept,
  }
}

/** Stands between a link and its neighbour where bold or italic runs across: written as nothing. */
const MARK_BREAK = '\u{F0001}'
const linkOf = (node: JSONContent) =>
  node.marks?.find((mark) => mark.type === 'link')?.attrs?.href as string | undefined

/**
 * A link's words are marked apart from the words beside it in Markdown (`*a [b](/page)*` holds, but
 * italic that starts inside a link cannot end after it): where bold or italic runs across a link's
 * edge, it is closed there and opened again, by a break the writer sees and the text does not hold.
 */
function withEmphasisClosedAtLinks(content: JSONContent[]): JSONContent[] {
  return content.flatMap((node, i) => {
    const next = content[i + 1]
    if (!next || node.type !== 'text' || next.type !== 'text' || linkOf(node) === linkOf(next)) return [node]
    const shared = [...emphasisOf(node)].some((mark) => emphasisOf(next).has(mark))
    return shared ? [node, { type: 'text', text: MARK_BREAK }] : [node]
  })
}

/** Markdown to the editor's document and back, for a text with `rules`. */
export function richTextMarkdown(rules: RichTextRules) {
  const extensions = richTextExtensions(rules)
  const manager = new MarkdownManager({ extensions, marked: createSiteMarked() as never })
  // Words escaped as the site writes them (escapeWords), in place of the manager's HTML entities.
  Object.assign(manager, { encodeTextForMarkdown: escapeWords })
  return {
    extensions,
    schema: getSchema(extensions),
    toDoc: (markdown: string): JSONContent => manager.parse(markdown),
    toMarkdown: (doc: JSONContent): string =>
      manager
        .serialize(prepared(doc))
        .replace(/\u{F0000}(.)/gu, (_, character: string) => `&#${character.codePointAt(0)};`)
        .replaceAll(MARK_BREAK, '')
        .trim(),
  }
}

/** An empty paragraph (an Enter pressed twice): Markdown has no way to keep it, nor a page to show it. */
const isEmpty = (node: JSONContent) =>
  (node.type === 'paragraph' || node.type === 'heading') && !node.content?.length

const isTextBlock = (node: JSONContent) =>
  ['paragraph', 'heading', 'tableCell', 'tableHeader'].includes(node.type ?? '')
