// Reads content files (YAML, or Markdown with a YAML front matter) and validates them with zod. A
// broken file fails the build with its name, the line and the field: `content/x.yaml:12: hero.title: …`.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import {
  CORE_SCHEMA,
  EVENT_ID,
  getScalarValue,
  load as loadYaml,
  loadAll,
  parseEvents,
  SCALAR_STYLE,
  YAMLException,
  type Event,
} from 'js-yaml'
import type { z } from 'zod'

export class ContentError extends Error {}

/**
 * The content folder: `content/` in the project root (builds, tests and the server run there), not
 * relative to this module, because the prerender step bundles it elsewhere. A publish from the
 * content editor builds from a folder of its own, named by CONTENT_DIR (server/modules/content/).
 */
export const contentRoot = () => resolve(process.env.CONTENT_DIR ?? 'content')

/** A file's values, and the line each of them starts on. */
type ParsedFile = { data: Record<string, unknown>; lineOf: (path: PropertyKey[]) => number }

/** The YAML lines between two `---` lines that a Markdown content file starts with. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

function parseYaml(text: string, file: string, firstLine = 1): ParsedFile {
  const data = yamlValues(text, file, firstLine)
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(`${file}:${firstLine}: must be a set of "field: value" lines`)
  }
  // Where each field starts, read only when a line is asked for: most files are loaded without one.
  let places: { root: YamlNode | undefined; lineAt: (offset: number) => number } | undefined
  // The deepest part of the path that is in the file: a missing field is reported where its parent is.
  const lineOf = (path: PropertyKey[]) => {
    places ??= { root: yamlTree(text), lineAt: lineCounter(text, firstLine) }
    const nodes = [places.root]
    for (const key of path) nodes.push(nodes.at(-1)?.children?.get(String(key)))
    for (let depth = path.length; depth > 0; depth--) {
      const node = nodes[depth]
      if (node) return places.lineAt(node.start)
    }
    return firstLine
  }
  return { data: data as Record<string, unknown>, lineOf }
}

/**
 * How the content files are read: YAML 1.2's core schema (`yes`, `0b1` and `2025-01-14` are texts,
 * `<<` an ordinary key). A field given twice in one part is refused, as js-yaml does by default.
 */
const YAML_READING = { schema: CORE_SCHEMA }

/**
 * A YAML text's values: `{}` for a text with none (empty, or only comments). A mistake in it is
 * thrown as a ContentError saying where and what, counting lines from `firstLine`.
 */
export function yamlValues(text: string, file: string, firstLine = 1): unknown {
  try {
    return loadYaml(text, YAML_READING) ?? {}
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    // Refused for holding no document at all, rather than for a mistake.
    if (!error.mark && loadAll(text, YAML_READING).length === 0) return {}
    throw new ContentError(yamlProblem(error, text, file, firstLine))
  }
}

/** A node of a YAML text: the offset it starts at, and its children by key (or index, in a list). */
export type YamlNode = { start: number; children?: Map<string, YamlNode> }

/**
 * A document, list or mapping being read: where its last node started, how many items it has had;
 * a mapping's next node is a key while `key` is undefined (null for a key that is not a text).
 */
type Open = { node?: YamlNode; isMap?: boolean; key?: string | null; last: number; items: number }

/**
 * The nodes of a YAML text that js-yaml reads without a mistake, from its parse events (which give
 * offsets, where its values give none): the root, undefined for an empty text. A key that is itself
 * a list or a mapping is left out, with its value.
 */
export function yamlTree(text: string): YamlNode | undefined {
  let root: YamlNode | undefined
  const open: Open[] = []
  for (const event of parseEvents(text, {})) {
    if (event.type === EVENT_ID.POP) {
      open.pop()
      continue
    }
    if (event.type === EVENT_ID.DOCUMENT) {
      open.push({ last: 0, items: 0 })
      continue
    }
    const parent = open.at(-1)!
    const node: YamlNode = { start: startOf(event) }
    if (node.start < 0) node.start = emptyNodeStart(text, parent)
    if (!parent.node) {
      root ??= node
    } else if (!parent.isMap) {
      parent.node.children!.set(String(parent.items++), node)
    } else if (parent.key === undefined) {
      parent.key = event.type === EVENT_ID.SCALAR ? getScalarValue(text, event) : null
    } else {
      if (parent.key !== null) parent.node.children!.set(parent.key, node)
      parent.key = undefined
    }
    parent.last = node.start
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) {
      node.children = new Map()
      open.push({ node, isMap: event.type === EVENT_ID.MAPPING, last: node.start, items: 0 })
    }
  }
  return root
}

