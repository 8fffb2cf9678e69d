import type { ChangeScheduleBody, Schedule, ScheduleBody, ScheduleListResponse } from '#contract/schedules.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

const schedule = (id: string) => `/api/schedules/${encodeURIComponent(id)}`

/** Publishes, take-downs and sends set for a time. */
export const schedulesApi = {
  schedules: () => getJson<ScheduleListResponse>('/api/schedules'),
  schedule: (body: ScheduleBody, csrfToken: string) =>
    change<{ schedule: Schedule }>('/api/schedules', body, csrfToken),
  changeSchedule: (id: string, body: ChangeScheduleBody, csrfToken: string) =>
    change<{ schedule: Schedule }>(schedule(id), body, csrfToken),
  cancelSchedule: (id: string, csrfToken: string) =>
    change<{ schedule: Schedule }>(`${schedule(id)}/cancel`, {}, csrfToken),
}
