import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_cache_tags" (
  	"tag" varchar PRIMARY KEY NOT NULL,
  	"stale" numeric,
  	"expired" numeric,
  	"written_at" numeric NOT NULL,
  	"origin" varchar NOT NULL,
  	"version" serial NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "page_cache_tags_updated_at_idx" ON "page_cache_tags" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_cache_tags" CASCADE;`)
}
