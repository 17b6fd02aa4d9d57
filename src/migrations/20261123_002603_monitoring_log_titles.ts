import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Monitoring logs get a name for the admin ("Health check, 23 Nov 2026, 00:21 IST", plugins/seo-health), shown instead
 * of the raw check type ("comprehensive_health"). Logs recorded before are named here the same way, from their check
 * type and creation time in India.
 */
/** Names the logs that have no name yet (exported for the test that compares it with logTitle). */
export async function nameUnnamedLogs(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
   UPDATE "monitoring_logs" SET "title" =
     CASE "check_type" WHEN 'comprehensive_health' THEN 'Health check' ELSE "check_type" END
       || ', ' || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'
   WHERE "title" IS NULL;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitoring_logs" ADD COLUMN "title" varchar;`)
  await nameUnnamedLogs(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitoring_logs" DROP COLUMN "title";`)
}
