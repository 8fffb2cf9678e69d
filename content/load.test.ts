import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { loadCollection } from './collections.ts'
import { contentFiles, fileText, readFields, writeFields } from './files.ts'
import { ContentError, contentRoot, loadFile, yamlValues } from './load.ts'
import { site, siteTokens } from './index.ts'

let root: string | undefined
afterEach(() => root && rmSync(root, { recursive: true, force: true }))

/** A content folder holding `files` (path → text). */
function contentDir(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'northstar-content-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const Person = z.object({
  name: z.string().min(1),
  role: z.object({ title: z.string(), since: z.number().int() }),
  tags: z.array(z.string()).optional(),
})

const errorOf = (load: () => unknown) => {
  try {
    load()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected a ContentError')
}

test('a valid YAML file gives its values', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n  since: 2019\n' })
  expect(loadFile(Person, 'p.yaml', { root: dir })).toEqual({
    name: 'Ada',
    role: { title: 'Partner', since: 2019 },
  })
})

test('a wrong value is named by file, line and field', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n  since: last year\n' })
  expect(errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))).toContain('content/p.yaml:4: role.since:')
})

test('a missing field is reported where the part it belongs in starts', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n' })
  expect(errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))).toContain('content/p.yaml:3: role.since:')
})

test('a misspelt field is an error, not silently dropped', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n  since: 2019\ntgas: [a]\n' })
  expect(errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))).toContain(
    'content/p.yaml:5: tgas: not a field here (misspelt?)',
  )
})

test('a misspelt field is named beside the field it leaves missing', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  titel: Partner\n  since: 2019\n' })
  const message = errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))
  expect(message).toContain('content/p.yaml:3: role.titel: not a field here (misspelt?)')
  expect(message).toContain('content/p.yaml:3: role.title:')
})

test('broken YAML is reported with its line', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n  title: Director\n' })
  expect(errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))).toMatch(
    /^content\/p\.yaml:4: not valid YAML/,
  )
})

test('a YAML indentation mistake is reported whole: where, what, and the lines around it', () => {
  const dir = contentDir({
    'p.yaml': 'name: Ada\nrole:\n  title: Partner\n since: 2019\n',
    'n.md': '---\ntitle: Hello\nrole:\n  title: Partner\n since: 2019\n---\nText.\n',
  })
  const message = errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))
  expect(message).toBe(
    [
      'content/p.yaml:4: not valid YAML: bad indentation of a mapping entry; the fields of one part must start in the same column (two spaces per level)',
      '    3 |   title: Partner',
      '    4 |  since: 2019',
      '      |  ^',
    ].join('\n'),
  )
  // In a Markdown file's front matter, lines are counted from the top of the file.
  const inMarkdown = errorOf(() => loadFile(Person, 'n.md', { root: dir }))
  expect(inMarkdown.split('\n')).toEqual([
    expect.stringMatching(/^content\/n\.md:5: not valid YAML: bad indentation of a mapping entry; /),
    '    4 |   title: Partner',
    '    5 |  since: 2019',
    '      |  ^',
  ])
})

test('a value holding ": ", or a line indented further than the field above, is named as such', () => {
  const hint =
    'a line is indented further than the field above it, or a value holds ": " (put such a value in double quotes)'
  const dir = contentDir({
    'colon.yaml': 'name: Ada\nrole:\n  title: Partner: Europe\n  since: 2019\n',
    'further.yaml': 'name: Ada\nrole:\n  title: Partner\n    since: 2019\n',
  })
  expect(errorOf(() => loadFile(Person, 'colon.yaml', { root: dir }))).toBe(
    [
      `content/colon.yaml:3: not valid YAML: bad indentation of a mapping entry; ${hint}`,
      '    2 | role:',
      '    3 |   title: Partner: Europe',
      '      |                 ^',
      '    4 |   since: 2019',
    ].join('\n'),
  )
  expect(errorOf(() => loadFile(Person, 'further.yaml', { root: dir })).split('\n')).toEqual([
    `content/further.yaml:4: not valid YAML: bad indentation of a mapping entry; ${hint}`,
    '    3 |   title: Partner',
    '    4 |     since: 2019',
    '      |          ^',
  ])
})

