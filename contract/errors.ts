import { z } from 'zod'

/** Every API error has this shape (DESIGN §6). */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
