// Reads content files (YAML, or Markdown with a YAML front matter) and validates them with zod. A
// broken file fails the build with its name, the line and the field: `content/x.yaml:12: hero.title: …`.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml'
import { LineCounter, parseDocument, type YAMLError } from 'yaml'
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
  // The document with its positions, made only when a line is asked for, or js-yaml refused the text.
  let document: ReturnType<typeof yamlDocument> | undefined
  const positioned = () => (document ??= yamlDocument(text, file, firstLine))
  const data: unknown = quickYaml(text) ?? positioned().doc.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(`${file}:${firstLine}: must be a set of "field: value" lines`)
  }
  // The deepest part of the path that is in the file: a missing field is reported where its parent is.
  const lineOf = (path: PropertyKey[]) => {
    const { doc, lineAt } = positioned()
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as { range?: [number] } | undefined
      if (node?.range) return lineAt(node.range[0])
    }
    return firstLine
  }
  return { data: data as Record<string, unknown>, lineOf }
}

/**
 * A file's values as js-yaml reads them (YAML 1.2's core schema, as the yaml package's): the same
 * values five times as fast, which counts at 10,000 files. Undefined when it refuses the text: the
 * yaml package then says where and why, in the words below.
 */
export function quickYaml(text: string): unknown {
  try {
    return loadYaml(text, { schema: CORE_SCHEMA }) ?? {}
  } catch {
    return undefined
  }
}

/** The yaml package's document of a file, with the line of each offset; a mistake in it is thrown. */
function yamlDocument(text: string, file: string, firstLine: number) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true })
  const [error] = doc.errors
  if (error) throw new ContentError(yamlProblem(error, text, file, firstLine))
  return { doc, lineAt: (offset: number) => lineCounter.linePos(offset).line + firstLine - 1 }
}

/** What the YAML parser says of a mistake, in the terms of someone who keeps the indentation by eye. */
const YAML_HINTS: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: 'the fields of one part must start in the same column (two spaces per level)',
  BLOCK_AS_IMPLICIT_KEY:
    'a line is indented further than the field above it, or a value holds ": " (put such a value in double quotes)',
  MULTILINE_IMPLICIT_KEY:
    'a line is indented further than the field above it, or a value holds ": " (put such a value in double quotes)',
  MISSING_CHAR: 'a line is out of step with the lines around it: check its indentation and its ":"',
}

/**
 * A whole message for a YAML mistake: the file and line, what is wrong, and the lines around it with
 * a mark under the place. (The parser's own message ends in a colon, before an excerpt of its own
 * that counts lines from the front matter rather than the file.)
 */
function yamlProblem(error: YAMLError, text: string, file: string, firstLine: number) {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/)
  const [{ line, col } = { line: 1, col: 1 }] = error.linePos ?? []
  const reason = error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '').replace(/:$/, '')
  const hint = YAML_HINTS[error.code]
  const shown: string[] = []
  for (let at = Math.max(1, line - 1); at <= Math.min(lines.length, line + 1); at++) {
    shown.push(`${String(at + firstLine - 1).padStart(5)} | ${lines[at - 1]}`)
    if (at === line) shown.push(`${' '.repeat(5)} | ${' '.repeat(col - 1)}^`)
  }
  return [
    `${file}:${line + firstLine - 1}: not valid YAML: ${reason}${hint ? `; ${hint}` : ''}`,
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
}

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
 * The values of files already checked, by schema and by what they were made of (the file's place and
 * text, and what filled it in). A release's folder is the live one with a few files changed: loading
 * it checks only those. Values are shared between loads, so they are never changed once made. Each
 * value is kept by its text and by its file (device, inode, size and modification time), which a
 * linked file shares.
 */
const checkedFiles = new WeakMap<z.ZodType, Map<string, unknown>>()
/** Beyond this many values, the oldest are forgotten (a few sites' worth). */
const CHECKED_FILES_KEPT = 80_000

/** Parses a content file and validates it against `schema` (once for the same text and tokens). */
export function loadFile<S extends z.ZodType>(
  schema: S,
  file: string,
  options: LoadOptions = {},
): z.output<S> {
  const { extra = {}, tokens = {}, kept = [], root = contentRoot() } = options
  let known = checkedFiles.get(schema)
  if (!known) checkedFiles.set(schema, (known = new Map()))
  const remember = (key: string, value: unknown) => {
    known.set(key, value)
    if (known.size > CHECKED_FILES_KEPT) known.delete(known.keys().next().value!)
  }
  // A release links the files it did not change to the live ones: the same file, known unread.
  // (Not its ctime: linking the file changes that.)
  const { dev, ino, size, mtimeNs } = statSync(join(root, file), { bigint: true })
  const fileKey = JSON.stringify([file, `${dev}:${ino}:${size}:${mtimeNs}`, extra, tokens, kept])
  if (known.has(fileKey)) return known.get(fileKey) as z.output<S>
  const text = readFileSync(join(root, file), 'utf8')
  const textKey = JSON.stringify([file, text, extra, tokens, kept])
  const value = known.has(textKey)
    ? (known.get(textKey) as z.output<S>)
    : checkFile(schema, file, text, { extra, tokens, kept })
  remember(textKey, value)
  remember(fileKey, value)
  return value
}

function checkFile<S extends z.ZodType>(
  schema: S,
  file: string,
  text: string,
  { extra, tokens, kept }: Required<Omit<LoadOptions, 'root'>>,
): z.output<S> {
  const where = `content/${file}`
  const parsed = file.endsWith('.md') ? parseMarkdown(text, where) : parseYaml(text, where)
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
  return parseValue(schema, { ...(filled.value as object), ...extra }, where, {
    lineOf: (path) => (setByPlace(path) ? 0 : parsed.lineOf(path)),
    nameOf: (path) => (setByPlace(path) ? `the file's name (its ${String(path[0])})` : undefined),
  })
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
 * The entry files of a folder and its subfolders, each with its key: its path in the folder without
 * the extension (`insight/edu` for `articles/insight/edu.md`). Names starting with `_` are not entries.
 */
export function entryFiles(folder: string, extension: '.yaml' | '.md', contentDir = contentRoot()) {
  const root = join(contentDir, folder)
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name)
        if (name.startsWith('_') || name.startsWith('.')) return []
        if (statSync(path).isDirectory()) return walk(path)
        if (name.endsWith(extension)) return [path]
        if (name === 'README.md') return []
        throw new ContentError(
          `content/${relative(contentDir, path).split(sep).join('/')}: not an entry of this folder: its entries end in ${extension}`,
        )
      })
  return walk(root).map((path) => {
    const inFolder = relative(root, path).split(sep).join('/')
    return { file: `${folder}/${inFolder}`, key: inFolder.slice(0, -extension.length) }
  })
}
