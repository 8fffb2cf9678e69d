import { z } from 'zod'
import { STORED_NUMBER_MAX } from './limits.ts'

/** A record's number (a version, a revision, a release), bounded as the database keeps it. */
export const storedNumber = (min: number, { coerce = false } = {}) =>
  (coerce ? z.coerce.number() : z.number())
    .int('Give a whole number.')
    .min(min)
    .max(STORED_NUMBER_MAX, 'No record has a number this large.')

// The content editor's API (server/modules/content/), shared by the editor's pages and the server.

export const ContentRefSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9{}_-]+(\/[A-Za-z0-9{}_-]+)*\.(yaml|md)$/, 'Not a content file.')
  .describe('A content file by its place in content/: `insights/ai-in-education.yaml`, `site.yaml`.')
  .meta({ examples: ['home.yaml'] })

export const ContentRefQuerySchema = z.object({ ref: ContentRefSchema })

const Fields = z.record(z.string(), z.unknown())

export const ReleaseSchema = z.object({
  id: z.number(),
  state: z.enum(['building', 'live', 'failed', 'superseded']),
  summary: z.string().describe('What the release publishes, in words.'),
  error: z.string().nullable().describe('Why the build failed, in the words of the content check.'),
  authorEmail: z.string().nullable().describe('Who published it (who approved it, under review).'),
  writtenByEmail: z
    .string()
    .nullable()
    .describe('Who wrote its drafts, when not only the member who published it (comma-separated).'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type Release = z.infer<typeof ReleaseSchema>

/**
 * A file in one of the site's other languages: `missing` while it has no translation there,
 * `outdated` when the original was published after the translation last was, else `current`.
 */
export const TranslationStateSchema = z.object({
  language: z.string().describe('The language’s code: fr.'),
  name: z.string().describe('The language’s name in itself: Français.'),
  ref: ContentRefSchema.describe('Where its translation is: fr/insights/….'),
  state: z.enum(['missing', 'outdated', 'current']),
})
export type TranslationState = z.infer<typeof TranslationStateSchema>

export const ContentItemSchema = z.object({
  ref: ContentRefSchema,
  language: z
    .string()
    .nullable()
    .describe('A translation’s language (fr); null for a file of the default language.'),
  translations: z
    .array(TranslationStateSchema)
    .describe('A file of the default language: its translation in each other language.'),
  title: z
    .string()
    .describe('Its title as visitors read it (the firm’s facts filled in); its draft’s, if it has one.'),
  url: z.string().nullable().describe('The page it is, on the public site; null for a part of every page.'),
  purpose: z.string().nullable().describe('What a single file is for, in one line; null for an entry.'),
  status: z.enum(['published', 'draft']).describe('`draft`: it has changes not yet published.'),
  live: z.boolean().describe('A version of it is on the site (a `draft` then holds changes to it).'),
  revision: z
    .number()
    .nullable()
    .describe('Its draft’s revision, to publish it from the list; null without a draft.'),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type ContentItem = z.infer<typeof ContentItemSchema>

export const ContentListResponseSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      purpose: z.string().describe('What its entries are for, in one line.'),
      items: z.array(ContentItemSchema),
      newEntry: z
        .object({
          folder: z.string(),
          extension: z.enum(['.yaml', '.md']),
          route: z.string(),
          keyPattern: z
            .string()
            .nullable()
            .describe('The pattern its address follows, as a regular expression.'),
        })
        .nullable()
        .describe('Where a new entry of a collection goes: content/<folder>/<its address><extension>.'),
    }),
  ),
  release: ReleaseSchema.nullable().describe('The newest release: building, live or failed.'),
})
export type ContentListResponse = z.infer<typeof ContentListResponseSchema>

export const DraftStateSchema = z.object({
  revision: z.number().describe('How many times the draft was saved: a save names the one it started from.'),
  baseVersion: z.number(),
  authorEmail: z.string().nullable(),
  updatedAt: z.string(),
  problems: z
    .record(z.string(), z.string())
    .describe('What must change before it can be previewed or published, by field; empty when it is ready.'),
})

