import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seo_runs_kind" AS ENUM('crawl', 'ranks', 'health', 'repair');
  CREATE TYPE "public"."enum_seo_runs_status" AS ENUM('queued', 'running', 'completed', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'seo-rank-refresh', 'seo-crawl', 'seo-health-check', 'seo-purge-backups');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'seo-rank-refresh', 'seo-crawl', 'seo-health-check', 'seo-purge-backups');
  CREATE TABLE "seo_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_seo_runs_kind" NOT NULL,
  	"status" "enum_seo_runs_status" DEFAULT 'queued' NOT NULL,
  	"done" numeric DEFAULT 0,
  	"total" numeric,
  	"message" varchar,
  	"result" jsonb,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"trigger" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_backups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_collection" varchar NOT NULL,
  	"row_count" numeric NOT NULL,
  	"rows" jsonb NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"run_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quarantine" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_collection" varchar NOT NULL,
  	"source_id" numeric NOT NULL,
  	"data" jsonb NOT NULL,
  	"reasons" jsonb NOT NULL,
  	"run_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gsc_site_url" varchar,
  	"gsc_connected_at" timestamp(3) with time zone,
  	"gsc_refresh_token" varchar,
  	"gsc_oauth_state" varchar,
  	"gsc_oauth_state_expires" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_backups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quarantine_id" integer;
  ALTER TABLE "data_backups" ADD CONSTRAINT "data_backups_run_id_seo_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quarantine" ADD CONSTRAINT "quarantine_run_id_seo_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seo_runs_kind_idx" ON "seo_runs" USING btree ("kind");
  CREATE INDEX "seo_runs_status_idx" ON "seo_runs" USING btree ("status");
  CREATE INDEX "seo_runs_updated_at_idx" ON "seo_runs" USING btree ("updated_at");
  CREATE INDEX "seo_runs_created_at_idx" ON "seo_runs" USING btree ("created_at");
  CREATE INDEX "data_backups_expires_at_idx" ON "data_backups" USING btree ("expires_at");
  CREATE INDEX "data_backups_run_idx" ON "data_backups" USING btree ("run_id");
  CREATE INDEX "data_backups_updated_at_idx" ON "data_backups" USING btree ("updated_at");
  CREATE INDEX "data_backups_created_at_idx" ON "data_backups" USING btree ("created_at");
  CREATE INDEX "quarantine_source_collection_idx" ON "quarantine" USING btree ("source_collection");
  CREATE INDEX "quarantine_run_idx" ON "quarantine" USING btree ("run_id");
  CREATE INDEX "quarantine_updated_at_idx" ON "quarantine" USING btree ("updated_at");
  CREATE INDEX "quarantine_created_at_idx" ON "quarantine" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_runs_fk" FOREIGN KEY ("seo_runs_id") REFERENCES "public"."seo_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_backups_fk" FOREIGN KEY ("data_backups_id") REFERENCES "public"."data_backups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quarantine_fk" FOREIGN KEY ("quarantine_id") REFERENCES "public"."quarantine"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seo_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_runs_id");
  CREATE INDEX "payload_locked_documents_rels_data_backups_id_idx" ON "payload_locked_documents_rels" USING btree ("data_backups_id");
  CREATE INDEX "payload_locked_documents_rels_quarantine_id_idx" ON "payload_locked_documents_rels" USING btree ("quarantine_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_backups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quarantine" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seo_runs" CASCADE;
  DROP TABLE "data_backups" CASCADE;
  DROP TABLE "quarantine" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "seo_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_backups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quarantine_fk";
  
  DROP INDEX "payload_locked_documents_rels_seo_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_backups_id_idx";
  DROP INDEX "payload_locked_documents_rels_quarantine_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_backups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quarantine_id";
  DROP TYPE "public"."enum_seo_runs_kind";
  DROP TYPE "public"."enum_seo_runs_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