/**
 * Where an empty value starts, which has no offset of its own: on its key's line, or at its "-" in a
 * list (the first at the list's column after the item before it).
 */
function emptyNodeStart(text: string, parent: Open) {
  if (!parent.node || parent.isMap || parent.items === 0) return parent.last
  const listStart = parent.node.start
  const column = listStart - text.lastIndexOf('\n', listStart - 1) - 1
  for (let end = text.indexOf('\n', parent.last); end !== -1; end = text.indexOf('\n', end + 1)) {
    const dash = end + 1 + column
    if (text[dash] === '-' && text.slice(end + 1, dash).trim() === '') return dash
  }
  return parent.last
}

/** Where a node starts (-1 for an empty one): a block text (`|`, `>`) on its header's line, an alias at its `*`. */
function startOf(event: Exclude<Event, { type: typeof EVENT_ID.DOCUMENT | typeof EVENT_ID.POP }>) {
  switch (event.type) {
    case EVENT_ID.SCALAR:
      // The text itself starts on the line after its header.
      return event.valueStart >= 0 &&
        (event.style === SCALAR_STYLE.LITERAL_BLOCK || event.style === SCALAR_STYLE.FOLDED_BLOCK)
        ? event.valueStart - 1
        : event.valueStart
    case EVENT_ID.ALIAS:
      return event.anchorStart - 1
    default:
      return event.start
  }
}

/** The line of each offset of `text`, counting its first line as `firstLine`. */
export function lineCounter(text: string, firstLine = 1) {
  const starts = [0]
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1)
  return (offset: number) => {
    let [low, high] = [0, starts.length - 1]
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low + firstLine
  }
}

/** What js-yaml says of a mistake, in the terms of someone who keeps the indentation by eye (by its words). */
const YAML_HINTS: Record<string, string> = {
  'bad indentation of a mapping entry':
    'the fields of one part must start in the same column (two spaces per level)',
  'bad indentation of a sequence entry':
    'the items of one list must start in the same column, each with "- "',
  'can not read a block mapping entry; a multiline key may not be an implicit key':
    'a line is out of step with the lines around it: check its indentation and its ":"',
  'end of the stream or a document separator is expected':
    'a line is out of step with the lines around it: check its indentation and its ":"',
  'deficient indentation':
    "a line is out of step with the value above it: check its indentation, and that the value's quotes or brackets are closed",
  'duplicated mapping key': 'a field is given twice in the same part: keep one of them',
  'tab characters must not be used in indentation': 'indent with spaces, not tabs',
  'unexpected end of the stream within a double quoted scalar': 'a value\'s opening " has no closing "',
  'unexpected end of the stream within a single quoted scalar': "a value's opening ' has no closing '",
  'unexpected end of the stream within a flow collection': 'a [ or { has no closing ] or }',
  'expected a single document in the stream, but found more':
    'a line "---" or "..." in the file starts a second set of fields',
}
/** Bad indentation found after the start of a line: what ends there was read as a field's ":". */
const MID_LINE_HINT =
  'a line is indented further than the field above it, or a value holds ": " (put such a value in double quotes)'

/**
 * A whole message for a YAML mistake: the file and line, what is wrong, and the lines around it with
 * a mark under the place (js-yaml's own excerpt counts lines from the front matter, not the file).
 */
function yamlProblem(error: YAMLException, text: string, file: string, firstLine: number) {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/)
  // js-yaml counts lines and columns from 0; a mistake found at the end of the text is at its last line.
  let [line, col] = error.mark ? [error.mark.line + 1, error.mark.column + 1] : [1, 0]
  if (line > lines.length) [line, col] = [lines.length, lines.at(-1)!.length + 1]
  const midLine = error.reason.startsWith('bad indentation') && /\S/.test(lines[line - 1]!.slice(0, col - 1))
  const hint = midLine ? MID_LINE_HINT : YAML_HINTS[error.reason]
  const shown: string[] = []
  for (let at = Math.max(1, line - 1); col > 0 && at <= Math.min(lines.length, line + 1); at++) {
    shown.push(`${String(at + firstLine - 1).padStart(5)} | ${lines[at - 1]}`)
    if (at === line) shown.push(`${' '.repeat(5)} | ${' '.repeat(col - 1)}^`)
  }
  return [
    `${file}:${line + firstLine - 1}: not valid YAML: ${error.reason}${hint ? `; ${hint}` : ''}`,
    ...shown,
  ].join('\n')
}