test('a field given twice in the same part is refused, in words, at its second line', () => {
  const dir = contentDir({ 'p.yaml': 'name: Ada\nrole:\n  title: Partner\n  since: 2019\n  title: Chair\n' })
  expect(errorOf(() => loadFile(Person, 'p.yaml', { root: dir }))).toBe(
    [
      'content/p.yaml:5: not valid YAML: duplicated mapping key; a field is given twice in the same part: keep one of them',
      '    4 |   since: 2019',
      '    5 |   title: Chair',
      '      |   ^',
    ].join('\n'),
  )
})

test('a file of two documents is refused; an empty file, or one of only comments, has no fields', () => {
  const Optional = z.object({ name: z.string().optional() })
  const dir = contentDir({
    'two.yaml': 'name: Ada\n---\nname: Bob\n',
    'empty.yaml': '',
    'notes.yaml': '# later\n',
  })
  expect(errorOf(() => loadFile(Optional, 'two.yaml', { root: dir }))).toBe(
    'content/two.yaml:1: not valid YAML: expected a single document in the stream, but found more; a line "---" or "..." in the file starts a second set of fields',
  )
  expect(loadFile(Optional, 'empty.yaml', { root: dir })).toEqual({})
  expect(loadFile(Optional, 'notes.yaml', { root: dir })).toEqual({})
})

test('a nested field, a list item’s field and a block text are named at their own lines', () => {
  const Team = z.object({
    people: z.array(z.object({ name: z.string(), role: z.object({ since: z.number() }) })),
    note: z.string().max(5),
  })
  const text = [
    'people:',
    '  - name: Ada',
    '    role:',
    '      since: soon',
    '  - role:',
    '      since: 2019',
    'note: |',
    '  A longer note',
    '  than five.',
    '',
  ].join('\n')
  const message = errorOf(() => loadFile(Team, 't.yaml', { root: contentDir({ 't.yaml': text }) }))
  expect(message).toContain('content/t.yaml:4: people.0.role.since:')
  // A missing field is reported where the item it belongs in starts.
  expect(message).toContain('content/t.yaml:5: people.1.name:')
  expect(message).toContain('content/t.yaml:7: note:')
})

test('an empty item of a list is named at its own "-" line', () => {
  const Tags = z.object({ tags: z.array(z.string()) })
  const dir = contentDir({ 't.yaml': 'tags:\n  - a\n  -\n  - c\n' })
  expect(errorOf(() => loadFile(Tags, 't.yaml', { root: dir }))).toContain('content/t.yaml:3: tags.1:')
})

test('a Markdown file is its front matter plus its text as body, with lines counted from the file', () => {
  const Note = z.object({ title: z.string(), year: z.number(), body: z.string().min(10) })
  const dir = contentDir({ 'n.md': '---\ntitle: Hello\nyear: 2025\n---\n\nThe text of the note.\n' })
  expect(loadFile(Note, 'n.md', { root: dir })).toEqual({
    title: 'Hello',
    year: 2025,
    body: 'The text of the note.',
  })
  const broken = contentDir({ 'n.md': '---\ntitle: Hello\nyear: soon\n---\nshort\n' })
  const message = errorOf(() => loadFile(Note, 'n.md', { root: broken }))
  expect(message).toContain('content/n.md:3: year:')
  expect(message).toContain('content/n.md:5: body:')
  // A front matter's nested field, and a missing one at the line of its part, counted from the file.
  const Article = z.object({ image: z.object({ src: z.string(), alt: z.string(), width: z.number() }) })
  const article = contentDir({
    'a.md': '---\n# The picture at the top.\nimage:\n  src: /images/a.jpg\n  width: wide\n---\n\nText.\n',
  })
  const inFrontMatter = errorOf(() =>
    loadFile(Article.extend({ body: z.string() }), 'a.md', { root: article }),
  )
  expect(inFrontMatter).toContain('content/a.md:5: image.width:')
  expect(inFrontMatter).toContain('content/a.md:4: image.alt:')
  const bare = contentDir({ 'n.md': 'No front matter here.\n' })
  expect(errorOf(() => loadFile(Note, 'n.md', { root: bare }))).toContain(
    'content/n.md:1: must start with a front matter',
  )
})

