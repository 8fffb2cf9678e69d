import type {
  Campaign,
  CampaignBody,
  CampaignPreview,
  CampaignsResponse,
  SendPageBody,
} from '#contract/campaigns.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

const campaign = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`

/** The newsletter's issues: written, previewed, tested, sent, paused. */
export const campaignsApi = {
  campaigns: () => getJson<CampaignsResponse>('/api/campaigns'),
  createCampaign: (body: CampaignBody, csrfToken: string) =>
    change<Campaign>('/api/campaigns', body, csrfToken),
  updateCampaign: (id: string, body: CampaignBody, csrfToken: string) =>
    change<Campaign>(campaign(id), body, csrfToken),
  sendPage: (body: SendPageBody, csrfToken: string) =>
    change<Campaign>('/api/campaigns/send-page', body, csrfToken),
  campaignPreview: (id: string, language: string | null = null) =>
    getJson<CampaignPreview>(`${campaign(id)}/preview${language ? `?language=${language}` : ''}`),
  sendTest: (id: string, csrfToken: string) => change(`${campaign(id)}/test`, {}, csrfToken),
  sendCampaign: (id: string, csrfToken: string) => change<Campaign>(`${campaign(id)}/send`, {}, csrfToken),
  pauseCampaign: (id: string, csrfToken: string) => change<Campaign>(`${campaign(id)}/pause`, {}, csrfToken),
  resumeCampaign: (id: string, csrfToken: string) =>
    change<Campaign>(`${campaign(id)}/resume`, {}, csrfToken),
}
