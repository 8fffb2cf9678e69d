import { z } from 'zod'
import { ContentRefSchema } from './content.ts'

/** A date and a time of day on the firm's clock, as a `datetime-local` input gives it. */
export const FirmTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give a date and a time, such as 2026-12-01 09:00.')
  .refine((time) => time >= '2000' && time < '2100', 'Choose a time between the years 2000 and 2100.')
  .describe('On the firm’s clock (its time zone is a setting of the site): `2026-12-01T09:00`.')
  .meta({ examples: ['2030-01-04T18:00'] })

const TakeOutSchema = z
  .boolean()
  .optional()
  .describe(
    'Takes the page out of the menus and the lists that feature it as it comes down; needed while one does.',
  )

const RedirectSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/\S*$/, 'Enter an address on this site, starting with "/".')
  .nullable()
  .optional()
  .describe(
    'Where the page’s address leads once it is taken down, such as `/insights`; none: Page Not Found.',
  )

export const ScheduleSchema = z.object({
  id: z.string(),
  action: z
    .enum(['publish', 'unpublish', 'send'])
    .describe('`publish` and `unpublish` a content file, `send` a newsletter issue.'),
  target: z.string().describe('The content file’s ref, or the newsletter issue’s id.'),
  title: z.string().describe('What it is, in the words the admin shows it with.'),
  url: z.string().nullable().describe('The page it publishes or takes down; null for a newsletter issue.'),
  redirectTo: z.string().nullable(),
  takeOut: z.boolean().describe('A take-down takes the page out of the menus and lists that feature it.'),
  dueAt: z.string().describe('When, as an ISO instant.'),
  dueLocal: z.string().describe('When, on the firm’s clock: `2026-12-01T09:00`.'),
  state: z
    .enum(['waiting', 'firing', 'done', 'failed', 'cancelled'])
    .describe('`firing`: under way now; `failed`: `error` says why, and nothing changed.'),
  error: z.string().nullable(),
  unseen: z
    .string()
    .nullable()
    .describe('While it waits: what changed since it was set that it will not do (a draft saved since).'),
  setByEmail: z.string().nullable(),
  changedByEmail: z.string().nullable(),
  createdAt: z.string(),
  firedAt: z.string().nullable(),
})
export type Schedule = z.infer<typeof ScheduleSchema>

export const ScheduleListResponseSchema = z.object({
  timeZone: z.string().describe('The firm’s time zone, which `dueLocal` and the times asked for are in.'),
  now: z.string().describe('The time now on the firm’s clock, for the form to start from.'),
  items: z
    .array(ScheduleSchema)
    .describe('What waits, soonest first, then what fired or was cancelled lately.'),
})
export type ScheduleListResponse = z.infer<typeof ScheduleListResponseSchema>

export const ScheduleBodySchema = z
  .discriminatedUnion('action', [
    z.object({
      action: z.literal('publish').describe('The drafts saved at the time go live, together.'),
      refs: z
        .array(ContentRefSchema)
        .min(1, 'Choose what to publish.')
        .max(50)
        .refine((refs) => new Set(refs).size === refs.length, 'Name each entry once.'),
      at: FirmTimeSchema,
    }),
    z.object({
      action: z.literal('unpublish').describe('The page is taken down.'),
      ref: ContentRefSchema,
      at: FirmTimeSchema,
      redirectTo: RedirectSchema,
      takeOut: TakeOutSchema,
    }),
    z.object({
      action: z.literal('send'),
      campaignId: z.uuid('There is no such newsletter issue.'),
      at: FirmTimeSchema,
    }),
  ])
  // A job that closes on a Friday evening: its page then leads to the job search.
  .meta({
    examples: [
      {
        action: 'unpublish',
        ref: 'jobs/TECH-001.yaml',
        at: '2030-01-04T18:00',
        redirectTo: '/careers/searchjobs',
      },
    ],
  })
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>

export const ChangeScheduleBodySchema = z.object({
  at: FirmTimeSchema,
  redirectTo: RedirectSchema,
  takeOut: TakeOutSchema,
})
export type ChangeScheduleBody = z.infer<typeof ChangeScheduleBodySchema>

export const ScheduleParamsSchema = z.object({ id: z.uuid('There is no such schedule.') })
export const ScheduleResponseSchema = z.object({ schedule: ScheduleSchema })
