import { describe, expect, test } from 'vitest'
import { contentFiles, fieldIssues, readFields, type ContentFile } from '#content/files.ts'
import { contentRoot } from '#content/load.ts'
import { loadContent } from '#content/content.ts'
import { fieldNameOf, labelOf, singularOf } from '#contract/field-names.ts'
import { personMessage } from './field-messages.ts'

type Value = unknown
type Edit = { path: (string | number)[]; value: Value | typeof REMOVE }
const REMOVE = Symbol('remove')

/** Every place in `value` where a field or an item sits, with the edits that can break it. */
function edits(value: Value, path: (string | number)[] = []): Edit[] {
  const here = (next: Value | typeof REMOVE) => ({ path, value: next })
  if (typeof value === 'string')
    return [
      here(''),
      here(REMOVE),
      here(42),
      here(`${value}\u0000`),
      here('x'.repeat(20_000)),
      here('not a/valid value'),
      // What a paragraph may not hold: HTML, a picture, a link that leads off the web.
      here(`${value} <b>bold</b> ![a photo](/images/x.jpg) [a script](javascript:alert(1))`),
    ]
  if (typeof value === 'number') return [here('three'), here(-1), here(1.5), here(REMOVE)]
  if (typeof value === 'boolean') return [here('yes'), here(REMOVE)]
  if (Array.isArray(value))
    return [
      here([]),
      here(REMOVE),
      here('a list'),
      here(Array.from({ length: 40 }, () => value[0])),
      ...value.flatMap((item, i) => edits(item, [...path, i])),
    ]
  if (value && typeof value === 'object')
    return [
      ...(path.length ? [here(REMOVE), here('a group')] : []),
      here({ ...value, misspelt: 'x' }),
      ...Object.entries(value).flatMap(([key, item]) => edits(item, [...path, key])),
    ]
  return []
}

function applied(data: Record<string, unknown>, { path, value }: Edit) {
  const copy = structuredClone(data)
  if (path.length === 0) return value as Record<string, unknown>
  let parent: Record<string | number, unknown> = copy
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1)
    else delete parent[last]
  } else parent[last] = value
  return copy
}

/** One file of each kind: every single file, and the first entry of each collection. */
function oneOfEachKind() {
  const seen = new Set<string>()
  return contentFiles(contentRoot(), loadContent(contentRoot()).siteTokens).filter((file: ContentFile) => {
    const kind = file.kind === 'single' ? file.ref : file.collection
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}

/** zod's wording and the path notation a developer reads. */
const DEVELOPER_WORDS = /\bexpected\b|\bInvalid\b|Too (small|big)|[<>]=|\bundefined\b|\bNaN\b|Unrecognized/

describe('the content editor’s messages', () => {
  test('every refusal the schemas give, for a field of every kind of page, names the field as the form does and no path or zod words', () => {
    const files = oneOfEachKind()
    expect(files.length).toBeGreaterThan(25)
    let refusals = 0
    const unreadable: string[] = []
    for (const file of files) {
      const data = readFields(file.ref)
      for (const edit of edits(data)) {
        const broken = applied(data, edit)
        for (const issue of fieldIssues(file, broken)) {
          refusals++
          const message = personMessage(issue, broken)
          const names = fieldNameOf(issue.path)
          const dotted = issue.path.length > 1 ? issue.path.map(String).join('.') : null
          const named =
            names.length === 0 ||
            names.some((name) =>
              [name, singularOf(name)].some((said) =>
                message.toLowerCase().includes(said.toLowerCase().replace(/ \d+$/, '')),
              ),
            )
          if (DEVELOPER_WORDS.test(message) || (dotted && message.includes(dotted)) || !named)
            unreadable.push(`${file.ref} ${issue.path.join('.')}: ${message}`)
        }
      }
    }
    expect(refusals).toBeGreaterThan(1000)
    expect(unreadable.slice(0, 20)).toEqual([])
  })

  test('a field is named by the labels on the way to it, a list item by its place from 1', () => {
    expect(fieldNameOf(['sections', 1, 'heading'])).toEqual(['Section 2', 'Heading'])
    expect(fieldNameOf(['caseStudies', 'items', '0', 'title'])).toEqual(['Case studies', 'Item 1', 'Title'])
    expect(labelOf('seo')).toBe('Search and sharing')
  })

  test('messages say what to do', () => {
    const insight = {
      slug: 'Not A Slug',
      date: '',
      hero: { image: { src: '', alt: '', width: 0, height: 0 } },
      sections: [{ heading: 'One' }],
      seo: { description: 'x'.repeat(171) },
    }
    const cases = [
      [
        {
          path: ['sections', 1, 'heading'],
          code: 'invalid_type',
          expected: 'string',
          message: 'Invalid input: expected string, received undefined',
        },
        'Section 2 needs a heading.',
      ],
      [
        {
          path: ['sections'],
          code: 'too_small',
          origin: 'array',
          minimum: 2,
          message: 'Too small: expected array to have >=2 items',
        },
        'This page needs at least 2 sections; it has 1. Add one.',
      ],
      [
        {
          path: ['seo', 'description'],
          code: 'too_big',
          origin: 'string',
          maximum: 170,
          message: 'Too big: expected string to have <=170 characters',
        },
        'Search and sharing › Description is too long: at most 170 characters, and it has 171. Shorten it.',
      ],
      [
        { path: ['slug'], code: 'invalid_format', message: 'must be lowercase words joined by hyphens' },
        'Address must be lowercase words joined by hyphens.',
      ],
      // A field left empty is asked for, whatever rule its value breaks.
      [
        { path: ['date'], code: 'invalid_format', message: 'must be a date like 2025-01-14' },
        'This page needs a date.',
      ],
      // A picture not chosen yet is one thing to do, not a file, a width and a height.
      [
        {
          path: ['hero', 'image', 'width'],
          code: 'too_small',
          origin: 'number',
          minimum: 0,
          message: 'Too small',
        },
        'Hero › Image needs a picture: upload a photograph.',
      ],
    ] as const
    for (const [issue, message] of cases)
      expect(personMessage({ ...issue, path: [...issue.path] }, insight)).toBe(message)
  })
})
