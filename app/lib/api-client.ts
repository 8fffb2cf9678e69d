import type { ContentUse, ErrorResponse } from '#contract/errors.ts'

// The browser trusts our own API's shapes (the server validates with the #contract zod schemas),
// so zod stays out of the client bundle; only its types are shared.

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false
      status: number
      error?: string
      fields?: Record<string, string>
      /** The places that use what was to be taken away (`in_use`). */
      uses?: ContentUse[]
      /** The whole answer, for a route whose error says more (a stale save's `current`). */
      body?: unknown
    }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** POSTs JSON to our API; never throws for network or HTTP failures. */
export function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  return request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** POSTs a file's bytes as the body (its own media type); never throws for network or HTTP failures. */
export function postFile<T>(path: string, file: File, headers: Record<string, string> = {}) {
  return request<T>(path, { method: 'POST', headers: { 'content-type': file.type, ...headers }, body: file })
}

/** GETs JSON from our API; never throws for network or HTTP failures. */
export function getJson<T>(path: string) {
  return request<T>(path, { method: 'GET' })
}

async function request<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
      // A photograph may take a while to send on a slow line.
      signal: AbortSignal.timeout(init.body instanceof Blob ? 120_000 : 15_000),
    })
  } catch {
    return { ok: false, status: 0 }
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.ok)
    return isRecord(json) ? { ok: true, data: json as T } : { ok: false, status: response.status }
  const error = isRecord(json) ? (json as Partial<ErrorResponse>) : {}
  return {
    ok: false,
    status: response.status,
    error: typeof error.error === 'string' ? error.error : undefined,
    fields: isRecord(error.fields) ? error.fields : undefined,
    uses: Array.isArray(error.uses) ? error.uses : undefined,
    body: json,
  }
}
