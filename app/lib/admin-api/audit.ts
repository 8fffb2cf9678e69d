import type { AuditQuery, AuditResponse } from '#contract/audit.ts'
import { getJson } from '#app/lib/api-client.ts'

/** The audit log, read only. */
export const auditApi = {
  audit: (query: Partial<AuditQuery>) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value))
    return getJson<AuditResponse>(`/api/audit?${params}`)
  },
}
