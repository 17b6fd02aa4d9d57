import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

/**
 * When each page-cache tag was last expired, shared by every instance of the site on this database: the cache handler
 * (src/lib/pageCacheHandler.mjs, change 4) writes a row per tag an editor's change expires and reads the rows other
 * instances wrote every two seconds. One row per tag (the site's tags are a few per article and page).
 * The name is repeated in the handler, which Next.js loads as plain JavaScript.
 */
export const PAGE_CACHE_TAGS_TABLE = 'page_cache_tags'

/** The table, added to Payload's schema (so migrations and dev push know it) by a beforeSchemaInit hook. */
export const addPageCacheTagsTable: NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number] = ({ adapter, schema }) => {
  adapter.rawTables[PAGE_CACHE_TAGS_TABLE] = {
    name: PAGE_CACHE_TAGS_TABLE,
    columns: {
      tag: { name: 'tag', type: 'varchar', primaryKey: true, notNull: true },
      // Next.js's record of the tag (milliseconds since 1970 on the writing server's clock); either may be absent.
      stale: { name: 'stale', type: 'numeric' },
      expired: { name: 'expired', type: 'numeric' },
      // The writing server's clock when it wrote the row: a reader moves the dates onto its own clock by the difference.
      writtenAt: { name: 'written_at', type: 'numeric', notNull: true },
      // Which server process wrote the row: it skips its own.
      origin: { name: 'origin', type: 'varchar', notNull: true },
      // Taken anew from the sequence on every write, so a reader applies each write once.
      version: { name: 'version', type: 'serial', notNull: true },
      updatedAt: { name: 'updated_at', type: 'timestamp', mode: 'string', precision: 3, withTimezone: true, defaultNow: true, notNull: true },
    },
    indexes: { updatedAt: { name: 'page_cache_tags_updated_at_idx', on: 'updatedAt' } },
  }
  return schema
}
