/** The topic the footer's sign-up asks for (content/newsletter-links.yaml names every topic). */
export const DEFAULT_TOPIC = 'insights'

/** How long an issue's subject and introduction may be, and how many pages it may present. */
export const CAMPAIGN_LIMITS = { subject: 150, intro: 5000, entries: 8 } as const