test('a collection entry takes its key from its file, and the file may not set it', () => {
  const job = (extra = '') => `${extra}seo:\n  title: A job\n`
  const dir = contentDir({ 'jobs/TECH-001.yaml': job('id: TECH-002\n') })
  expect(errorOf(() => loadCollection('jobs', dir, siteTokens))).toContain(
    "content/jobs/TECH-001.yaml:1: id: remove it; the file's name and folder give it",
  )
})

test('a file with a bad name, in the wrong place or of the wrong kind is named', () => {
  const industry = 'seo: {}\n'
  expect(
    errorOf(() =>
      loadCollection('industries', contentDir({ 'industries/Big Farms.yaml': industry }), siteTokens),
    ),
  ).toContain(
    "content/industries/Big Farms.yaml: the file's name (its slug): must be lowercase words joined by hyphens",
  )
  expect(
    errorOf(() => loadCollection('articles', contentDir({ 'articles/edu.md': '---\n---\n' }), siteTokens)),
  ).toContain('content/articles/edu.md: must be at content/articles/<group>/<name>.md')
  expect(
    errorOf(() => loadCollection('industries', contentDir({ 'industries/farms.yml': industry }), siteTokens)),
  ).toContain('content/industries/farms.yml: not an entry of this folder: its entries end in .yaml')
})

test('the firm’s facts fill their placeholders; an unknown placeholder is named with its line', () => {
  const Page = z.object({ heading: z.string(), note: z.string() })
  const tokens = { shortName: 'Meridian' }
  const dir = contentDir({ 'p.yaml': 'heading: Life at {shortName}\nnote: "{count} results"\n' })
  expect(loadFile(Page, 'p.yaml', { root: dir, tokens, kept: ['count'] })).toEqual({
    heading: 'Life at Meridian',
    note: '{count} results',
  })
  const typo = contentDir({ 'p.yaml': 'heading: Life at {shortname}\nnote: fine\n' })
  expect(errorOf(() => loadFile(Page, 'p.yaml', { root: typo, tokens }))).toContain(
    'content/p.yaml:1: heading: {shortname} is not a known placeholder (known: {shortName})',
  )
})

test('a placeholder in an entry’s file name is filled in, and an unknown one is named', () => {
  const notice = [
    'seo:',
    '  title: Message sent',
    '  description: Your message reached us, and someone will answer it within two working days.',
    'heading: Message sent',
    'body: Thank you.',
    'tone: success',
    'cta:',
    '  label: Home',
    '  href: /',
  ].join('\n')
  const [entry] = loadCollection(
    'contactNotices',
    contentDir({ 'notices/contact/to-{slug}.yaml': notice }),
    siteTokens,
  )
  expect(entry).toMatchObject({
    key: `to-${site.slug}`,
    url: `/contact/to-${site.slug}`,
    file: 'notices/contact/to-{slug}.yaml',
  })
  const typo = contentDir({ 'notices/contact/to-{slugg}.yaml': notice })
  expect(errorOf(() => loadCollection('contactNotices', typo, siteTokens))).toContain(
    'content/notices/contact/to-{slugg}.yaml: {slugg} in its name is not a known placeholder',
  )
})

test('a file is read again once it changes in place, and a link to it is the same values', () => {
  const dir = contentDir({ 'person.yaml': 'name: Ada\nrole:\n  title: Chair\n  since: 2001\n' })
  const file = join(dir, 'person.yaml')
  expect(loadFile(Person, 'person.yaml', { root: dir }).name).toBe('Ada')
  // The same size, written over the same file: only its time tells it apart.
  writeFileSync(file, 'name: Bob\nrole:\n  title: Chair\n  since: 2001\n')
  expect(loadFile(Person, 'person.yaml', { root: dir }).name).toBe('Bob')
  const release = join(dir, 'release')
  mkdirSync(release)
  linkSync(file, join(release, 'person.yaml'))
  expect(loadFile(Person, 'person.yaml', { root: release })).toBe(
    loadFile(Person, 'person.yaml', { root: dir }),
  )
})

