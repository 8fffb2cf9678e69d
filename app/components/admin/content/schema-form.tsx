import { arrayMove } from '@dnd-kit/sortable'
import { createContext, useContext, useState } from 'react'
import { choiceLabelOf, itemLabelOf, labelOf, singularOf, TITLE_PATHS } from '#contract/field-names.ts'
import { cn } from '#app/lib/cn.ts'
import {
  constChoices,
  discriminatorOf,
  emptyValue,
  type Fields,
  isAddress,
  isDate,
  isLongText,
  isRichText,
  type JsonSchema,
  shapeName,
} from './json-schema.ts'
import { ImageUpload, isImage, isUploaded } from './image-field.tsx'
import { RichTextField } from './rich-text-field.tsx'
import { SortableItems, useItemKeys } from './sortable-items.tsx'

type FieldProps = {
  schema: JsonSchema
  value: unknown
  onChange: (value: unknown) => void
  /** The field's path, as the server names it in its errors: `hero.title`, `sections.0.heading`. */
  path: string
  label: string
  /** The field's name in its file: a list's items go by the list's (each of `paragraphs`). */
  name: string
  required: boolean
  errors: Record<string, string>
}

const TITLE_FIELDS = new Set<string>(TITLE_PATHS.map(([first]) => first))
/**
 * A file's fields in the order a person fills them in: what holds its title first, how it shows in
 * search results and shares last, the rest as the file has them.
 */
const inReadingOrder = (properties: Record<string, JsonSchema>) => {
  const rank = (key: string) => (TITLE_FIELDS.has(key) ? 0 : key === 'seo' ? 2 : 1)
  return Object.entries(properties).sort(([a], [b]) => rank(a) - rank(b))
}