/** A Markdown file: its front matter's values, and the text after it as `body`. */
function parseMarkdown(text: string, file: string): ParsedFile {
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new ContentError(`${file}:1: must start with a front matter between two "---" lines`)
  const parsed = parseYaml(match[1]!, file, 2)
  const bodyLine = match[0].split('\n').length
  const body = text.slice(match[0].length).trim()
  return {
    data: { ...parsed.data, body },
    lineOf: (path) => (path[0] === 'body' ? bodyLine : parsed.lineOf(path)),
  }
}

/** A word in braces that a content text uses in place of one of the firm's facts: `{shortName}`. */
const TOKEN = /\{([A-Za-z]+)\}/g

/** Puts the firm's facts in place of their tokens in every text of `value`; an unknown token is an error. */
function fillTokens(value: unknown, tokens: Record<string, string>, kept: string[]) {
  const unknown: { path: PropertyKey[]; token: string }[] = []
  const fill = (item: unknown, at: PropertyKey[]): unknown => {
    if (typeof item === 'string') {
      return item.replace(TOKEN, (whole, name: string) => {
        if (name in tokens) return tokens[name]!
        if (kept.includes(name)) return whole
        unknown.push({ path: at, token: whole })
        return whole
      })
    }
    if (Array.isArray(item)) return item.map((child, i) => fill(child, [...at, i]))
    if (isRecord(item)) {
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => [fill(key, at) as string, fill(child, [...at, key])]),
      )
    }
    return item
  }
  return { value: fill(value, []), unknown }
}

const knownTokens = (tokens: Record<string, string>) =>
  Object.keys(tokens)
    .map((name) => `{${name}}`)
    .join(', ') || 'none'

/**
 * An entry's key (its file's path in the folder) with the firm's facts in place of their tokens:
 * `life-at-{slug}` is `life-at-northstar`, so the page's address follows the firm's name.
 */
export function fillKey(key: string, tokens: Record<string, string>, where: string) {
  return key.replace(TOKEN, (whole, name: string) => {
    if (name in tokens) return tokens[name]!
    throw new ContentError(
      `${where}: ${whole} in its name is not a known placeholder (known: ${knownTokens(tokens)})`,
    )
  })
}

type LoadOptions = {
  /** Fields that the file's place sets (its key, from its name); the file may not set them itself. */
  extra?: Record<string, unknown>
  /** The values of the tokens its texts may use, like `{shortName}`. */
  tokens?: Record<string, string>
  /** Tokens left as they are, for the page to fill in (the search page's `{query}`). */
  kept?: string[]
  root?: string
  /** A translation (content/<prefix>/…): it may give its page's own address in its language, `translatedAddress`. */
  translation?: boolean
}

/** A translation's address in its language, without the language's prefix (`secteurs/agriculture`). */
export const TRANSLATED_ADDRESS = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/
/** What a translation's `address` must be, in the editor's words. */
export const TRANSLATED_ADDRESS_RULE =
  'must be lowercase words joined by hyphens, a / between parts, like secteurs/agriculture'
const translatedAddresses = new WeakMap<object, string>()
/** The field of a translation that gives its page its own address in its language. */
export const TRANSLATED_ADDRESS_FIELD = 'translatedAddress'

/** The address a translation gives its page (`translatedAddress:`), or null where it keeps its source's. */
export const translatedAddressOf = (value: object) => translatedAddresses.get(value) ?? null

/** A content file's fields as written (tokens unfilled): its YAML, or a Markdown file's front matter and `body`. */
export function readContentFile(file: string, root = contentRoot()) {
  const text = readFileSync(join(root, file), 'utf8')
  const where = `content/${file}`
  return (file.endsWith('.md') ? parseMarkdown(text, where) : parseYaml(text, where)).data
}

/** A field of a content file that is not right, and what the build says of it. */
export type ContentIssue = { path: PropertyKey[]; message: string }

/**
 * What is wrong with a content file's fields, in the words the build uses, without throwing: for the
 * content editor, which shows each beside its field. `extra` and the tokens are as for `loadFile`.
 */
export function contentIssues(
  schema: z.ZodType,
  data: Record<string, unknown>,
  { extra = {}, tokens = {}, kept = [] }: Omit<LoadOptions, 'root'> = {},
): ContentIssue[] {
  const setByPlace = Object.keys(extra)
    .filter((field) => field in data)
    .map((field) => ({ path: [field], message: "remove it; the file's name and folder give it" }))
  const filled = fillTokens(data, tokens, kept)
  const unknownTokens = filled.unknown.map(({ path, token }) => ({
    path,
    message: `${token} is not a known placeholder (known: ${knownTokens(tokens)})`,
  }))
  const value = { ...(filled.value as object), ...extra }
  return [...setByPlace, ...unknownTokens, ...checked(schema, value).issues]
}

