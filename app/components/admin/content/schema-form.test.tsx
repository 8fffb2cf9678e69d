import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { contentFiles, formSchemaOf, readFields } from '#content/files.ts'
import { siteTokens } from '#content/index.ts'
import { contentRoot } from '#content/load.ts'
import { ImageUploadContext, isImage, isUploaded } from './image-field.tsx'
import { constChoices, discriminatorOf, type Fields, type JsonSchema } from './json-schema.ts'
import { fieldId, SchemaForm } from './schema-form.tsx'

/** What a person is given to fill a field in, as the content schema says the field is. */
type Control = 'date' | 'long-text' | 'rich-text' | 'address' | 'text' | 'image' | 'other'

function controlOf(schema: JsonSchema): Control {
  if (isImage(schema)) return 'image'
  if (schema.enum || constChoices(schema) || schema.type !== 'string') return 'other'
  if (schema.format === 'date') return 'date'
  const { control } = schema
  return control === 'long-text' || control === 'rich-text' || control === 'address' ? control : 'text'
}

/** Each field the form shows for `value`, by its control's id, with the control its schema asks for. */
function expectedControls(schema: JsonSchema, value: unknown, path: string, found: Map<string, Control>) {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
  if (schema.oneOf) {
    const discriminator = discriminatorOf(schema.oneOf)
    const index = discriminator
      ? discriminator.values.indexOf(String((value as Fields)[discriminator.key]))
      : 0
    return expectedControls({ ...schema.oneOf[Math.max(0, index)]!, oneOf: undefined }, value, path, found)
  }
  const control = controlOf(schema)
  if (control === 'image') found.set(path, control)
  if (schema.type === 'object' && schema.properties) {
    const fields = (value ?? {}) as Fields
    for (const [key, property] of Object.entries(schema.properties)) {
      if (property.const !== undefined) continue
      if (control === 'image' && isUploaded(value) && (key === 'width' || key === 'height')) continue
      const nested = property.type === 'object' || property.type === 'array' || property.oneOf
      if (fields[key] === undefined && nested) continue
      expectedControls(property, fields[key], at(key), found)
    }
  } else if (schema.type === 'array') {
    for (const [i, item] of ((value ?? []) as unknown[]).entries())
      expectedControls(schema.items ?? {}, item, at(i), found)
  } else if (schema.type !== 'object' && control !== 'image') found.set(path, control)
}

/** The control the form rendered for a field, from its element (the one with the field's id). */
function controlOfElement(element: Element): Control {
  const attribute = (name: string) => element.attribs[name]
  if (element.name === 'fieldset') {
    const upload = DomUtils.findOne(
      (node) => node.name === 'input' && node.attribs.type === 'file',
      element.children,
    )
    return upload ? 'image' : 'other'
  }
  // A formatted text's editor loads in the browser: on the server it is its text, read-only.
  if (element.name === 'textarea') return attribute('aria-busy') === 'true' ? 'rich-text' : 'long-text'
  if (element.name !== 'input') return 'other'
  if (attribute('type') === 'date') return 'date'
  if (attribute('list') === 'site-addresses') return 'address'
  return attribute('type') === 'text' ? 'text' : 'other'
}

test('every content file opens in a form whose every field has the control its schema asks for', () => {
  const root = contentRoot()
  const files = contentFiles(root, siteTokens)
  expect(files.length).toBeGreaterThan(100)
  const seen = new Set<Control>()
  for (const file of files) {
    const schema = formSchemaOf(file) as JsonSchema
    const value = readFields(file.ref, root)
    const html = renderToStaticMarkup(
      <ImageUploadContext.Provider value={async () => ({ ok: false, error: 'not here' })}>
        <SchemaForm schema={schema} value={value} onChange={() => {}} errors={{}} />
      </ImageUploadContext.Provider>,
    )
    const page = parseDocument(html)
    const expected = new Map<string, Control>()
    expectedControls(schema, value, '', expected)
    const rendered = new Map(
      [...expected.keys()].map((path) => [path, DomUtils.getElementById(fieldId(path), page.children)]),
    )
    const missing = [...rendered].filter(([, element]) => !element).map(([path]) => path)
    expect(missing, `${file.ref}: fields without their control`).toEqual([])
    const controls = [...rendered].map(([path, element]) => [path, controlOfElement(element!)])
    expect(Object.fromEntries(controls), file.ref).toEqual(Object.fromEntries(expected))
    for (const control of expected.values()) seen.add(control)
  }
  // The shipped content holds each kind of field: none of them is checked by no file.
  expect([...seen].sort()).toEqual(
    ['address', 'date', 'image', 'long-text', 'other', 'rich-text', 'text'].sort(),
  )
})

test('every content file’s form speaks in words: no label, heading or choice is a field key, a constant or a file name', () => {
  const root = contentRoot()
  const unworded: string[] = []
  for (const file of contentFiles(root, siteTokens)) {
    const html = renderToStaticMarkup(
      <SchemaForm
        schema={formSchemaOf(file) as JsonSchema}
        value={readFields(file.ref, root)}
        onChange={() => {}}
        errors={{}}
      />,
    )
    const page = parseDocument(html)
    const words = DomUtils.findAll(
      (element) => ['label', 'legend', 'option', 'button', 'h2', 'h3'].includes(element.name),
      page.children,
    ).map((element) => DomUtils.textContent(element).trim())
    for (const text of new Set(words)) {
      // A constant (FULL_TIME), a key (datePosted, hero.title), a file (site.yaml), or a bare abbreviation.
      if (/\b[A-Z]{2,}_[A-Z_]+\b|\b[a-z]+[A-Z]\w*\b|\w\.\w|\.(ya?ml|md)\b|^(ID|Slug)$/.test(text))
        unworded.push(`${file.ref}: ${text}`)
    }
  }
  expect(unworded).toEqual([])
})
