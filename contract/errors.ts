/** Every API error has this shape (DESIGN §6). */
export type ErrorResponse = {
  error: string
  code?: string
  fields?: Record<string, string>
  /** The request's id, as in the server's log: quote it when reporting a problem. */
  requestId?: string
}