/** The schema's complaints about `value`, and the fields it does not name; its parsed value if none. */
function checked<S extends z.ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value)
  const issues: ContentIssue[] = [
    ...unknownFields(schema, value).map((path) => ({ path, message: 'not a field here (misspelt?)' })),
    ...(result.success ? [] : result.error.issues),
  ]
  return { issues, data: result.data }
}

/**
 * The values of files already checked, by schema and by what they were made of (the file's place, a
 * digest of its text, and what filled it in). A release's folder is the live one with a few files
 * changed: loading it checks only those. Values are shared between loads, so they are never changed
 * once made. Each value is kept by its text and by its file (device, inode, size and modification
 * time), which a linked file shares. Keyed by digests, not texts: at 10,000 entries the texts as
 * keys were a hundred MB in every thread that loads content.
 */
const checkedFiles = new Map<z.ZodType, Map<string, { value: unknown; load: number }>>()

/** The content folders loaded so far: a value no load of the last few used is forgotten. */
let loads = 0

/**
 * Starts a content folder's load: the values the last `kept` loads did not use are forgotten (a
 * change to the firm's facts makes every value new; at 10,000 entries a site's values are 150 MB).
 */
export function startLoad(kept: number) {
  loads++
  forgetValuesUnusedSince(loads - kept + 1)
  return loads
}

/** Forgets the values that no load since the `since`th (as `startLoad` numbers them) used. */
export function forgetValuesUnusedSince(since: number) {
  for (const known of checkedFiles.values())
    for (const [key, { load }] of known) if (load < since) known.delete(key)
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

/** What fills a file in, as a key: the tokens of a load are one object for all its files. */
const fillingKeys = new WeakMap<object, string>()
function fillingKey({ extra = {}, tokens = {}, kept = [], translation = false }: LoadOptions) {
  let tokensKey = fillingKeys.get(tokens)
  if (tokensKey === undefined) fillingKeys.set(tokens, (tokensKey = digest(JSON.stringify(tokens))))
  return JSON.stringify([extra, tokensKey, kept, translation])
}

/** Parses a content file and validates it against `schema` (once for the same text and tokens). */
export function loadFile<S extends z.ZodType>(
  schema: S,
  file: string,
  options: LoadOptions = {},
): z.output<S> {
  const { extra = {}, tokens = {}, kept = [], root = contentRoot(), translation = false } = options
  let known = checkedFiles.get(schema)
  if (!known) checkedFiles.set(schema, (known = new Map()))
  const recalled = (key: string) => {
    const found = known.get(key)
    if (found) found.load = loads
    return found
  }
  const filling = fillingKey(options)
  // A release links the files it did not change to the live ones: the same file, known unread.
  // (Not its ctime: linking the file changes that.)
  const { dev, ino, size, mtimeNs } = statSync(join(root, file), { bigint: true })
  const fileKey = `${file}\0${dev}:${ino}:${size}:${mtimeNs}\0${filling}`
  const byFile = recalled(fileKey)
  if (byFile) return byFile.value as z.output<S>
  const text = readFileSync(join(root, file), 'utf8')
  const textKey = `${file}\0${digest(text)}\0${filling}`
  const value =
    recalled(textKey)?.value ?? checkFile(schema, file, text, { extra, tokens, kept, translation })
  known.set(textKey, { value, load: loads })
  known.set(fileKey, { value, load: loads })
  return value as z.output<S>
}

function checkFile<S extends z.ZodType>(
  schema: S,
  file: string,
  text: string,
  { extra, tokens, kept, translation }: Required<Omit<LoadOptions, 'root'>>,
): z.output<S> {
  const where = `content/${file}`
  const parsed = file.endsWith('.md') ? parseMarkdown(text, where) : parseYaml(text, where)
  const { [TRANSLATED_ADDRESS_FIELD]: address, ...data } = parsed.data
  if (translation && address !== undefined) {
    if (typeof address !== 'string' || !TRANSLATED_ADDRESS.test(address)) {
      const field = TRANSLATED_ADDRESS_FIELD
      throw new ContentError(`${where}:${parsed.lineOf([field])}: ${field}: ${TRANSLATED_ADDRESS_RULE}`)
    }
    parsed.data = data
  }
  for (const field of Object.keys(extra)) {
    if (field in parsed.data) {
      throw new ContentError(
        `${where}:${parsed.lineOf([field])}: ${field}: remove it; the file's name and folder give it`,
      )
    }
  }
  const filled = fillTokens(parsed.data, tokens, kept)
  if (filled.unknown.length > 0) {
    const problems = filled.unknown.map(
      ({ path, token }) =>
        `${where}:${parsed.lineOf(path)}: ${path.map(String).join('.')}: ${token} is not a known placeholder (known: ${knownTokens(tokens)})`,
    )
    throw new ContentError(`Invalid content:\n${problems.join('\n')}`)
  }
  const setByPlace = (path: PropertyKey[]) => typeof path[0] === 'string' && path[0] in extra
  const value = parseValue(schema, { ...(filled.value as object), ...extra }, where, {
    lineOf: (path) => (setByPlace(path) ? 0 : parsed.lineOf(path)),
    nameOf: (path) => (setByPlace(path) ? `the file's name (its ${String(path[0])})` : undefined),
  })
  const own = withOwnTexts(value) as z.output<S>
  if (translation && typeof address === 'string') translatedAddresses.set(own as object, address)
  return own
}

/** Below this length V8 copies a string rather than keep a slice of another. */
const SLICED_FROM = 13

/**
 * `value` with each of its texts a string of its own. js-yaml's texts are slices of the file's text,
 * which keep the whole file in memory, at two bytes a character if one of its characters needs it
 * (a typographic quote); copied, an ASCII text takes one. At 10,000 entries, a thread's content
 * values were 147 MB, and are 86 MB.
 */
function withOwnTexts(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length < SLICED_FROM ? value : Buffer.from(value, 'utf8').toString('utf8')
  if (Array.isArray(value)) return value.map(withOwnTexts)
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withOwnTexts(item)]))
  return value
}

