import type { AnalyticsResponse, PageReads } from '#contract/analytics.ts'
import { getJson } from '#app/lib/api-client.ts'

/** The figures of visits: a period's, and a page's reads for the editor. */
export const analyticsApi = {
  analytics: (period?: { from: string; to: string }) =>
    getJson<AnalyticsResponse>(`/api/analytics${period ? `?${new URLSearchParams(period)}` : ''}`),
  pageReads: (path: string) => getJson<PageReads>(`/api/analytics/page?${new URLSearchParams({ path })}`),
}