describe('what the content editor writes, the loader reads back the same', () => {
  const written = (value: Record<string, unknown>) => yamlValues(fileText('x.yaml', value), 'x.yaml')

  test('every content file', () => {
    const root = contentRoot()
    const refs = contentFiles(root, siteTokens).map(({ ref }) => ref)
    expect(refs.length).toBeGreaterThan(100)
    const copy = contentDir({})
    for (const ref of refs) {
      const data = readFields(ref, root)
      writeFields(ref, data, copy)
      expect(readFields(ref, copy), ref).toEqual(data)
    }
  })

  test('in the form the content files are written in: a file saved unchanged keeps its text', () => {
    const value = {
      title: 'From pledge to plan: making targets bankable',
      quote: 'She said "yes" to the plan',
      headline: '"Net zero": what it means',
      date: '2025-01-14',
      answer: 'yes',
      year: '2025',
      alt: '',
      width: 1200,
      draft: false,
      author: null,
      body: 'First paragraph.\n\nSecond, with a [link](/contact).',
      tags: ['AI', '#1 trend'],
      sections: [
        { kind: 'text', text: 'Plain' },
        { kind: 'cards', items: [] },
      ],
    }
    expect(fileText('x.yaml', value)).toBe(
      [
        'title: "From pledge to plan: making targets bankable"',
        'quote: She said "yes" to the plan',
        `headline: '"Net zero": what it means'`,
        'date: 2025-01-14',
        'answer: yes',
        'year: "2025"',
        'alt: ""',
        'width: 1200',
        'draft: false',
        'author: null',
        'body: |-',
        '  First paragraph.',
        '',
        '  Second, with a [link](/contact).',
        'tags:',
        '  - AI',
        '  - "#1 trend"',
        'sections:',
        '  - kind: text',
        '    text: Plain',
        '  - kind: cards',
        '    items: []',
        '',
      ].join('\n'),
    )
    expect(fileText('x.md', { title: 'A', body: '\nThe text.\n' })).toBe('---\ntitle: A\n---\n\nThe text.\n')
  })

  test('texts that look like other values, or hold YAML’s own marks', () => {
    const texts = [
      ...['', ' ', 'yes', 'no', 'null', '~', 'true', '1.0', '0x10', '0o17', '1e3', '.inf', '2024-01-01'],
      ...['a: b', 'a #b', '#a', ' lead', 'trail ', ' both ', 'line\nbreak', 'trailing\n', 'blank\n\n'],
      ...['\nleading', '  indented\nfirst', 'é ü 中文 🎉 ’quote’', 'tab\there', 'no\u00a0break'],
      ...['@', '`', '*', '&', '!', '%', '{', '[', '>', '|', '-', '- a', '?', ':', ',', '---', '...', '--- a'],
      ...['say "hi"', "it's", 'both \' and "', 'back\\slash', '{shortName} at', '[link](/x)', '='],
    ]
    // Each also as a key, at the start of a line, where `--- a` would end the document.
    const value = { texts, ...Object.fromEntries(texts.map((text, i) => [text, i])) }
    expect(written(value)).toEqual(value)
  })

  test('values that YAML 1.1 would read otherwise, and keys it would merge', () => {
    const scalars = ['yes', 'No', 'on', 'OFF', '2024-02-15', '2024-02-15T10:00:00Z', '0777', '0o17', '0x1F']
    const more = ['0b101', '1e3', '.5', '+1', '-.inf', '.NaN', '~', 'null', 'True', '1_000', '12:30']
    const quoted = ['"a: b"', "'it''s'"]
    const text =
      [...scalars, ...more, ...quoted].map((value, i) => `k${i}: ${value}`).join('\n') +
      '\nbase: &b {x: 1}\nmerged:\n  <<: *b\n'
    const expected = [
      ...['yes', 'No', 'on', 'OFF', '2024-02-15', '2024-02-15T10:00:00Z', 777, 15, 31],
      ...['0b101', 1000, 0.5, 1, -Infinity, NaN, null, null, true, '1_000', '12:30'],
      ...['a: b', "it's"],
    ]
    expect(yamlValues(text, 'x.yaml')).toEqual({
      ...Object.fromEntries(expected.map((value, i) => [`k${i}`, value])),
      base: { x: 1 },
      merged: { '<<': { x: 1 } },
    })
  })

  test('any value the editor writes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        expect(written(value)).toEqual(value)
      }),
      { numRuns: 500 },
    )
  })
})
