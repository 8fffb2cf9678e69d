// Every entry of this collection, by file name. Adding a page is adding a file and a line here.
export const entries: Record<string, unknown> = {}
