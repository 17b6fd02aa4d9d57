import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_keywords_priority" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum_keywords_position_source" AS ENUM('gsc', 'serp');
  CREATE TYPE "public"."enum_keyword_positions_source" AS ENUM('gsc', 'serp');
  CREATE TYPE "public"."enum_geo_keywords_location" AS ENUM('Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad', 'Mumbai', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Chandigarh', 'Lucknow', 'Indore', 'Surat', 'Nagpur', 'Bhopal', 'Kochi', 'Greater Noida', 'Sonipat', 'Panipat', 'Rohtak', 'Karnal', 'Ambala', 'Hisar', 'Rewari', 'Manesar', 'Dehradun', 'Ludhiana', 'Amritsar', 'Kanpur', 'Agra', 'Varanasi', 'Patna', 'Bhubaneswar', 'Visakhapatnam', 'Coimbatore', 'Vadodara', 'Thiruvananthapuram');
  CREATE TYPE "public"."enum_geo_keywords_geo_modifier" AS ENUM('in', 'near', 'near me', 'services in', 'best in', 'top in', 'around', 'consultant in', 'firm in', 'office in');
  CREATE TYPE "public"."enum_geo_keywords_competition_level" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum_competitor_rankings_source" AS ENUM('gsc', 'serp');
  CREATE TYPE "public"."enum_optimisation_queue_priority" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum_optimisation_queue_status" AS ENUM('pending', 'in_review', 'approved', 'rejected', 'completed');
  CREATE TYPE "public"."enum_optimisations_optimization_type" AS ENUM('title', 'meta_description', 'heading', 'content');
  CREATE TYPE "public"."enum_optimisations_status" AS ENUM('pending_implementation', 'implemented', 'failed');
  CREATE TYPE "public"."enum_optimisation_log_status" AS ENUM('completed_verified', 'failed_with_reason');
  CREATE TYPE "public"."enum_monitoring_logs_status" AS ENUM('healthy', 'degraded', 'critical');
  CREATE TYPE "public"."enum_api_monitoring_status" AS ENUM('healthy', 'degraded', 'down', 'not_configured');
  CREATE TYPE "public"."enum_seo_issues_severity" AS ENUM('critical', 'warning', 'info');
  CREATE TABLE "keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"target_url" varchar DEFAULT '/' NOT NULL,
  	"current_position" numeric,
  	"previous_position" numeric,
  	"search_volume" numeric,
  	"difficulty_score" numeric,
  	"in_title" boolean DEFAULT false,
  	"in_description" boolean DEFAULT false,
  	"in_headings" boolean DEFAULT false,
  	"content_frequency" numeric DEFAULT 0,
  	"target_frequency" numeric DEFAULT 5,
  	"optimization_score" numeric DEFAULT 0,
  	"category" varchar DEFAULT 'general',
  	"priority" "enum_keywords_priority" DEFAULT 'medium',
  	"position_source" "enum_keywords_position_source",
  	"clicks" numeric,
  	"impressions" numeric,
  	"last_checked_at" timestamp(3) with time zone,
  	"last_check_error" varchar,
  	"scored_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "keyword_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword_id" integer NOT NULL,
  	"position" numeric,
  	"clicks" numeric,
  	"impressions" numeric,
  	"source" "enum_keyword_positions_source" NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "geo_keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"base_keyword" varchar NOT NULL,
  	"location" "enum_geo_keywords_location" NOT NULL,
  	"geo_modifier" "enum_geo_keywords_geo_modifier" DEFAULT 'in' NOT NULL,
  	"full_keyword" varchar NOT NULL,
  	"target_url" varchar DEFAULT '/',
  	"search_volume" numeric,
  	"competition_level" "enum_geo_keywords_competition_level",
  	"local_difficulty" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"company_name" varchar,
  	"domain_authority" numeric,
  	"monthly_traffic_estimate" numeric,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitor_rankings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"competitor_id" integer NOT NULL,
  	"position" numeric,
  	"check_date" timestamp(3) with time zone NOT NULL,
  	"source" "enum_competitor_rankings_source",
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_audits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_url" varchar NOT NULL,
  	"status_code" numeric,
  	"title" varchar,
  	"meta_description" varchar,
  	"h1_tag" varchar,
  	"h1_count" numeric,
  	"word_count" numeric,
  	"internal_links_count" numeric,
  	"external_links_count" numeric,
  	"images_count" numeric,
  	"images_with_alt_count" numeric,
  	"canonical" varchar,
  	"has_viewport" boolean DEFAULT false,
  	"lang" varchar,
  	"robots" varchar,
  	"structured_data_types" jsonb,
  	"headings" jsonb,
  	"image_alts" jsonb,
  	"body_text" varchar,
  	"last_crawled_at" timestamp(3) with time zone,
  	"crawl_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "optimisation_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword_id" integer,
  	"keyword_text" varchar NOT NULL,
  	"target_url" varchar NOT NULL,
  	"current_score" numeric,
  	"search_volume" numeric,
  	"priority" "enum_optimisation_queue_priority" DEFAULT 'medium',
  	"status" "enum_optimisation_queue_status" DEFAULT 'pending' NOT NULL,
  	"suggested_improvements" jsonb,
  	"estimated_impact" numeric,
  	"review_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "optimisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"component_path" varchar NOT NULL,
  	"optimization_type" "enum_optimisations_optimization_type" NOT NULL,
  	"current_value" varchar,
  	"optimized_value" jsonb NOT NULL,
  	"status" "enum_optimisations_status" DEFAULT 'pending_implementation' NOT NULL,
  	"implemented_at" timestamp(3) with time zone,
  	"verified_at" timestamp(3) with time zone,
  	"failure_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "optimisation_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"target_url" varchar NOT NULL,
  	"modifications_applied" jsonb,
  	"status" "enum_optimisation_log_status" NOT NULL,
  	"reason" varchar,
  	"timestamp" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "monitoring_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"check_type" varchar DEFAULT 'comprehensive_health' NOT NULL,
  	"status" "enum_monitoring_logs_status" NOT NULL,
  	"details" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "api_monitoring" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_name" varchar NOT NULL,
  	"status" "enum_api_monitoring_status" NOT NULL,
  	"success_rate" numeric,
  	"response_time" numeric,
  	"endpoint_url" varchar,
  	"checks_total" numeric DEFAULT 0,
  	"checks_ok" numeric DEFAULT 0,
  	"last_checked_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_url" varchar NOT NULL,
  	"keyword_id" integer,
  	"issue_type" varchar NOT NULL,
  	"severity" "enum_seo_issues_severity" DEFAULT 'warning' NOT NULL,
  	"message" varchar NOT NULL,
  	"resolved" boolean DEFAULT false,
  	"detected_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "keywords_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "keyword_positions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "geo_keywords_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "competitors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "competitor_rankings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_audits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "optimisation_queue_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "optimisations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "optimisation_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitoring_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_monitoring_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_issues_id" integer;
  ALTER TABLE "keyword_positions" ADD CONSTRAINT "keyword_positions_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "competitor_rankings" ADD CONSTRAINT "competitor_rankings_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "optimisation_queue" ADD CONSTRAINT "optimisation_queue_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_issues" ADD CONSTRAINT "seo_issues_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "keywords_keyword_idx" ON "keywords" USING btree ("keyword");
  CREATE INDEX "keywords_target_url_idx" ON "keywords" USING btree ("target_url");
  CREATE INDEX "keywords_current_position_idx" ON "keywords" USING btree ("current_position");
  CREATE INDEX "keywords_search_volume_idx" ON "keywords" USING btree ("search_volume");
  CREATE INDEX "keywords_optimization_score_idx" ON "keywords" USING btree ("optimization_score");
  CREATE INDEX "keywords_priority_idx" ON "keywords" USING btree ("priority");
  CREATE INDEX "keywords_last_checked_at_idx" ON "keywords" USING btree ("last_checked_at");
  CREATE INDEX "keywords_updated_at_idx" ON "keywords" USING btree ("updated_at");
  CREATE INDEX "keywords_created_at_idx" ON "keywords" USING btree ("created_at");
  CREATE UNIQUE INDEX "keyword_target_url_idx" ON "keywords" USING btree ("keyword","target_url");
  CREATE INDEX "keyword_positions_keyword_idx" ON "keyword_positions" USING btree ("keyword_id");
  CREATE INDEX "keyword_positions_checked_at_idx" ON "keyword_positions" USING btree ("checked_at");
  CREATE INDEX "keyword_positions_updated_at_idx" ON "keyword_positions" USING btree ("updated_at");
  CREATE INDEX "keyword_positions_created_at_idx" ON "keyword_positions" USING btree ("created_at");
  CREATE INDEX "keyword_checked_at_idx" ON "keyword_positions" USING btree ("keyword_id","checked_at");
  CREATE INDEX "geo_keywords_base_keyword_idx" ON "geo_keywords" USING btree ("base_keyword");
  CREATE INDEX "geo_keywords_location_idx" ON "geo_keywords" USING btree ("location");
  CREATE UNIQUE INDEX "geo_keywords_full_keyword_idx" ON "geo_keywords" USING btree ("full_keyword");
  CREATE INDEX "geo_keywords_updated_at_idx" ON "geo_keywords" USING btree ("updated_at");
  CREATE INDEX "geo_keywords_created_at_idx" ON "geo_keywords" USING btree ("created_at");
  CREATE UNIQUE INDEX "competitors_domain_idx" ON "competitors" USING btree ("domain");
  CREATE INDEX "competitors_is_active_idx" ON "competitors" USING btree ("is_active");
  CREATE INDEX "competitors_updated_at_idx" ON "competitors" USING btree ("updated_at");
  CREATE INDEX "competitors_created_at_idx" ON "competitors" USING btree ("created_at");
  CREATE INDEX "competitor_rankings_keyword_idx" ON "competitor_rankings" USING btree ("keyword");
  CREATE INDEX "competitor_rankings_competitor_idx" ON "competitor_rankings" USING btree ("competitor_id");
  CREATE INDEX "competitor_rankings_check_date_idx" ON "competitor_rankings" USING btree ("check_date");
  CREATE INDEX "competitor_rankings_updated_at_idx" ON "competitor_rankings" USING btree ("updated_at");
  CREATE INDEX "competitor_rankings_created_at_idx" ON "competitor_rankings" USING btree ("created_at");
  CREATE INDEX "keyword_check_date_idx" ON "competitor_rankings" USING btree ("keyword","check_date");
  CREATE UNIQUE INDEX "page_audits_page_url_idx" ON "page_audits" USING btree ("page_url");
  CREATE INDEX "page_audits_last_crawled_at_idx" ON "page_audits" USING btree ("last_crawled_at");
  CREATE INDEX "page_audits_updated_at_idx" ON "page_audits" USING btree ("updated_at");
  CREATE INDEX "page_audits_created_at_idx" ON "page_audits" USING btree ("created_at");
  CREATE INDEX "optimisation_queue_keyword_idx" ON "optimisation_queue" USING btree ("keyword_id");
  CREATE INDEX "optimisation_queue_status_idx" ON "optimisation_queue" USING btree ("status");
  CREATE INDEX "optimisation_queue_updated_at_idx" ON "optimisation_queue" USING btree ("updated_at");
  CREATE INDEX "optimisation_queue_created_at_idx" ON "optimisation_queue" USING btree ("created_at");
  CREATE INDEX "optimisations_keyword_idx" ON "optimisations" USING btree ("keyword");
  CREATE INDEX "optimisations_status_idx" ON "optimisations" USING btree ("status");
  CREATE INDEX "optimisations_updated_at_idx" ON "optimisations" USING btree ("updated_at");
  CREATE INDEX "optimisations_created_at_idx" ON "optimisations" USING btree ("created_at");
  CREATE INDEX "optimisation_log_keyword_idx" ON "optimisation_log" USING btree ("keyword");
  CREATE INDEX "optimisation_log_timestamp_idx" ON "optimisation_log" USING btree ("timestamp");
  CREATE INDEX "optimisation_log_updated_at_idx" ON "optimisation_log" USING btree ("updated_at");
  CREATE INDEX "optimisation_log_created_at_idx" ON "optimisation_log" USING btree ("created_at");
  CREATE INDEX "monitoring_logs_updated_at_idx" ON "monitoring_logs" USING btree ("updated_at");
  CREATE INDEX "monitoring_logs_created_at_idx" ON "monitoring_logs" USING btree ("created_at");
  CREATE INDEX "check_type_createdAt_idx" ON "monitoring_logs" USING btree ("check_type","created_at");
  CREATE UNIQUE INDEX "api_monitoring_service_name_idx" ON "api_monitoring" USING btree ("service_name");
  CREATE INDEX "api_monitoring_updated_at_idx" ON "api_monitoring" USING btree ("updated_at");
  CREATE INDEX "api_monitoring_created_at_idx" ON "api_monitoring" USING btree ("created_at");
  CREATE INDEX "seo_issues_page_url_idx" ON "seo_issues" USING btree ("page_url");
  CREATE INDEX "seo_issues_keyword_idx" ON "seo_issues" USING btree ("keyword_id");
  CREATE INDEX "seo_issues_issue_type_idx" ON "seo_issues" USING btree ("issue_type");
  CREATE INDEX "seo_issues_resolved_idx" ON "seo_issues" USING btree ("resolved");
  CREATE INDEX "seo_issues_updated_at_idx" ON "seo_issues" USING btree ("updated_at");
  CREATE INDEX "seo_issues_created_at_idx" ON "seo_issues" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_keywords_fk" FOREIGN KEY ("keywords_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_keyword_positions_fk" FOREIGN KEY ("keyword_positions_id") REFERENCES "public"."keyword_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_geo_keywords_fk" FOREIGN KEY ("geo_keywords_id") REFERENCES "public"."geo_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_competitors_fk" FOREIGN KEY ("competitors_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_competitor_rankings_fk" FOREIGN KEY ("competitor_rankings_id") REFERENCES "public"."competitor_rankings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_audits_fk" FOREIGN KEY ("page_audits_id") REFERENCES "public"."page_audits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_optimisation_queue_fk" FOREIGN KEY ("optimisation_queue_id") REFERENCES "public"."optimisation_queue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_optimisations_fk" FOREIGN KEY ("optimisations_id") REFERENCES "public"."optimisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_optimisation_log_fk" FOREIGN KEY ("optimisation_log_id") REFERENCES "public"."optimisation_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitoring_logs_fk" FOREIGN KEY ("monitoring_logs_id") REFERENCES "public"."monitoring_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_monitoring_fk" FOREIGN KEY ("api_monitoring_id") REFERENCES "public"."api_monitoring"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_issues_fk" FOREIGN KEY ("seo_issues_id") REFERENCES "public"."seo_issues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("keywords_id");
  CREATE INDEX "payload_locked_documents_rels_keyword_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("keyword_positions_id");
  CREATE INDEX "payload_locked_documents_rels_geo_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("geo_keywords_id");
  CREATE INDEX "payload_locked_documents_rels_competitors_id_idx" ON "payload_locked_documents_rels" USING btree ("competitors_id");
  CREATE INDEX "payload_locked_documents_rels_competitor_rankings_id_idx" ON "payload_locked_documents_rels" USING btree ("competitor_rankings_id");
  CREATE INDEX "payload_locked_documents_rels_page_audits_id_idx" ON "payload_locked_documents_rels" USING btree ("page_audits_id");
  CREATE INDEX "payload_locked_documents_rels_optimisation_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("optimisation_queue_id");
  CREATE INDEX "payload_locked_documents_rels_optimisations_id_idx" ON "payload_locked_documents_rels" USING btree ("optimisations_id");
  CREATE INDEX "payload_locked_documents_rels_optimisation_log_id_idx" ON "payload_locked_documents_rels" USING btree ("optimisation_log_id");
  CREATE INDEX "payload_locked_documents_rels_monitoring_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("monitoring_logs_id");
  CREATE INDEX "payload_locked_documents_rels_api_monitoring_id_idx" ON "payload_locked_documents_rels" USING btree ("api_monitoring_id");
  CREATE INDEX "payload_locked_documents_rels_seo_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_issues_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "keyword_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "geo_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitor_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_audits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "optimisation_queue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "optimisations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "optimisation_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monitoring_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "api_monitoring" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_issues" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "keywords" CASCADE;
  DROP TABLE "keyword_positions" CASCADE;
  DROP TABLE "geo_keywords" CASCADE;
  DROP TABLE "competitors" CASCADE;
  DROP TABLE "competitor_rankings" CASCADE;
  DROP TABLE "page_audits" CASCADE;
  DROP TABLE "optimisation_queue" CASCADE;
  DROP TABLE "optimisations" CASCADE;
  DROP TABLE "optimisation_log" CASCADE;
  DROP TABLE "monitoring_logs" CASCADE;
  DROP TABLE "api_monitoring" CASCADE;
  DROP TABLE "seo_issues" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_keywords_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_keyword_positions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_geo_keywords_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_competitors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_competitor_rankings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_audits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_optimisation_queue_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_optimisations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_optimisation_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitoring_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_api_monitoring_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_issues_fk";
  
  DROP INDEX "payload_locked_documents_rels_keywords_id_idx";
  DROP INDEX "payload_locked_documents_rels_keyword_positions_id_idx";
  DROP INDEX "payload_locked_documents_rels_geo_keywords_id_idx";
  DROP INDEX "payload_locked_documents_rels_competitors_id_idx";
  DROP INDEX "payload_locked_documents_rels_competitor_rankings_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_audits_id_idx";
  DROP INDEX "payload_locked_documents_rels_optimisation_queue_id_idx";
  DROP INDEX "payload_locked_documents_rels_optimisations_id_idx";
  DROP INDEX "payload_locked_documents_rels_optimisation_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_monitoring_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_api_monitoring_id_idx";
  DROP INDEX "payload_locked_documents_rels_seo_issues_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "keywords_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "keyword_positions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "geo_keywords_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "competitors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "competitor_rankings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_audits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "optimisation_queue_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "optimisations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "optimisation_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitoring_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_monitoring_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_issues_id";
  DROP TYPE "public"."enum_keywords_priority";
  DROP TYPE "public"."enum_keywords_position_source";
  DROP TYPE "public"."enum_keyword_positions_source";
  DROP TYPE "public"."enum_geo_keywords_location";
  DROP TYPE "public"."enum_geo_keywords_geo_modifier";
  DROP TYPE "public"."enum_geo_keywords_competition_level";
  DROP TYPE "public"."enum_competitor_rankings_source";
  DROP TYPE "public"."enum_optimisation_queue_priority";
  DROP TYPE "public"."enum_optimisation_queue_status";
  DROP TYPE "public"."enum_optimisations_optimization_type";
  DROP TYPE "public"."enum_optimisations_status";
  DROP TYPE "public"."enum_optimisation_log_status";
  DROP TYPE "public"."enum_monitoring_logs_status";
  DROP TYPE "public"."enum_api_monitoring_status";
  DROP TYPE "public"."enum_seo_issues_severity";`)
}