export const ContentEntryResponseSchema = z.object({
  ref: ContentRefSchema,
  title: z.string(),
  group: z.string(),
  url: z.string().nullable(),
  key: z
    .string()
    .nullable()
    .describe('The last part of its address, for an entry of a collection (which can be moved and deleted).'),
  format: z.enum(['yaml', 'markdown']),
  schema: Fields.describe('The JSON Schema of its fields, made from the zod schema that checks the build.'),
  data: Fields.nullable().describe(
    'Its fields: the draft if there is one, else the published version; null for a new entry at this place.',
  ),
  published: z
    .object({
      version: z.number(),
      authorEmail: z.string().nullable().describe('Who published it (who approved it, under review).'),
      writtenByEmail: z.string().nullable().describe('Who saved the draft it was published from.'),
      createdAt: z.string(),
    })
    .nullable(),
  draft: DraftStateSchema.nullable(),
  language: z
    .object({ code: z.string(), name: z.string() })
    .nullable()
    .describe('A translation’s language; null for a file of the default language.'),
  source: z
    .object({ ref: ContentRefSchema, title: z.string(), data: Fields.nullable(), language: z.string() })
    .nullable()
    .describe('A translation’s original, as published, to translate beside it.'),
  translations: z.array(TranslationStateSchema),
  addresses: z
    .array(z.string())
    .describe('Every page of the live site, for the links of the form to pick from.'),
  pageTitles: z
    .record(z.string(), z.string())
    .describe('The name of each public page, by its address: a link picked with no words yet takes it.'),
  site: z
    .object({
      shortName: z.string(),
      url: z.string(),
      facts: z
        .record(z.string(), z.string())
        .describe('What the tokens of the texts stand for now: `{shortName}` is `Northstar`.'),
    })
    .describe(
      'The firm as search results and shared links name it, for the preview of how the entry shows there.',
    ),
  readOnly: z
    .string()
    .nullable()
    .describe(
      'Why this member may read but not change the file (the firm’s identity, for a non-owner); null if they may.',
    ),
})
export type ContentEntryResponse = z.infer<typeof ContentEntryResponseSchema>

export const SaveDraftBodySchema = z
  .object({
    ref: ContentRefSchema,
    data: Fields,
    revision: storedNumber(0).describe('The draft revision the change started from; 0 if none.'),
    baseVersion: storedNumber(0).describe('The published version the change started from.'),
  })
  .meta({
    examples: [{ ref: 'redirects.yaml', data: { '/old-page': '/about' }, revision: 0, baseVersion: 1 }],
  })
export type SaveDraftBody = z.infer<typeof SaveDraftBodySchema>

export const SaveDraftResponseSchema = DraftStateSchema

/** A change to one field: where, and its value before and after. */
export const FieldChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })
export type FieldChange = z.infer<typeof FieldChangeSchema>

export const PublishBodySchema = z.object({
  ref: ContentRefSchema,
  revision: storedNumber(1, { coerce: true }).describe('The draft revision to publish.'),
})

export const PublishTogetherBodySchema = z
  .object({
    drafts: z
      .array(PublishBodySchema)
      .min(2, 'Choose at least two drafts to publish together.')
      .max(50)
      .refine(
        (drafts) => new Set(drafts.map(({ ref }) => ref)).size === drafts.length,
        'Name each entry once.',
      )
      .describe(
        'The drafts, each at the revision the member saw: they go live in the same instant, or none does.',
      ),
  })
  .meta({
    examples: [
      {
        drafts: [
          { ref: 'insights/ai-in-business.yaml', revision: 1 },
          { ref: 'insights/sustainability.yaml', revision: 1 },
        ],
      },
    ],
  })
export type PublishTogetherBody = z.infer<typeof PublishTogetherBodySchema>

export const ReleaseResponseSchema = z.object({ release: ReleaseSchema })
export const ReleaseParamsSchema = z.object({ id: storedNumber(1, { coerce: true }) })

