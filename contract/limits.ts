// Bounds shared by forms in the browser and validation on the server (docs/architecture.md, API and forms).
export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const

// Feedback timings from the spec (§9).
export const NEWSLETTER_FEEDBACK_MS = 12_000

/** The largest number the database keeps in a record's number (a 32-bit integer column). */
export const STORED_NUMBER_MAX = 2_147_483_647