/** The DOM id of a field's control: from its path, so an error summary can link to it. */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`

// A control that cannot be used looks it: greyed, and no hover that invites a click.
const control =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 aria-invalid:border-red-strong disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700'
const smallButton =
  'rounded-md px-2.5 py-1 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-200 disabled:hover:bg-transparent'

/** The errors at a field or under it, for a group that shows them once (a list with too few items). */
const ownError = (errors: Record<string, string>, path: string) => errors[path || '(the file)']

/** The list of the site's pages that every address field offers. */
const ADDRESSES_ID = 'site-addresses'

/** The site's pages, for the address fields to pick from (a browser's own list, typing still works). */
export function AddressList({
  addresses,
  titles = {},
}: {
  addresses: string[]
  titles?: Record<string, string>
}) {
  return (
    <datalist id={ADDRESSES_ID}>
      {addresses.map((address) => (
        <option key={address} value={address} label={titles[address]} />
      ))}
    </datalist>
  )
}

/** Each public page's name, by its address: a link picked while its words are empty takes it (a menu's). */
export const PageTitles = createContext<Record<string, string>>({})

/** A form for every field of a content file, generated from its JSON Schema. */
export function SchemaForm(props: {
  schema: JsonSchema
  value: Fields
  onChange: (value: Fields) => void
  errors: Record<string, string>
}) {
  const file = {
    schema: props.schema,
    value: props.value,
    onChange: (value: unknown) => props.onChange(value as Fields),
    path: '',
    errors: props.errors,
  }
  // A file of several shapes (a careers page's `template`): the shape it has, and its fields.
  if (props.schema.oneOf) return <UnionFields {...file} />
  if (!props.schema.properties) return <RecordField {...file} name="" label="Lines" required />
  return <ObjectFields {...file} />
}

function ObjectFields(
  props: Omit<FieldProps, 'label' | 'name' | 'required'> & {
    /** Fields not shown: an uploaded picture's size, which the upload sets. */
    hidden?: readonly string[]
  },
) {
  const value = (props.value ?? {}) as Fields
  const properties = props.schema.properties ?? {}
  const required = new Set(props.schema.required ?? [])
  const titles = useContext(PageTitles)
  const set = (key: string, next: unknown) => {
    const copy = { ...value }
    if (next === undefined) delete copy[key]
    else copy[key] = next
    // A page picked for a link whose words are still empty: the page's name comes with it.
    const named = typeof next === 'string' ? titles[next] : undefined
    if (named && isAddress(properties[key]!) && properties.label && !copy.label) copy.label = named
    props.onChange(copy)
  }
  return (
    // A link's two fields side by side where there is room: a menu of links reads as a list.
    <div className={isLink(properties) ? 'grid gap-4 sm:grid-cols-2' : 'space-y-5'}>
      {(props.path ? Object.entries(properties) : inReadingOrder(properties)).map(([key, schema]) => {
        if (schema.const !== undefined || props.hidden?.includes(key)) return null
        const path = props.path ? `${props.path}.${key}` : key
        return (
          <Field
            key={key}
            schema={schema}
            value={value[key]}
            onChange={(next) => set(key, next)}
            path={path}
            name={key}
            label={labelOf(key)}
            required={required.has(key)}
            errors={props.errors}
          />
        )
      })}
    </div>
  )
}

/** A link's fields: the words, and the address they lead to. */
const isLink = (properties: Record<string, JsonSchema>) =>
  Object.keys(properties).sort().join() === 'href,label'

function Field(props: FieldProps) {
  const { schema, value, path, label, required } = props
  const id = fieldId(path)
  const error = props.errors[path]

  // An optional part that is not there: a button adds it.
  if (
    value === undefined &&
    !required &&
    (schema.type === 'object' || schema.type === 'array' || schema.oneOf)
  ) {
    return (
      <div>
        <button type="button" className={smallButton} onClick={() => props.onChange(emptyValue(schema))}>
          Add {label.toLowerCase()}
        </button>
      </div>
    )
  }
  if (schema.oneOf) return <UnionField {...props} />
  if (schema.type === 'object' && schema.properties) return <Group {...props} />
  if (schema.type === 'object') return <RecordField {...props} />
  if (schema.type === 'array') return <ListField {...props} />

  const describedBy =
    [
      schema.description ? `${id}-hint` : '',
      error ? `${id}-error` : '',
      schema.maxLength ? `${id}-count` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  }
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
  // An optional text left empty is no field at all, as in the file.
  const setText = (next: string) => props.onChange(next === '' && !required ? undefined : next)
  const choices = schema.enum ?? constChoices(schema)

  let input: React.ReactNode
  if (choices) {
    input = (
      <select
        {...common}
        className={control}
        value={text}
        onChange={(event) => {
          const picked = choices.find((choice) => String(choice) === event.target.value)
          props.onChange(picked === undefined ? undefined : picked)
        }}
      >
        {required ? null : <option value="">(none)</option>}
        {choices.map((choice) => (
          <option key={String(choice)} value={String(choice)}>
            {choiceLabelOf(String(choice))}
          </option>
        ))}
      </select>
    )
  } else if (schema.type === 'boolean') {
    input = (
      <input
        {...common}
        type="checkbox"
        className="mt-2 size-5"
        checked={value === true}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    )
  } else if (schema.type === 'integer' || schema.type === 'number') {
    input = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        className={cn(control, 'max-w-40')}
        value={text}
        onChange={(event) =>
          props.onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      />
    )
  } else if (isRichText(schema)) {
    input = (
      <RichTextField
        id={id}
        labelledBy={`${id}-label`}
        describedBy={describedBy}
        invalid={!!error}
        schema={schema}
        value={text}
        onChange={setText}
      />
    )
  } else if (isLongText(schema)) {
    input = (
      <textarea
        {...common}
        rows={4}
        className={control}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    )
  } else {
    input = (
      <input
        {...common}
        list={isAddress(schema) ? ADDRESSES_ID : undefined}
        type={isDate(schema) ? 'date' : 'text'}
        className={cn(control, isDate(schema) && 'max-w-52')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    )
  }

  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="font-semibold text-navy">
        {label}
        {required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {schema.description ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {schema.description}
        </p>
      ) : null}
      {input}
      {schema.maxLength ? (
        <Counter id={`${id}-count`} length={text.length} min={schema.minLength} max={schema.maxLength} />
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** The length of a text against its limits, as the editor types. */
function Counter({ id, length, min, max }: { id: string; length: number; min?: number; max: number }) {
  const over = length > max
  const under = min !== undefined && length > 0 && length < min
  return (
    <p
      id={id}
      className={cn('mt-1 text-sm', over || under ? 'font-medium text-red-strong' : 'text-slate-600')}
    >
      {length} of {min ? `${min}–` : 'at most '}
      {max} characters
      {over ? `: ${length - max} too many` : under ? `: ${min - length} too few` : ''}
    </p>
  )
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-strong">
      {error}
    </p>
  ) : null
}

/** A group of fields (a part, a list, a choice of shapes) with its legend and its own error, if any. */
function Frame(props: {
  path: string
  label: string
  required: boolean
  errors: Record<string, string>
  /** What the group is for, under its legend. */
  hint?: string
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  const id = fieldId(props.path)
  const error = ownError(props.errors, props.path)
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="min-w-0 rounded-lg border border-slate-200 p-3 sm:p-4"
      aria-describedby={
        [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
      }
    >
      <legend className="px-1 font-semibold text-navy">
        {props.label}
        {props.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      {props.hint ? (
        <p id={`${id}-hint`} className="px-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      <div className="mt-2">{props.children}</div>
      {props.actions ? <div className="mt-4 flex flex-wrap gap-2">{props.actions}</div> : null}
    </fieldset>
  )
}

function Group(props: FieldProps) {
  const image = isImage(props.schema)
  return (
    <Frame
      path={props.path}
      label={props.label}
      required={props.required}
      errors={props.errors}
      hint={props.schema.description}
      actions={
        props.required ? null : (
          <button type="button" className={smallButton} onClick={() => props.onChange(undefined)}>
            Remove {props.label.toLowerCase()}
          </button>
        )
      }
    >
      {image ? (
        <ImageUpload
          value={(props.value ?? {}) as Fields}
          onChange={props.onChange}
          logo={props.schema.control === 'logo'}
        />
      ) : null}
      <ObjectFields {...props} hidden={image && isUploaded(props.value) ? ['width', 'height'] : undefined} />
    </Frame>
  )
}

/** A union of shapes told apart by one field (a section's `kind`): pick the shape, then fill it in. */
function UnionField(props: FieldProps) {
  return (
    <Frame path={props.path} label={props.label} required={props.required} errors={props.errors}>
      <UnionFields {...props} />
    </Frame>
  )
}

/** The shape picked (by its telling field, when there is one) and its fields: a part's, or a whole file's. */
function UnionFields(props: Omit<FieldProps, 'label' | 'name' | 'required'>) {
  const options = props.schema.oneOf!
  const discriminator = discriminatorOf(options)
  const value = (props.value ?? {}) as Fields
  const index = discriminator
    ? Math.max(0, discriminator.values.indexOf(String(value[discriminator.key])))
    : 0
  const option = options[index]!
  const id = fieldId(props.path)
  return (
    <>
      {discriminator ? (
        <div className="mb-4">
          <label htmlFor={`${id}-kind`} className="font-semibold text-navy">
            {labelOf(discriminator.key)}
          </label>
          <select
            id={`${id}-kind`}
            className={cn(control, 'max-w-60')}
            value={discriminator.values[index]}
            onChange={(event) => {
              const next = options[discriminator.values.indexOf(event.target.value)]!
              // Keep the fields the two shapes share; start the others empty.
              const fresh = emptyValue(next) as Fields
              const kept = Object.fromEntries(
                Object.entries(value).filter(([key]) => key in (next.properties ?? {})),
              )
              props.onChange({ ...fresh, ...kept, [discriminator.key]: event.target.value })
            }}
          >
            {discriminator.values.map((kind, i) => (
              <option key={kind} value={kind}>
                {shapeName(options[i]!, kind)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ObjectFields {...props} schema={option} />
    </>
  )
}

/** What an item of a list of shapes is (a block's kind, by its name for people), or null. */
function shapeOf(schema: JsonSchema, item: unknown) {
  const discriminator = schema.oneOf && discriminatorOf(schema.oneOf)
  if (!discriminator) return null
  const index = discriminator.values.indexOf(String((item as Fields | undefined)?.[discriminator.key]))
  return index < 0 ? null : shapeName(schema.oneOf![index]!, discriminator.values[index]!)
}

/** A list: add (of the shape chosen, in a list of shapes), duplicate, remove and reorder items. */
function ListField(props: FieldProps) {
  const items = Array.isArray(props.value) ? props.value : []
  const itemSchema = props.schema.items ?? {}
  const { minItems = 0, maxItems } = props.schema
  const singular = singularOf(props.label)
  const keys = useItemKeys(items.length)
  const shapes = itemSchema.oneOf
  const discriminator = shapes ? discriminatorOf(shapes) : null
  const [shapeToAdd, setShapeToAdd] = useState(0)
  const full = maxItems !== undefined && items.length >= maxItems
  const labelOf = (i: number) => {
    const shape = shapeOf(itemSchema, items[i])
    return shape ? `${itemLabelOf(props.label, i)}: ${shape}` : itemLabelOf(props.label, i)
  }
  const move = (from: number, to: number) => {
    keys.moved(from, to)
    props.onChange(arrayMove(items, from, to))
  }
  const duplicate = (at: number) => {
    keys.inserted(at + 1)
    props.onChange(items.toSpliced(at + 1, 0, structuredClone(items[at])))
  }
  const remove = (at: number) => {
    keys.removed(at)
    props.onChange(items.toSpliced(at, 1))
  }
  const add = () => {
    const shape = shapes?.[shapeToAdd]
    props.onChange([...items, emptyValue(shape ?? itemSchema)])
  }
  const addId = `${fieldId(props.path)}-add`
  return (
    <Frame
      path={props.path}
      label={props.label}
      required={props.required}
      errors={props.errors}
      actions={
        full ? null : (
          <div className="flex flex-wrap items-end gap-2">
            {shapes && discriminator ? (
              <div>
                <label htmlFor={addId} className="block text-sm font-semibold text-navy">
                  Kind of {singular} to add
                </label>
                <select
                  id={addId}
                  className={cn(control, 'py-1.5')}
                  value={shapeToAdd}
                  onChange={(event) => setShapeToAdd(Number(event.target.value))}
                >
                  {shapes.map((shape, i) => (
                    <option key={discriminator.values[i]} value={i}>
                      {shapeName(shape, discriminator.values[i]!)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <button type="button" className={smallButton} onClick={add}>
              Add {singular}
            </button>
          </div>
        )
      }
    >
      {items.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <SortableItems
        keys={keys.all}
        labelOf={labelOf}
        onMove={move}
        renderItem={(i, handle) => {
          const itemLabel = labelOf(i)
          return (
            <>
              <Field
                schema={itemSchema}
                value={items[i]}
                onChange={(next) => props.onChange(items.map((old, j) => (j === i ? next : old)))}
                path={`${props.path}.${i}`}
                name={props.name}
                label={itemLabel}
                required
                errors={props.errors}
              />
              <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={`${itemLabel}: order`}>
                {items.length > 1 ? handle : null}
                <button
                  type="button"
                  className={smallButton}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${itemLabel.toLowerCase()} up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${itemLabel.toLowerCase()} down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={full}
                  onClick={() => duplicate(i)}
                  aria-label={`Duplicate ${itemLabel.toLowerCase()}`}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={items.length <= minItems}
                  onClick={() => remove(i)}
                  aria-label={`Remove ${itemLabel.toLowerCase()}`}
                >
                  Remove
                </button>
              </div>
            </>
          )
        }}
      />
    </Frame>
  )
}

/** A set of named values (the redirects: from one address to another). */
function RecordField(props: FieldProps) {
  const entries = Object.entries((props.value ?? {}) as Record<string, unknown>)
  const id = fieldId(props.path)
  const write = (next: [string, unknown][]) => props.onChange(Object.fromEntries(next))
  return (
    <Frame
      path={props.path}
      label={props.label || 'Entries'}
      required
      errors={props.errors}
      actions={
        <button type="button" className={smallButton} onClick={() => write([...entries, ['', '']])}>
          Add a line
        </button>
      }
    >
      <ul className="space-y-3">
        {entries.map(([key, value], i) => (
          <li key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div>
              <label htmlFor={`${id}-${i}-key`} className="text-sm font-semibold text-navy">
                From
              </label>
              <input
                id={`${id}-${i}-key`}
                className={control}
                value={key}
                onChange={(event) =>
                  write(entries.map((entry, j) => (j === i ? [event.target.value, entry[1]] : entry)))
                }
              />
            </div>
            <div>
              <label htmlFor={`${id}-${i}-value`} className="text-sm font-semibold text-navy">
                To
              </label>
              <input
                id={`${id}-${i}-value`}
                className={control}
                aria-invalid={props.errors[`${props.path ? `${props.path}.` : ''}${key}`] ? true : undefined}
                value={String(value ?? '')}
                onChange={(event) =>
                  write(entries.map((entry, j) => (j === i ? [entry[0], event.target.value] : entry)))
                }
              />
              <FieldError
                id={`${id}-${i}-value`}
                error={props.errors[`${props.path ? `${props.path}.` : ''}${key}`]}
              />
            </div>
            <button
              type="button"
              className={smallButton}
              onClick={() => write(entries.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </Frame>
  )
}