export const PreviewSchema = z.object({
  id: z.number(),
  state: z.enum(['building', 'ready', 'failed']),
  path: z.string().describe('The page that shows it: open it once the preview is ready.'),
  error: z.string().nullable().describe('Why the build failed, in the words of the content check.'),
})
export type Preview = z.infer<typeof PreviewSchema>
export const PreviewResponseSchema = z.object({ preview: PreviewSchema })

export const HistoryResponseSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number(),
      authorEmail: z
        .string()
        .nullable()
        .describe('Who published it; null: it came from the files in content/.'),
      writtenByEmail: z.string().nullable().describe('Who saved the draft it was published from.'),
      createdAt: z.string(),
      releaseId: z.number(),
      deleted: z.boolean(),
      changes: z.array(FieldChangeSchema).describe('What it changed from the version before it.'),
    }),
  ),
})
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>

export const RestoreBodySchema = z.object({
  ref: ContentRefSchema,
  version: storedNumber(1, { coerce: true }),
})

export const RenameBodySchema = z.object({
  ref: ContentRefSchema,
  key: z
    .string()
    .trim()
    .min(1, 'Enter the new address.')
    .max(120)
    .describe('The last part of its new address, `new-name` for /insights/new-name.'),
})

export const DeleteBodySchema = z.object({
  ref: ContentRefSchema,
  redirectTo: z
    .string()
    .regex(/^\/\S*$/, 'Enter an address on this site, starting with "/".')
    .nullable()
    .default(null)
    .describe(
      'The page its address should lead to from now on (a 301); needed while other pages link to it.',
    ),
  takeOut: z
    .boolean()
    .default(false)
    .describe(
      'Takes it out of the menus and the lists that feature it, in the same publish; needed while one does.',
    ),
})

export const DiscardBodySchema = PublishBodySchema

export const UploadedImageSchema = z.object({
  src: z.string().describe('Its address on the site, for the image field’s `src`: /images/uploads/<name>.'),
  width: z.number(),
  height: z.number(),
  alt: z.string().describe('What it shows, as the library keeps it: empty when it is decorative.'),
  decorative: z.boolean(),
})
export type UploadedImage = z.infer<typeof UploadedImageSchema>

const AltSchema = z
  .string()
  .trim()
  .max(300, 'Keep it under 300 characters: say what matters, not every detail.')
  .default('')
  .describe('What the photograph shows, for those who cannot see it. Needed unless it is decorative.')
  .meta({ examples: ['The team at work around a whiteboard'] })

export const ImageDescriptionSchema = z.object({
  alt: AltSchema,
  decorative: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(false)
    .describe('It adds nothing the words do not say: no alt text then.'),
})
export type ImageDescription = z.input<typeof ImageDescriptionSchema>

export const ImageUploadQuerySchema = ImageDescriptionSchema.extend({
  name: z.string().max(200).default('photo').describe('The file’s name, for the uploaded file’s.'),
})

export const ImageNameParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9-]+\.(jpg|png|webp|avif)$/, 'There is no such photograph.')
    .meta({ examples: ['team-at-work-0123456789.jpg'] }),
})

export const LibraryImageSchema = UploadedImageSchema.extend({
  name: z.string(),
  bytes: z.number().int().describe('The size of its file.'),
  fileName: z.string().nullable().describe('The name it was uploaded with.'),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
  replacedAt: z.string().nullable(),
  uses: z
    .array(
      z.object({
        ref: ContentRefSchema,
        title: z.string(),
        url: z.string().nullable(),
        field: z.string().describe('Where in the file: `hero.image`.'),
        draft: z.boolean().describe('In a draft not yet published, rather than on the live page.'),
      }),
    )
    .describe('The pages and fields that show it.'),
})
export type LibraryImage = z.infer<typeof LibraryImageSchema>

export const LibraryQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Words of its alt text or file name.'),
})

export const LibraryResponseSchema = z.object({ images: z.array(LibraryImageSchema) })

export const LibraryImageResponseSchema = z.object({
  image: LibraryImageSchema,
  release: ReleaseSchema.nullable().describe(
    'A replacement: the release that puts it on the pages using it.',
  ),
})
