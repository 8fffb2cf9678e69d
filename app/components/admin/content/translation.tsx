import type { ContentEntryResponse, TranslationState } from '#contract/content.ts'
import type { Fields } from './json-schema.ts'

const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

/** What a translation's state means, in words. */
export const TRANSLATION_STATES: Record<TranslationState['state'], string> = {
  missing: 'not translated',
  outdated: 'outdated: the original changed after it was published',
  current: 'up to date',
}

/** A translation's state as a short mark, and a link to it (to translate it, where it is missing). */
export function TranslationLink({ translation }: { translation: TranslationState }) {
  const { name, ref, state, language } = translation
  return (
    <a
      href={editLink(ref)}
      className={`inline-block rounded-md px-2 py-0.5 font-semibold underline-offset-4 ring-1 hover:underline ${
        state === 'current'
          ? 'text-emerald-800 ring-emerald-300'
          : state === 'outdated'
            ? 'text-amber-800 ring-amber-300'
            : 'text-slate-700 ring-slate-300'
      }`}
    >
      <span lang={language}>{name}</span>: {state === 'missing' ? 'translate' : TRANSLATION_STATES[state]}
    </a>
  )
}

/** A file of the default language: its translation in each other language, and a way to each. */
export function TranslationsLine({ translations }: { translations: TranslationState[] }) {
  if (translations.length === 0) return null
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      In other languages:
      {translations.map((translation) => (
        <TranslationLink key={translation.ref} translation={translation} />
      ))}
    </p>
  )
}

/** Every text of a file's fields, by its place (`hero › title`), in the order the form shows them. */
function textsOf(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ path: path.join(' › '), text: value }] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, [...path, String(i + 1)]))
  if (value && typeof value === 'object')
    return Object.entries(value as Fields).flatMap(([key, item]) => textsOf(item, [...path, key]))
  return []
}

/**
 * A translation's original, as published, beside its form: each of its texts by its place, to
 * translate from. Its links and pictures are the form's to keep or change.
 */
export function SourcePanel({ source }: { source: NonNullable<ContentEntryResponse['source']> }) {
  const texts = textsOf(source.data).filter(({ text }) => !/^\/|^https?:/.test(text))
  return (
    <aside aria-labelledby="source-heading" className="mb-8 lg:mb-0">
      <details open className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4">
        <summary className="cursor-pointer">
          <h2 id="source-heading" className="inline text-lg font-bold text-navy">
            The original
          </h2>
        </summary>
        <p className="mt-2 text-sm text-slate-700">
          <a href={editLink(source.ref)} className="font-semibold text-navy underline underline-offset-4">
            {source.title}
          </a>
          , as published. Its texts, to translate in the form:
        </p>
        {/* It scrolls on its own beside a long form: the keyboard can reach it and scroll it too. */}
        <div
          role="region"
          aria-label="The original’s texts"
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region takes focus to be scrolled by keyboard
          tabIndex={0}
          className="mt-4 max-h-[70vh] overflow-y-auto pr-2 focus-visible:outline-2 focus-visible:outline-navy"
        >
          <dl lang={source.language} className="space-y-3 text-sm">
            {texts.map(({ path, text }) => (
              <div key={path}>
                <dt className="font-semibold text-slate-600">{path}</dt>
                <dd className="whitespace-pre-line text-slate-900">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    </aside>
  )
}
