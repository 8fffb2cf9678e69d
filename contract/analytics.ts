import { z } from 'zod'
import { READS_DAYS } from './analytics-constants.ts'

/** What the firm counts as a visitor doing what the site is for, in the order the dashboard lists. */
export const GOALS = ['contact', 'subscription', 'job-alert', 'search'] as const
export type Goal = (typeof GOALS)[number]

export const GOAL_LABELS: Record<Goal, string> = {
  contact: 'Contact message sent',
  subscription: 'Newsletter subscription confirmed',
  'job-alert': 'Job alert sign-up',
  search: 'Site search',
}

/** The longest period the dashboard sums at once: beyond it, export the daily totals. */
export const MAX_PERIOD_DAYS = 731

const DaySchema = z.iso.date('Give a date as 2026-11-30.')

export const AnalyticsQuerySchema = z
  .object({
    from: DaySchema.optional().meta({
      description: 'The first day of the period, on the firm’s clock; 29 days before `to` if not given.',
      examples: ['2026-11-01'],
    }),
    to: DaySchema.optional().meta({
      description: 'The last day of the period (included); today if not given.',
      examples: ['2026-11-30'],
    }),
  })
  .superRefine(({ from, to }, context) => {
    if (!from !== !to) {
      context.addIssue({
        code: 'custom',
        path: [from ? 'to' : 'from'],
        message: 'Give both days, or neither.',
      })
    }
    if (!from || !to) return
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes before the first.' })
    else if (days > MAX_PERIOD_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `Choose a period of at most ${MAX_PERIOD_DAYS} days.`,
      })
    }
  })
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>

const CountSchema = z.object({
  name: z.string().describe('The address, referrer, campaign tag, device or words counted.'),
  views: z.number().int().describe('Page views, or for a goal the times it was reached.'),
  visitors: z.number().int().describe('Unique visitors, each counted once a day.'),
})
export type Count = z.infer<typeof CountSchema>

export const AnalyticsResponseSchema = z.object({
  today: z.string().describe('Today on the firm’s clock.'),
  from: z.string(),
  to: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }).describe('The period of the same length before.'),
  totals: z.object({
    visitors: z.number().int(),
    views: z.number().int(),
    previousVisitors: z.number().int(),
    previousViews: z.number().int(),
  }),
  days: z.array(z.object({ day: z.string(), visitors: z.number().int(), views: z.number().int() })),
  pages: z.array(CountSchema).describe('The most viewed pages.'),
  entries: z.array(CountSchema).describe('The pages visits start on.'),
  sources: z.array(CountSchema).describe('Where visits come from: another site, or `Direct`.'),
  campaigns: z
    .object({
      sources: z.array(CountSchema),
      mediums: z.array(CountSchema),
      names: z.array(CountSchema),
    })
    .describe('The `utm_source`, `utm_medium` and `utm_campaign` tags of the addresses visits start at.'),
  devices: z.array(CountSchema),
  countries: z
    .array(CountSchema)
    .describe('The countries of the visitors’ addresses (DB-IP Lite), `Unknown` when not found.'),
  goals: z.array(
    z.object({
      goal: z.enum(GOALS),
      label: z.string(),
      count: z.number().int(),
      visitors: z.number().int(),
      previousCount: z.number().int(),
      rate: z.number().describe('The share of the period’s visitors who reached it, 0 to 1.'),
    }),
  ),
  leads: z
    .array(
      z.object({
        goal: z.enum(GOALS),
        label: z.string(),
        pages: z.array(
          z.object({
            name: z.string(),
            visitors: z.number().int().describe('Visitors who read it, then reached the goal that day.'),
            readers: z.number().int().describe('Visitors who read it.'),
            rate: z.number().describe('`visitors` over `readers`, 0 to 1.'),
          }),
        ),
      }),
    )
    .describe('For each goal but search, the pages its visitors read before reaching it.'),
  searches: z.array(CountSchema).describe('What visitors searched for.'),
  unfound: z.array(CountSchema).describe('Searches that found no page: what to write about.'),
})
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>

export const PageReadsQuerySchema = z.object({
  path: z
    .string()
    .regex(/^\/[^?#\s]{0,300}$/, 'Give a page’s address on the site, such as /insights/a-title.')
    .meta({ examples: ['/insights/ai-in-business'] }),
})

export const PageReadsResponseSchema = z.object({
  path: z.string(),
  from: z.string().describe(`The first of the last ${READS_DAYS} days, today included.`),
  to: z.string(),
  views: z.number().int(),
  visitors: z.number().int().describe('Unique visitors, each counted once a day.'),
})
export type PageReads = z.infer<typeof PageReadsResponseSchema>
