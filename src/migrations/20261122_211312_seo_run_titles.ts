import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * SEO runs get a name for the admin ("Crawl and score, 22 Nov 2026, 21:09 IST", plugins/seo-runs), shown instead of the
 * raw kind ("crawl"). Runs recorded before are named here the same way, from their kind and creation time in India.
 */
/** Names the runs that have no name yet (exported for the test that compares it with runTitle). */
export async function nameUnnamedRuns(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
   UPDATE "seo_runs" SET "title" =
     CASE "kind"
       WHEN 'crawl' THEN 'Crawl and score'
       WHEN 'ranks' THEN 'Rank refresh'
       WHEN 'health' THEN 'Health check'
       WHEN 'repair' THEN 'Data repair'
       ELSE "kind"::text
     END || ', ' || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'
   WHERE "title" IS NULL;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_runs" ADD COLUMN "title" varchar;`)
  await nameUnnamedRuns(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_runs" DROP COLUMN "title";`)
}
