import type { Release } from '#contract/content.ts'
import type { AskReviewBody, Review, ReviewListResponse } from '#contract/reviews.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

const review = (id: string) => `/api/content/reviews/${encodeURIComponent(id)}`

/** Review before publish: an editor's request, approved (published) or sent back. */
export const reviewsApi = {
  reviews: () => getJson<ReviewListResponse>('/api/content/reviews'),
  askForReview: (body: AskReviewBody, csrfToken: string) =>
    change<{ review: Review }>('/api/content/reviews', body, csrfToken),
  approveReview: (id: string, revision: number, csrfToken: string) =>
    change<{ review: Review; release: Release }>(`${review(id)}/approve`, { revision }, csrfToken),
  sendBackReview: (id: string, note: string, csrfToken: string) =>
    change<{ review: Review }>(`${review(id)}/return`, { note }, csrfToken),
}