/** Validates a value against `schema`, naming the file, the line (when known) and each broken field. */
export function parseValue<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
  {
    lineOf = () => 0,
    nameOf = () => undefined,
  }: {
    lineOf?: (path: PropertyKey[]) => number
    nameOf?: (path: PropertyKey[]) => string | undefined
  } = {},
): z.output<S> {
  const { issues, data } = checked(schema, value)
  if (issues.length === 0) return data as z.output<S>
  const problems = issues.map((issue) => {
    const line = lineOf(issue.path)
    const field = nameOf(issue.path) ?? (issue.path.map(String).join('.') || '(the file)')
    return `${where}${line ? `:${line}` : ''}: ${field}: ${issue.message}`
  })
  throw new ContentError(`Invalid content:\n${problems.join('\n')}`)
}

/**
 * The fields of `value` that `schema` does not name. zod passes over such fields without a word, and
 * an editor's misspelt field would otherwise vanish, or only show as the real one being missing.
 */
function unknownFields(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return unknownFields(def.innerType!, value, path)
    case 'pipe':
      return unknownFields(def.in!, value, path)
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => unknownFields(def.element!, item, [...path, i]))
        : []
    case 'record':
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => unknownFields(def.valueType!, item, [...path, key]))
        : []
    case 'union': {
      // The option that fits best: the one that leaves the fewest fields unknown.
      const candidates = def.options!.map((option) => unknownFields(option, value, path))
      return candidates.reduce((best, next) => (next.length < best.length ? next : best))
    }
    case 'object': {
      if (!isRecord(value)) return []
      const shape = def.shape!
      return Object.entries(value).flatMap(([key, item]) =>
        Object.hasOwn(shape, key) ? unknownFields(shape[key]!, item, [...path, key]) : [[...path, key]],
      )
    }
    default:
      return []
  }
}

type SchemaDef = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  valueType?: z.ZodType
  options?: z.ZodType[]
  shape?: Record<string, z.ZodType>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The files of a folder and its subfolders, by name: all but the READMEs and the names starting with
 * `_` or `.` (notes, drafts and hidden files), which are not content.
 */
export function contentFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name.startsWith('_') || name.startsWith('.') || name === 'README.md') return []
      const path = join(dir, name)
      return statSync(path).isDirectory() ? contentFilesIn(path) : [path]
    })
}

/**
 * The entry files of a folder and its subfolders, each with its key: its path in the folder without
 * the extension (`insight/edu` for `articles/insight/edu.md`). Names starting with `_`, and READMEs,
 * are not entries.
 */
export function entryFiles(folder: string, extension: '.yaml' | '.md', contentDir = contentRoot()) {
  const root = join(contentDir, folder)
  return contentFilesIn(root).map((path) => {
    if (!path.endsWith(extension)) {
      throw new ContentError(
        `content/${relative(contentDir, path).split(sep).join('/')}: not an entry of this folder: its entries end in ${extension}`,
      )
    }
    const inFolder = relative(root, path).split(sep).join('/')
    return { file: `${folder}/${inFolder}`, key: inFolder.slice(0, -extension.length) }
  })
}
