import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { ContentReleaseState, DB } from '#server/db/schema.ts'

type Author = { id: string; email: string } | null

/** One published version of a file, as stored. */
export type VersionRow = {
  ref: string
  version: number
  data: string | null
  fileHash: string | null
  authorEmail: string | null
  writtenByEmail: string | null
  releaseId: number
  createdAt: string
}

const VERSION_COLUMNS = [
  'ref',
  'version',
  'data',
  'fileHash',
  'authorEmail',
  'writtenByEmail',
  'releaseId',
  'createdAt',
] as const

/** How many versions one statement adds (each is 8 values). */
const VERSION_BATCH = 1000

/** A release as the editor shows it. */
const RELEASE_COLUMNS = [
  'id',
  'state',
  'summary',
  'error',
  'authorId',
  'authorEmail',
  'writtenByEmail',
  'createdAt',
  'finishedAt',
  'code',
  'fingerprint',
] as const

/** What a release or preview left half-built by a stopped server says. */
export const INTERRUPTED =
  'The server stopped while this was being built, so it was not published: the site is as it was. Publish it again.'

/** The advisory lock the instances build releases under (any number of our own choosing). */
const BUILD_LOCK = 8_412_003

/** The queries, on the database or inside one transaction of it. */
function contentQueries(db: Kysely<DB>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  return {
    /** The newest version of every file ever published (a deleted one has `data` null). */
    latestVersions: () =>
      db
        .selectFrom('contentVersions as v')
        .select(VERSION_COLUMNS.map((column) => `v.${column}` as const))
        .where(({ eb, selectFrom }) =>
          eb(
            'v.version',
            '=',
            selectFrom('contentVersions as w')
              .select((w) => w.fn.max('w.version').as('m'))
              .whereRef('w.ref', '=', 'v.ref'),
          ),
        )
        .orderBy('v.ref')
        .execute() as Promise<VersionRow[]>,

    /** The newest version number of every file, without its fields: what a release's fingerprint is made of. */
    latestVersionNumbers: () =>
      db
        .selectFrom('contentVersions')
        .select((eb) => ['ref', eb.fn.max('version').as('version')])
        .groupBy('ref')
        .orderBy('ref')
        .execute() as Promise<{ ref: string; version: number }[]>,

    /** The given versions of files (a few: one statement), with their fields. */
    versionsAt: (wanted: { ref: string; version: number }[]) =>
      wanted.length === 0
        ? Promise.resolve([] as VersionRow[])
        : (db
            .selectFrom('contentVersions')
            .select(VERSION_COLUMNS)
            .where((eb) =>
              eb.or(
                wanted.map(({ ref, version }) => eb.and([eb('ref', '=', ref), eb('version', '=', version)])),
              ),
            )
            .execute() as Promise<VersionRow[]>),

    /** Every version of one file, newest first. */
    versionsOf: (ref: string) =>
      db
        .selectFrom('contentVersions')
        .select(VERSION_COLUMNS)
        .where('ref', '=', ref)
        .orderBy('version', 'desc')
        .execute() as Promise<VersionRow[]>,

    version: (ref: string, version: number) =>
      db
        .selectFrom('contentVersions')
        .select(VERSION_COLUMNS)
        .where('ref', '=', ref)
        .where('version', '=', version)
        .executeTakeFirst() as Promise<VersionRow | undefined>,

    /** Adds versions; one that another instance added first (the same file and number) is skipped. */
    addVersions: async (
      rows: {
        ref: string
        version: number
        data: string | null
        fileHash: string | null
        author: Author
        /** Who saved the draft it comes from. */
        writtenBy: string | null
        releaseId: number
        at: string
      }[],
    ) => {
      // In batches: a site of 10,000 files read in at its first start is more values than one
      // statement may hold (SQLite's 32,766, PostgreSQL's 65,535).
      for (let start = 0; start < rows.length; start += VERSION_BATCH) {
        await db
          .insertInto('contentVersions')
          .values(
            rows.slice(start, start + VERSION_BATCH).map(({ author, writtenBy, at, ...row }) => ({
              ...row,
              authorId: author?.id ?? null,
              authorEmail: author?.email ?? null,
              writtenByEmail: writtenBy,
              createdAt: at,
            })),
          )
          .onConflict((conflict) => conflict.columns(['ref', 'version']).doNothing())
          .execute()
      }
    },

    drafts: () =>
      db
        .selectFrom('contentDrafts')
        .select(['ref', 'data', 'baseVersion', 'revision', 'authorEmail', 'updatedAt'])
        .execute(),

    draft: (ref: string) =>
      db.selectFrom('contentDrafts').selectAll().where('ref', '=', ref).executeTakeFirst(),

    /**
     * Saves a draft if nobody saved it since `revision` (0: there was none). Returns false when the
     * draft moved on, so that a stale copy never overwrites a newer one.
     */
    saveDraft: async (draft: {
      ref: string
      data: string
      baseVersion: number
      revision: number
      author: Author
      at: string
    }) => {
      const values = {
        data: draft.data,
        baseVersion: draft.baseVersion,
        revision: draft.revision + 1,
        authorId: draft.author?.id ?? null,
        authorEmail: draft.author?.email ?? null,
        updatedAt: draft.at,
      }
      if (draft.revision === 0) {
        const result = await db
          .insertInto('contentDrafts')
          .values({ ref: draft.ref, ...values })
          .onConflict((conflict) => conflict.column('ref').doNothing())
          .executeTakeFirst()
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
      }
      const result = await db
        .updateTable('contentDrafts')
        .set(values)
        .where('ref', '=', draft.ref)
        .where('revision', '=', draft.revision)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Removes a draft, if it is still at `revision`. */
    deleteDraft: async (ref: string, revision: number) => {
      const result = await db
        .deleteFrom('contentDrafts')
        .where('ref', '=', ref)
        .where('revision', '=', revision)
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    /**
     * Takes the replaced photograph `name` out of the library's list: `by` is in its place (and in
     * the place of those it had replaced). Its row stays for what still names it.
     */
    imageReplaced: (name: string, by: string) =>
      db
        .updateTable('contentImages')
        .set({ replacedBy: by })
        .where((eb) => eb.or([eb('name', '=', name), eb('replacedBy', '=', name)]))
        .where('name', '!=', by)
        .execute(),

    /**
     * A draft's fields changed by the site (a photograph it shows was replaced), if nobody saved it
     * since `revision`: its writer stays, and an editor who has it open is told that it changed.
     */
    retouchDraft: async (ref: string, revision: number, data: string) => {
      const result = await db
        .updateTable('contentDrafts')
        .set({ data, revision: revision + 1 })
        .where('ref', '=', ref)
        .where('revision', '=', revision)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Opens a release with the next number. */
    createRelease: (release: { summary: string; author: Author; writtenBy: string | null; at: string }) =>
      db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('contentReleases')
          .select((eb) => eb.fn.max('id').as('last'))
          .executeTakeFirstOrThrow()
        const id = Number(last ?? 0) + 1
        await trx
          .insertInto('contentReleases')
          .values({
            id,
            state: 'building',
            summary: release.summary,
            error: null,
            authorId: release.author?.id ?? null,
            authorEmail: release.author?.email ?? null,
            writtenByEmail: release.writtenBy,
            createdAt: release.at,
            finishedAt: null,
          })
          .execute()
        return id
      }),

    finishRelease: (id: number, state: ContentReleaseState, error: string | null, at: string) =>
      db.updateTable('contentReleases').set({ state, error, finishedAt: at }).where('id', '=', id).execute(),

    release: (id: number) =>
      db.selectFrom('contentReleases').select(RELEASE_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** What a release was built from: the code, and the published versions (their fingerprint). */
    recordBuild: (id: number, code: string, fingerprint: string) =>
      db.updateTable('contentReleases').set({ code, fingerprint }).where('id', '=', id).execute(),

    /** The newest release that went live, and what it was built from. */
    newestLive: () =>
      db
        .selectFrom('contentReleases')
        .select(['id', 'code', 'fingerprint'])
        .where('state', '=', 'live')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /**
     * Runs `build` while no other instance builds: releases are made one after the other, each from the
     * versions the one before it published. PostgreSQL's advisory lock, held on a connection of its
     * own; one SQLite process has one build queue already.
     */
    withBuildLock: async <T>(build: () => Promise<T>): Promise<T> => {
      if (!isPostgres) return build()
      return db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${BUILD_LOCK})`.execute(connection)
        try {
          return await build()
        } finally {
          await sql`select pg_advisory_unlock(${BUILD_LOCK})`.execute(connection)
        }
      })
    },

    /**
     * Marks as failed the releases left `building` by a server that stopped mid-build (they published
     * nothing), and the previews left so. A release's build holds the build lock: when this instance
     * can take it, no build is under way anywhere. Previews are built outside it, by any instance: on
     * PostgreSQL only those older than any build takes (the builder stops one at eight minutes).
     */
    settleInterrupted: async (at: string) => {
      const interrupted = { state: 'failed', error: INTERRUPTED, finishedAt: at } as const
      const settle = async (executor: Kysely<DB>) =>
        void (await executor
          .updateTable('contentReleases')
          .set(interrupted)
          .where('state', '=', 'building')
          .execute())
      const stale = new Date(Date.parse(at) - 10 * 60_000).toISOString()
      await db
        .updateTable('contentPreviews')
        .set({ state: 'failed', error: INTERRUPTED })
        .where('state', '=', 'building')
        .$if(isPostgres, (query) => query.where('createdAt', '<', stale))
        .execute()
      if (!isPostgres) return settle(db)
      await db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          locked: boolean
        }>`select pg_try_advisory_lock(${BUILD_LOCK}) as locked`.execute(connection)
        if (!rows[0]?.locked) return
        try {
          await settle(connection)
        } finally {
          await sql`select pg_advisory_unlock(${BUILD_LOCK})`.execute(connection)
        }
      })
    },

    recentReleases: (limit: number) =>
      db.selectFrom('contentReleases').select(RELEASE_COLUMNS).orderBy('id', 'desc').limit(limit).execute(),

    /** Opens a preview with the next number. */
    createPreview: (preview: { ref: string; path: string; at: string }) =>
      db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('contentPreviews')
          .select((eb) => eb.fn.max('id').as('last'))
          .executeTakeFirstOrThrow()
        const id = Number(last ?? 0) + 1
        await trx
          .insertInto('contentPreviews')
          .values({
            id,
            ref: preview.ref,
            path: preview.path,
            createdAt: preview.at,
            state: 'building',
            error: null,
            archive: null,
          })
          .execute()
        return id
      }),

    /** A ready preview keeps its archive only when other instances may be asked for its pages. */
    finishPreview: (id: number, outcome: { archive: Buffer | null } | { error: string }) =>
      db
        .updateTable('contentPreviews')
        .set(
          'archive' in outcome
            ? { state: 'ready', archive: outcome.archive }
            : { state: 'failed', error: outcome.error },
        )
        .where('id', '=', id)
        .execute(),

    preview: (id: number) =>
      db
        .selectFrom('contentPreviews')
        .select(['id', 'path', 'state', 'error'])
        .where('id', '=', id)
        .executeTakeFirst(),

    previewArchive: async (id: number) =>
      (await db.selectFrom('contentPreviews').select('archive').where('id', '=', id).executeTakeFirst())
        ?.archive ?? null,

    /** Keeps the newest `keep` previews: older ones have expired in the browsers that asked for them. */
    prunePreviews: async (keep: number) => {
      const kept = await db
        .selectFrom('contentPreviews')
        .select('id')
        .orderBy('id', 'desc')
        .limit(keep)
        .execute()
      const oldest = kept.at(-1)?.id
      if (oldest !== undefined) await db.deleteFrom('contentPreviews').where('id', '<', oldest).execute()
    },
  }
}

type ContentQueries = ReturnType<typeof contentQueries>

export function createContentRepository(db: Kysely<DB>) {
  return {
    ...contentQueries(db),
    /** Runs `work` in one transaction: all it writes is kept, or none of it. */
    transaction: <T>(work: (tx: ContentQueries) => Promise<T>) =>
      db.transaction().execute((trx) => work(contentQueries(trx))),
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>
