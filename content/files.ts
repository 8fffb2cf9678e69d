// Every content file the site is built from, by its place in content/ (its `ref`): the single files
// and each collection's entries, with the schema that checks it and the tokens its texts may use.
// The build reads them through index.ts; the content editor (server/modules/content/) lists, checks
// and writes them through this table, so both hold a file to the same schema.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  CORE_SCHEMA,
  DEFAULT_SCALAR_STYLE_RULES,
  dump,
  SCALAR_STYLE,
  type DumpOptions,
  type ScalarLayout,
} from 'js-yaml'
import { z } from 'zod'
import {
  collectionNames,
  collections,
  paramsFor,
  pathInLanguage,
  urlFor,
  type CollectionName,
} from './collections.ts'
import { keptAddressProblem } from './listings.ts'
import { topLevelAddressProblem } from './pages.ts'
import {
  type ContentIssue,
  contentIssues,
  contentRoot,
  entryFiles,
  fillKey,
  readContentFile,
  TRANSLATED_ADDRESS,
  TRANSLATED_ADDRESS_FIELD,
  TRANSLATED_ADDRESS_RULE,
} from './load.ts'
import { fromParagraphList } from './rich-text.ts'
import {
  AboutSchema,
  CollectionIndexSchema,
  ContactSchema,
  HomeSchema,
  InsightsIndexSchema,
  LabelsSchema,
  NavigationSchema,
  NewsletterLinksSchema,
  RedirectsSchema,
  SearchPageSchema,
  ServicesSchema,
  SiteSchema,
  SiteTextsSchema,
} from './schemas.ts'
import { loadSite, SITE_TOKENS, type SiteTokens } from './site.ts'

type SingleFile = {
  label: string
  /** What it is for, in one line of the content editor's list. */
  purpose: string
  schema: z.ZodType
  /** The page a preview of it opens: its own, or the home page for a part of every page. */
  page?: string
  /**
   * It makes several pages in one folder (the newsletter's links): a translation's own address
   * names their folder (`lettre`: /fr/lettre/confirm, /fr/lettre/unsubscribe).
   */
  folderOfPages?: boolean
  /** Tokens left for the page to fill in (the search page's `{query}`). */
  kept?: readonly string[]
  /** The firm's identity itself: its texts use no tokens. */
  noTokens?: boolean
}

const collectionIndexFiles = Object.fromEntries(
  collectionNames.flatMap((name) => {
    const index = (collections[name] as { index?: { copy: string; path: string } }).index
    return index
      ? [
          [
            index.copy,
            {
              label: `${collections[name].label} (listing page)`,
              purpose: `The words of the page that lists the ${collections[name].label.toLowerCase()}.`,
              schema: CollectionIndexSchema,
              page: index.path,
            },
          ],
        ]
      : []
  }),
) as Record<string, SingleFile>

/** The files that are one page, or one part of the site, rather than an entry of a collection. */
export const singleFiles = {
  'site.yaml': {
    label: 'The firm: name, logo, address, contacts',
    purpose: 'The firm’s name, logo, address and contacts, used on every page and in every e-mail.',
    schema: SiteSchema,
    noTokens: true,
  },
  'home.yaml': {
    label: 'Home page',
    purpose: 'The first page visitors see: its hero and its bands.',
    page: '/',
    schema: HomeSchema,
  },
  'about.yaml': {
    label: 'About',
    purpose: 'Who the firm is: its story, values and people.',
    schema: AboutSchema,
    page: '/about',
  },
  'services.yaml': {
    label: 'Services',
    purpose: 'The page of all services, grouped by practice.',
    schema: ServicesSchema,
    page: '/services',
  },
  'contact.yaml': {
    label: 'Contact page',
    purpose: 'The contact form’s words, the offices and the reply time promised to visitors.',
    schema: ContactSchema,
    page: '/contact',
  },
  'indexes/insights.yaml': {
    label: 'Insights (listing page)',
    purpose: 'The words of /insights and the insights it features first.',
    schema: InsightsIndexSchema,
    // Each topic's archive fills in its name, and its count under the topic on /insights.
    kept: ['topic', 'count'],
    page: '/insights',
  },
  'search.yaml': {
    label: 'Search page',
    purpose: 'The words of the site search page.',
    schema: SearchPageSchema,
    kept: ['query', 'count'],
    page: '/search',
  },
  'navigation.yaml': {
    label: 'Navigation',
    purpose: 'The menu and the footer links of every page.',
    schema: NavigationSchema,
  },
  'labels.yaml': {
    label: 'Labels and buttons',
    purpose: 'Small words used across the site: buttons, dates, counts.',
    schema: LabelsSchema,
    kept: ['id', 'shown', 'total', 'title', 'page', 'network', 'number', 'count'],
  },
  'newsletter-links.yaml': {
    label: 'Newsletter link pages',
    purpose:
      'The words of the pages a newsletter’s links open (confirm, leave, preferences), its topics, and the weekly job alert.',
    schema: NewsletterLinksSchema,
    page: '/newsletter/preferences',
    folderOfPages: true,
    // The job alert's count and each vacancy's closing date are filled in as it is sent.
    kept: ['count', 'date'],
  },
  'redirects.yaml': {
    label: 'Redirects',
    purpose: 'Old addresses and the pages they now lead to.',
    schema: RedirectsSchema,
  },
  ...collectionIndexFiles,
} as const satisfies Record<string, SingleFile>

