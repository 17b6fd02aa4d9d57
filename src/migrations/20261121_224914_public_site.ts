import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_content_source" AS ENUM('manual', 'optimiser');
  CREATE TYPE "public"."enum_faqs_topic" AS ENUM('general', 'income-tax-filing', 'gst-services', 'audit', 'compliance-services', 'accounting-services', 'business-consulting', 'international-tax', 'licenses', 'tax-planning');
  CREATE TYPE "public"."enum_job_openings_type" AS ENUM('partner', 'article', 'accountant', 'graduate', 'content');
  CREATE TYPE "public"."enum_job_openings_location" AS ENUM('ncr', 'remote');
  CREATE TABLE "page_content_enhanced_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "page_content_enhanced_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"context" varchar
  );
  
  CREATE TABLE "page_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar,
  	"meta_description" varchar,
  	"h1" varchar,
  	"enhanced_heading" varchar DEFAULT 'Expert CA Services in Gurgaon',
  	"enhanced_links_heading" varchar DEFAULT 'Related Professional Services',
  	"source" "enum_page_content_source" DEFAULT 'manual',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"topic" "enum_faqs_topic" DEFAULT 'general' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_openings_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "job_openings_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "job_openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_job_openings_type" NOT NULL,
  	"department" varchar NOT NULL,
  	"location" "enum_job_openings_location" DEFAULT 'ncr' NOT NULL,
  	"experience" varchar NOT NULL,
  	"commitment" varchar NOT NULL,
  	"deadline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news_updates" ADD COLUMN "content_html" varchar;
  ALTER TABLE "_news_updates_v" ADD COLUMN "version_content_html" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_content_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_openings_id" integer;
  ALTER TABLE "page_content_enhanced_paragraphs" ADD CONSTRAINT "page_content_enhanced_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_content_enhanced_links" ADD CONSTRAINT "page_content_enhanced_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_openings_responsibilities" ADD CONSTRAINT "job_openings_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_openings_requirements" ADD CONSTRAINT "job_openings_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_content_enhanced_paragraphs_order_idx" ON "page_content_enhanced_paragraphs" USING btree ("_order");
  CREATE INDEX "page_content_enhanced_paragraphs_parent_id_idx" ON "page_content_enhanced_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "page_content_enhanced_links_order_idx" ON "page_content_enhanced_links" USING btree ("_order");
  CREATE INDEX "page_content_enhanced_links_parent_id_idx" ON "page_content_enhanced_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_content_path_idx" ON "page_content" USING btree ("path");
  CREATE INDEX "page_content_updated_at_idx" ON "page_content" USING btree ("updated_at");
  CREATE INDEX "page_content_created_at_idx" ON "page_content" USING btree ("created_at");
  CREATE INDEX "faqs_topic_idx" ON "faqs" USING btree ("topic");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "job_openings_responsibilities_order_idx" ON "job_openings_responsibilities" USING btree ("_order");
  CREATE INDEX "job_openings_responsibilities_parent_id_idx" ON "job_openings_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "job_openings_requirements_order_idx" ON "job_openings_requirements" USING btree ("_order");
  CREATE INDEX "job_openings_requirements_parent_id_idx" ON "job_openings_requirements" USING btree ("_parent_id");
  CREATE INDEX "job_openings_type_idx" ON "job_openings" USING btree ("type");
  CREATE INDEX "job_openings_updated_at_idx" ON "job_openings" USING btree ("updated_at");
  CREATE INDEX "job_openings_created_at_idx" ON "job_openings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_content_fk" FOREIGN KEY ("page_content_id") REFERENCES "public"."page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_openings_fk" FOREIGN KEY ("job_openings_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_content_id_idx" ON "payload_locked_documents_rels" USING btree ("page_content_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_job_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_openings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_content_enhanced_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_content_enhanced_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_openings_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_openings_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_openings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_content_enhanced_paragraphs" CASCADE;
  DROP TABLE "page_content_enhanced_links" CASCADE;
  DROP TABLE "page_content" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "job_openings_responsibilities" CASCADE;
  DROP TABLE "job_openings_requirements" CASCADE;
  DROP TABLE "job_openings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_content_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_openings_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_content_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_openings_id_idx";
  ALTER TABLE "news_updates" DROP COLUMN "content_html";
  ALTER TABLE "_news_updates_v" DROP COLUMN "version_content_html";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_content_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_openings_id";
  DROP TYPE "public"."enum_page_content_source";
  DROP TYPE "public"."enum_faqs_topic";
  DROP TYPE "public"."enum_job_openings_type";
  DROP TYPE "public"."enum_job_openings_location";`)
}
