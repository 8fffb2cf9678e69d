import { z } from 'zod'
import { TopicSchema } from './newsletter.ts'
import { CAMPAIGN_LIMITS } from './newsletter-constants.ts'
import { plainText } from './text.ts'

// The newsletter's sends (server/modules/campaigns/), shared by the admin's pages and the server.

const SubjectSchema = plainText('The subject')
  .trim()
  .min(1, 'Write a subject.')
  .max(CAMPAIGN_LIMITS.subject, `A subject has at most ${CAMPAIGN_LIMITS.subject} characters.`)
const IntroSchema = plainText('The introduction', { multiline: true })
  .trim()
  .min(1, 'Write a few words to open the e-mail.')
  .max(CAMPAIGN_LIMITS.intro, `The introduction has at most ${CAMPAIGN_LIMITS.intro} characters.`)
  .describe('Plain text; a blank line starts a new paragraph.')

/** An issue's words in another language of the site: its readers who signed up in it get these. */
export const CampaignVersionSchema = z.object({
  language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Not a language code.'),
  subject: SubjectSchema,
  intro: IntroSchema,
})
export type CampaignVersion = z.infer<typeof CampaignVersionSchema>

export const CampaignBodySchema = z
  .object({
    subject: SubjectSchema,
    intro: IntroSchema,
    entries: z
      .array(
        z
          .string()
          .max(300)
          .regex(/^\/[^\s]*$/, 'Choose a page of the site.'),
      )
      .max(CAMPAIGN_LIMITS.entries, `An issue presents at most ${CAMPAIGN_LIMITS.entries} pages.`)
      .describe('The pages of the site it presents, by address, in order.'),
    topics: z.array(TopicSchema).min(1, 'Choose who receives it: one topic at least.').max(20),
    inArchive: z
      .boolean()
      .default(true)
      .describe(
        'Give it a page in the public archive (/newsletters), linked from the e-mail; false: e-mail only.',
      ),
    versions: z
      .array(CampaignVersionSchema)
      .max(20)
      .default([])
      .describe(
        'The issue in the site’s other languages: a reader who signed up in one gets its version, the others the default language’s. Its pages are presented in their translations where they have one.',
      ),
  })
  .meta({
    examples: [
      {
        subject: 'November at Northstar',
        intro: 'Three things we learned this month.',
        entries: ['/about'],
        topics: ['insights'],
        inArchive: false,
      },
    ],
  })
export type CampaignBody = z.input<typeof CampaignBodySchema>
export type CampaignFields = z.output<typeof CampaignBodySchema>

export const CampaignEntrySchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  language: z
    .string()
    .optional()
    .describe('The language of the page, where it is not the issue’s: a page not translated into it.'),
})
export type CampaignEntry = z.infer<typeof CampaignEntrySchema>

export const CampaignCountsSchema = z.object({
  queued: z.number().describe('Waiting for their turn, or for a retry after a temporary refusal.'),
  sent: z.number().describe('Accepted by the mail server.'),
  bounced: z.number().describe('Refused for good by the mail server: that address gets nothing more.'),
  failed: z.number().describe('Refused for a while, every retry; given up on.'),
  unknown: z
    .number()
    .describe('Being sent when an instance stopped: the mail server may have it. Never sent twice.'),
})
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>

export const CampaignStatusSchema = z.enum(['draft', 'publishing', 'sending', 'paused', 'sent'])
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>

export const CampaignSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  intro: z.string(),
  entries: z.array(CampaignEntrySchema),
  topics: z.array(z.string()),
  inArchive: z.boolean(),
  versions: z.array(CampaignVersionSchema),
  source: z
    .string()
    .nullable()
    .describe('`page:<address>` for a page sent to its readers when it was published (once each).'),
  status: CampaignStatusSchema.describe(
    '`publishing`: its page in the archive is being built; the mail goes once it is live.',
  ),
  error: z.string().nullable().describe('Why the last send did not start.'),
  archivePath: z.string().nullable().describe('Its page in the public archive, once sent.'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: CampaignCountsSchema,
  unsubscribed: z
    .number()
    .describe('Readers it was sent to who have unsubscribed since it went (while their record is kept).'),
  visits: z
    .object({ visitors: z.number(), views: z.number() })
    .describe('The visits its links brought: they carry its `utm_campaign` tag, the same for every reader.'),
})
export type Campaign = z.infer<typeof CampaignSchema>

export const CampaignsResponseSchema = z.object({
  campaigns: z.array(CampaignSchema),
  /** What a campaign may be sent to, with how many confirmed readers each has now. */
  topics: z.array(z.object({ key: z.string(), label: z.string(), readers: z.number() })),
  /** The public pages an issue may present. */
  pages: z.array(z.object({ path: z.string(), title: z.string() })),
  /** The site's default language: an issue's own words are in it. */
  defaultLanguage: z.object({ code: z.string(), name: z.string() }),
  /** The site's other languages an issue may be written in, with how many confirmed readers signed up in each. */
  languages: z.array(z.object({ code: z.string(), name: z.string(), readers: z.number() })),
})
export type CampaignsResponse = z.infer<typeof CampaignsResponseSchema>

export const CampaignParamsSchema = z.object({ id: z.uuid('There is no such campaign.') })

export const CampaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string().describe('The e-mail as a reader will see it, their own links in place.'),
  text: z.string().describe('Its plain-text part.'),
})
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>

export const SendPageBodySchema = z
  .object({
    path: z
      .string()
      .max(300)
      .regex(/^\/[^\s]*$/, 'Choose a page of the site.')
      .meta({ examples: ['/insights/ai-in-business'] }),
    topics: z.array(TopicSchema).min(1, 'Choose who receives it: one topic at least.').max(20),
  })
  .meta({ examples: [{ path: '/careers/jobs/TECH-001', topics: ['jobs'] }] })
export type SendPageBody = z.infer<typeof SendPageBodySchema>