/** A single file's name in content/. */
export type SingleRef = keyof typeof singleFiles & string

/** What the single pages' texts may use beside the firm's facts (content/content.ts fills them in). */
export const PAGE_TOKENS = ['capabilityCount'] as const

/** A content file, as the editor knows it. */
export type ContentFile = (
  | { ref: string; kind: 'single'; label: string; spec: SingleFile }
  | {
      ref: string
      kind: 'entry'
      collection: CollectionName
      key: string
      /** Its page's address on the public site; null for a page search engines skip (a notice). */
      url: string | null
      /** Its page's address, listed or not (a translation's: the page it translates). */
      path: string
    }
) & {
  /** A translation's language, by its folder (`fr` for content/fr/…); none in the default language. */
  language?: string
}

const extensionOf = (name: CollectionName) => (collections[name].format === 'markdown' ? '.md' : '.yaml')

/**
 * The file at `ref`, or null when no single file or collection has such a file; `tokens` (the firm's
 * facts) fill in a file name such as `life-at-{slug}.yaml` to give its page's address. A file in the
 * folder of one of the `translations` (`fr/home.yaml`) is the translation of the file at its place
 * in the default language.
 */
export function contentFileAt(
  ref: string,
  tokens: SiteTokens,
  translations?: readonly string[],
): ContentFile | null {
  const [first, ...rest] = ref.split('/')
  const inLanguage = translations ? translations.includes(first!) : LANGUAGE_FOLDER.test(first!)
  if (rest.length > 0 && inLanguage) {
    const source = contentFileAt(rest.join('/'), tokens)
    if (!source) return null
    // A language's site.yaml holds the firm's words only; its facts are the default language's.
    if (source.kind === 'single' && source.ref === 'site.yaml') {
      const spec = { ...source.spec, schema: SiteTextsSchema, noTokens: false }
      return { ...source, ref, language: first, spec }
    }
    return { ...source, ref, language: first }
  }
  if (Object.hasOwn(singleFiles, ref)) {
    const spec = singleFiles[ref as SingleRef] as SingleFile
    return { ref, kind: 'single', label: spec.label, spec }
  }
  for (const collection of collectionNames) {
    const { folder, route, listed } = collections[collection]
    const extension = extensionOf(collection)
    if (!ref.startsWith(`${folder}/`) || !ref.endsWith(extension)) continue
    const name = ref.slice(folder.length + 1, -extension.length)
    if (!/^[a-z0-9{}A-Z-]+(\/[a-z0-9{}A-Z-]+)*$/.test(name)) return null
    const key = fillKey(name, tokens, `content/${ref}`)
    if (!paramsFor(route, key)) return null
    const path = urlFor(route, key)
    return { ref, kind: 'entry', collection, key, url: listed ? path : null, path }
  }
  return null
}

/**
 * The page a preview of the file opens: its own, or the home page for a part of every page. A
 * translation's, in its language, where its fields (`data`) put it.
 */
export function previewPathOf(file: ContentFile, data?: Record<string, unknown> | null) {
  const path = file.kind === 'entry' ? file.path : (file.spec.page ?? '/')
  if (!file.language) return path
  const own = data?.[TRANSLATED_ADDRESS_FIELD]
  const folder = file.kind === 'single' && !!file.spec.folderOfPages
  return pathInLanguage(`/${file.language}`, path, typeof own === 'string' ? own : null, folder)
}

/** The place of a new entry of `collection` whose key (its address's last part) is `key`. */
export const entryRef = (collection: CollectionName, key: string) =>
  `${collections[collection].folder}/${key}${extensionOf(collection)}`

/** A folder that holds a language's translations: its prefix, `fr` or `pt-br`. */
const LANGUAGE_FOLDER = /^[a-z]{2,3}(-[a-z]{2})?$/

