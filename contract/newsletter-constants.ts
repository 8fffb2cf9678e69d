/** The topic the footer's sign-up asks for (content/newsletter-links.yaml names every topic). */
export const DEFAULT_TOPIC = 'insights'

/** How long an issue's subject and introduction may be, and how many pages it may present. */
export const CAMPAIGN_LIMITS = { subject: 150, intro: 5000, entries: 8 } as const

/** The largest subscriber import, in bytes of CSV: some 50,000 addresses. */
export const SUBSCRIBERS_IMPORT_MAX_BYTES = 2 * 1024 * 1024

/** The subscriptions the admin's list shows at a time, and the most a page may hold. */
export const SUBSCRIBERS_PAGE_SIZE = 100

/**
 * The token of the page that thanks a reader for confirming (content/notices/newsletter/confirmed.yaml)
 * that the server fills in, each visit, with the topics they now receive: `?topics=insights,events`.
 */
export const CONFIRMED_TOPICS_TOKEN = 'topics'
