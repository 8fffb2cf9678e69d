import { useId } from 'react'
import type { NewsletterTopic } from '#content/schemas.ts'

/**
 * The topics a reader may tick, as checkboxes named `topics`: a form posts the ticked ones without
 * JavaScript. Uncontrolled, so a tick made before the island wakes is kept.
 */
export function TopicChoices({
  legend,
  topics,
  checked,
  omit,
}: {
  legend: string
  topics: NewsletterTopic[]
  /** The ones ticked when the page opens (the reader's current choice, once known). */
  checked?: string[]
  /** The one not offered: chosen already (the server hides it in the page as built, too). */
  omit?: string
}) {
  const id = useId()
  return (
    <fieldset className="space-y-3 text-base">
      <legend className="mb-2 font-semibold text-navy">{legend}</legend>
      {topics.map((topic) => (
        <div
          key={topic.key}
          data-topic={topic.key}
          hidden={topic.key === omit || undefined}
          className="flex items-start gap-3"
        >
          <input
            // A new key once the reader's choice arrives, so the box shows it.
            key={String(checked?.includes(topic.key))}
            id={`${id}-${topic.key}`}
            type="checkbox"
            name="topics"
            value={topic.key}
            defaultChecked={checked?.includes(topic.key)}
            aria-describedby={`${id}-${topic.key}-about`}
            className="mt-1 size-5 shrink-0 accent-navy"
          />
          <div>
            <label htmlFor={`${id}-${topic.key}`} className="font-semibold text-slate-900">
              {topic.label}
            </label>
            <p id={`${id}-${topic.key}-about`} className="text-slate-600">
              {topic.description}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  )
}
