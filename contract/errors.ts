import { z } from 'zod'

/** A place on the site that uses what a member asked to take away, and what would let it go. */
export const ContentUseSchema = z.object({
  name: z.string().describe('The page or menu, by the name the admin gives it.'),
  editUrl: z.string().describe('Where the admin changes it.'),
  where: z.string().describe('The place on it, as its form names it: `Insights › Item 2`.'),
  fix: z
    .enum(['take-out', 'redirect', 'edit'])
    .describe(
      '`take-out`: asking for it to be taken out of the menus and lists (`takeOut`) lets it go; `redirect`: a link, which a forwarding address answers; `edit`: only a change of that page does.',
    ),
})
export type ContentUse = z.infer<typeof ContentUseSchema>

/**
 * Every API error has this shape (docs/architecture.md, API and forms). Registered as `ErrorResponse`, so the OpenAPI document
 * describes it once and every error answer refers to it.
 */
export const ErrorResponseSchema = z
  .object({
    error: z.string().describe('What went wrong, in words to show to the person who asked.'),
    code: z
      .string()
      .describe(
        'What went wrong, for a program: `invalid_request` (see `fields`), `unauthorized`, `forbidden`, `not_found`, `conflict`, `gone`, `rate_limited`, `bad_request`, `internal`, or a route’s own (such as `form_expired`).',
      ),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('For `invalid_request`: a message for each field at fault, by field name.'),
    changes: z
      .array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() }))
      .optional()
      .describe(
        'For `conflict` on a content draft: the fields someone saved since the copy the change started from.',
      ),
    uses: z
      .array(ContentUseSchema)
      .optional()
      .describe('For `in_use`: each place that uses it, with a link to change it.'),
    requestId: z
      .string()
      .describe('The request’s id, as in the server’s log: quote it when reporting a problem.'),
  })
  .meta({ id: 'ErrorResponse', description: 'An error answer.' })
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
