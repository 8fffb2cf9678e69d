import { z } from 'zod'
import {
  ContentRefSchema,
  FieldChangeSchema,
  PublishBodySchema,
  ReleaseSchema,
  storedNumber,
} from './content.ts'

export const ReviewSchema = z.object({
  id: z.string(),
  ref: ContentRefSchema,
  title: z.string().describe('The entry’s name, from its draft.'),
  url: z.string().nullable().describe('Its page; null for a part of every page.'),
  state: z
    .enum(['waiting', 'approved', 'returned', 'withdrawn'])
    .describe(
      '`approved`: it was published; `returned`: sent back with `note`; `withdrawn`: its draft went another way.',
    ),
  revision: z.number().int().describe('The draft revision that waits now.'),
  message: z.string().nullable().describe('What the editor says of the change.'),
  askedByEmail: z.string(),
  askedAt: z.string(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable().describe('Why it was sent back.'),
  releaseId: z.number().int().nullable().describe('The release an approval started.'),
  changes: z
    .array(FieldChangeSchema)
    .describe('While it waits: what the draft changes from the published version.'),
})
export type Review = z.infer<typeof ReviewSchema>

export const ReviewListResponseSchema = z.object({
  required: z.boolean().describe('The team reviews editors’ changes before they go live.'),
  items: z.array(ReviewSchema).describe('What waits, oldest first, then what was decided lately.'),
})
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>

const words = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`)

export const AskReviewBodySchema = PublishBodySchema.extend({
  message: words(2000)
    .optional()
    .describe('What the reviewer should know: what changed and why, or by when it should be live.'),
})
export type AskReviewBody = z.infer<typeof AskReviewBodySchema>

export const ReviewParamsSchema = z.object({ id: z.uuid() })

export const ApproveReviewBodySchema = z.object({
  revision: storedNumber(1, { coerce: true }).describe(
    'The draft revision the reviewer saw: a newer one is not published unseen.',
  ),
})

export const ReturnReviewBodySchema = z.object({
  note: words(2000)
    .min(1, 'Say what should change, so the editor knows what to do.')
    .describe('What should change, for the editor.'),
})

export const ReviewResponseSchema = z.object({ review: ReviewSchema })

export const ApprovedResponseSchema = z.object({
  review: ReviewSchema,
  release: ReleaseSchema.describe('The release that publishes it: it builds, then goes live.'),
})
