/** Every API error has this shape (DESIGN §6). */
export type ErrorResponse = {
  error: string
  code?: string
  fields?: Record<string, string>
}
