import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data backups and quarantined records get a name for the admin (plugins/seo-repair/collections): "Keywords: 3 rows,
 * 23 Nov 2026, 04:53 IST" and "Keyword #42, 23 Nov 2026, 04:53 IST", where both were named by their source collection
 * alone ("keywords"). Rows recorded before are named here the same way, from their creation time in India.
 */
/** Names the backups and quarantined records that have no name yet (exported for the test that compares it with the hooks). */
export async function nameUnnamedRepairRecords(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
   UPDATE "data_backups" SET "title" =
     CASE "source_collection" WHEN 'keywords' THEN 'Keywords' WHEN 'optimisations' THEN 'Optimisations' ELSE "source_collection" END
       || ': ' || "row_count" || CASE WHEN "row_count" = 1 THEN ' row, ' ELSE ' rows, ' END
       || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'
   WHERE "title" IS NULL;
   UPDATE "quarantine" SET "title" =
     CASE "source_collection" WHEN 'keywords' THEN 'Keyword' WHEN 'optimisations' THEN 'Optimisation' ELSE "source_collection" END
       || ' #' || "source_id" || ', ' || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'
   WHERE "title" IS NULL;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_backups" ADD COLUMN "title" varchar;
  ALTER TABLE "quarantine" ADD COLUMN "title" varchar;`)
  await nameUnnamedRepairRecords(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_backups" DROP COLUMN "title";
  ALTER TABLE "quarantine" DROP COLUMN "title";`)
}
