// Why a release did not go live, told to the person who published: which entry and field to change,
// in the words of the editor, never a path of the server or a stack. The whole error goes to the log.
import { fieldNameOf } from '#contract/field-names.ts'
import { AppError } from '#server/lib/errors.ts'
import { BuildFailed } from './release-builder.ts'

/** A publish that did not go live (409: the site's content as it stands refuses the change). */
export class PublishFailed extends AppError {
  constructor(message: string) {
    super(409, 'publish_failed', message)
  }
}

/** What the build's check says of one field: `content/jobs/X.yaml:12: hero.title: message`. */
const CONTENT_PROBLEM = /content\/([\w{}./-]+\.(?:ya?ml|md))(?::\d+)?: ([^:\n]+?): ([^\n]+)/g

/** `sections.1.heading` as the form shows it: Section 2 › Heading. */
const fieldWords = (path: string) =>
  path === '(the file)' ? 'the page as a whole' : fieldNameOf(path.split('.')).join(' › ')

/** Anything that looks like a path on the server, with the part under content/ kept. */
const withoutServerPaths = (text: string) =>
  text.replace(/(?:\/[\w.@-]+)+\/(content\/)/g, '$1').replace(/(?:\/[\w.@-]+){2,}/g, '(a file of the site)')

const NOTHING_CHANGED = 'Nothing was published: the site is as it was, and your draft is kept.'

/**
 * The editor's words for why a build (`release 12`, `preview 4`) failed: each field the build's
 * content check named, with its page's name (`titleOf`), or, when the cause is not in the content,
 * that nothing changed and where the site's developer finds the rest (the server's log, by `build`).
 */
export function failureReason(
  error: unknown,
  { build, titleOf }: { build: string; titleOf: (ref: string) => string },
) {
  if (error instanceof BuildFailed) {
    const problems = [...error.message.matchAll(CONTENT_PROBLEM)].map(
      ([, ref, field, message]) =>
        `${titleOf(ref!)}: ${fieldWords(field!.trim())}: ${withoutServerPaths(message!.trim())}`,
    )
    if (problems.length > 0) {
      return [`The site could not be built with this change. ${NOTHING_CHANGED}`, ...problems].join('\n')
    }
  }
  return `The site could not be made live with this change, for a reason in the site's code rather than in your text. ${NOTHING_CHANGED} Try again; if it fails again, ask the site's developer to read the server's log for ${build}.`
}