/** The folders of the translations of the content in `root` (`fr`), as its site.yaml declares them. */
export const translationFolders = (root: string) =>
  loadSite(root)
    .languages.slice(1)
    .map(({ prefix }) => prefix.slice(1))

/**
 * Every content file in `root`: the single files, then each collection's entries; then each
 * language's translations, in the same order.
 */
export function contentFiles(root: string, tokens: SiteTokens): ContentFile[] {
  const translations = translationFolders(root)
  const inFolder = (folder: string) => {
    const singles = Object.keys(singleFiles)
      .map((ref) => (folder ? `${folder}/${ref}` : ref))
      .filter((ref) => existsSync(join(root, ref)))
    const entries = collectionNames.flatMap((collection) => {
      const at = join(folder, collections[collection].folder)
      if (folder && !existsSync(join(root, at))) return []
      return entryFiles(at, extensionOf(collection), root).map(({ file }) => file)
    })
    return [...singles, ...entries].map((ref) => contentFileAt(ref, tokens, translations)!)
  }
  return ['', ...translations].flatMap(inFolder)
}

/** A content file's fields as written: what the editor edits. */
export const readFields = (ref: string, root = contentRoot()) => readContentFile(ref, root)

/**
 * The tokens a file's texts may use, for checking them: the firm's facts as `facts` gives them (the
 * live site's: a text's length bound counts them as the build will), others by their names.
 */
function tokensOf(file: ContentFile, facts: Record<string, string> = {}) {
  if (file.kind === 'single' && file.spec.noTokens) return {}
  const names = file.kind === 'single' ? [...SITE_TOKENS, ...PAGE_TOKENS] : SITE_TOKENS
  return Object.fromEntries(names.map((name) => [name, facts[name] ?? name]))
}

/**
 * What is wrong with a file's fields, as the build would report it; none when it would build. A
 * translation may give its page an address of its own in its language (`translatedAddress`).
 */
export function fieldIssues(
  file: ContentFile,
  data: Record<string, unknown>,
  facts?: Record<string, string>,
): ContentIssue[] {
  if (file.language) {
    const { [TRANSLATED_ADDRESS_FIELD]: address, ...fields } = data
    const wrong = address !== undefined && (typeof address !== 'string' || !TRANSLATED_ADDRESS.test(address))
    return [
      ...(wrong ? [{ path: [TRANSLATED_ADDRESS_FIELD], message: TRANSLATED_ADDRESS_RULE }] : []),
      ...fieldIssues({ ...file, language: undefined }, fields, facts),
    ]
  }
  if (file.kind === 'single') {
    return contentIssues(file.spec.schema, data, {
      tokens: tokensOf(file, facts),
      kept: [...(file.spec.kept ?? [])],
    })
  }
  const spec = collections[file.collection]
  return contentIssues(spec.schema, data, {
    extra: { [spec.key]: file.key },
    tokens: tokensOf(file, facts),
    kept: [...(spec.kept ?? [])],
  })
}

/** What is wrong with an entry's address (its key, from its file's name), in words that follow "it"; null if nothing. */
export function keyProblem(file: ContentFile) {
  if (file.kind !== 'entry') return null
  const { key, route } = collections[file.collection]
  const issue = fieldIssues(file, {}).find(({ path }) => path[0] === key)
  if (issue) return issue.message
  // An address at the top level must not start where a section of the site or the server does, nor
  // any address where a listing keeps its pages.
  if (route.startsWith('/[')) return topLevelAddressProblem(file.key)
  return paramsFor(route, file.key) ? keptAddressProblem(urlFor(route, file.key)) : null
}

/** The schema a file's fields follow. */
export const schemaOf = (file: ContentFile): z.ZodType =>
  file.kind === 'single' ? file.spec.schema : collections[file.collection].schema

/** A key that starts as `---` or `...` does goes in quotes: at the start of a line it would end the document. */
function quoteMarkerKeys(layout: ScalarLayout) {
  if (
    layout.isKey &&
    layout.style === SCALAR_STYLE.PLAIN &&
    /^(?:---|\.\.\.)(?=$|\s)/.test(layout.node.value)
  ) {
    layout.style = SCALAR_STYLE.DOUBLE_QUOTED
  }
}

