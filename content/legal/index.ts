// The legal pages, by file name: the entry in <slug>.ts, the body in <slug>.md.
export const entries: Record<string, unknown> = {}
