import type {
  ContentEntryResponse,
  ContentListResponse,
  HistoryResponse,
  ImageDescription,
  LibraryImage,
  Preview,
  Release,
  SaveDraftBody,
  UploadedImage,
} from '#contract/content.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change, changeWithFile } from './change.ts'

const libraryImage = (name: string) => `/api/content/library/${encodeURIComponent(name)}`

/** The content editor: entries, drafts, publishing and releases, previews, history, photographs. */
export const contentApi = {
  contentList: () => getJson<ContentListResponse>('/api/content'),
  contentEntry: (ref: string) =>
    getJson<ContentEntryResponse>(`/api/content/entry?ref=${encodeURIComponent(ref)}`),
  saveDraft: (body: SaveDraftBody, csrfToken: string) =>
    change<NonNullable<ContentEntryResponse['draft']>>('/api/content/draft', body, csrfToken),
  publish: (ref: string, revision: number, csrfToken: string) =>
    change<{ release: Release }>('/api/content/publish', { ref, revision }, csrfToken),
  publishTogether: (drafts: { ref: string; revision: number }[], csrfToken: string) =>
    change<{ release: Release }>('/api/content/publish-together', { drafts }, csrfToken),
  restore: (ref: string, version: number, csrfToken: string) =>
    change<{ release: Release }>('/api/content/restore', { ref, version }, csrfToken),
  preview: (ref: string, revision: number, csrfToken: string) =>
    change<{ preview: Preview }>('/api/content/preview', { ref, revision }, csrfToken),
  previewState: (id: number) => getJson<{ preview: Preview }>(`/api/content/previews/${id}`),
  rename: (ref: string, key: string, csrfToken: string) =>
    change<{ release: Release }>('/api/content/rename', { ref, key }, csrfToken),
  deleteEntry: (ref: string, redirectTo: string | null, takeOut: boolean, csrfToken: string) =>
    change<{ release: Release }>('/api/content/delete', { ref, redirectTo, takeOut }, csrfToken),
  discardDraft: (ref: string, revision: number, csrfToken: string) =>
    change('/api/content/discard', { ref, revision }, csrfToken),
  uploadImage: (file: File, { alt, decorative }: ImageDescription, csrfToken: string) =>
    changeWithFile<UploadedImage>(
      `/api/content/images?${new URLSearchParams({ name: file.name, alt: alt ?? '', decorative: String(Boolean(decorative)) })}`,
      file,
      csrfToken,
    ),
  library: (query = '') =>
    getJson<{ images: LibraryImage[] }>(`/api/content/library?${new URLSearchParams({ q: query })}`),
  describeImage: (name: string, description: ImageDescription, csrfToken: string) =>
    change<{ image: LibraryImage }>(libraryImage(name), description, csrfToken),
  replaceImage: (name: string, file: File, csrfToken: string) =>
    changeWithFile<{ image: LibraryImage; release: Release | null }>(
      `${libraryImage(name)}/replace`,
      file,
      csrfToken,
    ),
  deleteImage: (name: string, csrfToken: string) => change(`${libraryImage(name)}/delete`, {}, csrfToken),
  release: (id: number) => getJson<{ release: Release }>(`/api/content/releases/${id}`),
  history: (ref: string) => getJson<HistoryResponse>(`/api/content/history?ref=${encodeURIComponent(ref)}`),
}