/** A text holding `"` but no `'` goes in single quotes, not in double ones with each `"` escaped. */
function singleQuoteDoubleQuotes(layout: ScalarLayout) {
  const { value } = layout.node
  const single = (layout.allowedStylesMask & (1 << SCALAR_STYLE.SINGLE_QUOTED)) !== 0
  if (layout.style === SCALAR_STYLE.DOUBLE_QUOTED && single && value.includes('"') && !value.includes("'")) {
    layout.style = SCALAR_STYLE.SINGLE_QUOTED
  }
}

const rules = DEFAULT_SCALAR_STYLE_RULES
/**
 * How the content files are written, so that a file saved unchanged keeps its text: YAML 1.2's core
 * schema (`2025-01-14` and `yes` stay unquoted: the loader reads them as texts), no line folded,
 * double quotes where a text needs quotes, a text of several lines as a `|` block, and no `&anchor`
 * for a value given twice. Not js-yaml's rule that quotes a text holding a tab or a no-break space:
 * such a text is written as it is, as it always was.
 */
export const YAML_WRITING: DumpOptions = {
  schema: CORE_SCHEMA,
  lineWidth: -1,
  quoteStyle: 'double',
  noRefs: true,
  scalarStyleRules: [
    quoteMarkerKeys,
    rules.applyQuoteFlowKeysOption,
    rules.doubleQuoteWhitespaceOnly,
    rules.applyForceQuotesOption,
    rules.tryLongOrMultilineAsBlock,
    rules.quoteInvalidPlain,
    singleQuoteDoubleQuotes,
    rules.fallbackToDoubleQuoted,
  ],
}

/** The text of a content file holding `data`: YAML, or a Markdown body under its YAML front matter. */
export function fileText(ref: string, data: Record<string, unknown>) {
  const yaml = (value: unknown) => dump(value, YAML_WRITING)
  if (!ref.endsWith('.md')) return yaml(data)
  const { body, ...front } = data
  return `---\n${yaml(front)}---\n\n${String(body ?? '').trim()}\n`
}

/** Writes a content file holding `data` into `root`. */
export function writeFields(ref: string, data: Record<string, unknown>, root: string) {
  const file = join(root, ref)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, fileText(ref, data))
}

type Fields = Record<string, unknown>

/**
 * `value` as the editor's form shows it: a formatted text kept in its older form, a list of
 * paragraphs (a draft or version saved before texts were formatted), as one text, the way the
 * build reads it.
 */
export function withFormattedTexts(schema: Fields, value: unknown): unknown {
  if (schema.control === 'rich-text') return fromParagraphList(value)
  if (Array.isArray(value)) {
    const items = schema.items as Fields | undefined
    return items ? value.map((item) => withFormattedTexts(items, item)) : value
  }
  if (value === null || typeof value !== 'object') return value
  // The fields of every shape the value may have (a section of any kind).
  const shapes = [schema, ...((schema.oneOf as Fields[]) ?? []), ...((schema.anyOf as Fields[]) ?? [])]
  const fieldSchema = (key: string) =>
    shapes.map((shape) => (shape.properties as Record<string, Fields> | undefined)?.[key]).find(Boolean)
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const fieldOf = fieldSchema(key)
      return [key, fieldOf ? withFormattedTexts(fieldOf, field) : field]
    }),
  )
}

/**
 * The JSON Schema of the fields the editor's form shows: the schema's, less the one the file's name
 * gives (its key). What the schema says a field is (`.meta({ control })`, `format: date`) the form reads.
 */
const formSchemas = new Map<string, Fields>()
export function formSchemaOf(file: ContentFile): Fields {
  const id = `${file.language ?? ''}:${file.kind === 'single' ? file.ref : file.collection}`
  const known = formSchemas.get(id)
  if (known) return known
  const json = z.toJSONSchema(schemaOf(file), { io: 'input', unrepresentable: 'any' }) as Fields
  // A translation's own address in its language.
  if (file.language && json.properties) {
    json.properties = {
      [TRANSLATED_ADDRESS_FIELD]: {
        type: 'string',
        pattern: TRANSLATED_ADDRESS.source,
        description:
          'Its address in this language, after the language’s part (secteurs/agriculture gives /fr/secteurs/agriculture); the original’s if left empty.',
      },
      ...(json.properties as Fields),
    }
  }
  if (file.kind === 'entry') {
    const key = collections[file.collection].key
    const strip = (node: Fields) => {
      const properties = node.properties as Fields | undefined
      if (properties) delete properties[key]
      if (Array.isArray(node.required)) node.required = node.required.filter((name) => name !== key)
      for (const option of [...((node.oneOf as Fields[]) ?? []), ...((node.anyOf as Fields[]) ?? [])])
        strip(option)
    }
    strip(json)
  }
  formSchemas.set(id, json)
  return json
}
