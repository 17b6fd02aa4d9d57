import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_runs" ADD COLUMN "job_id" numeric;
  CREATE INDEX "seo_runs_job_id_idx" ON "seo_runs" USING btree ("job_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "seo_runs_job_id_idx";
  ALTER TABLE "seo_runs" DROP COLUMN "job_id";`)
}
