CREATE TABLE "career_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"group_id" integer,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_currently_working" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"follower_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"short_bio" text DEFAULT '' NOT NULL,
	"career_story" text DEFAULT '' NOT NULL,
	"career_advice" text DEFAULT '' NOT NULL,
	"prefered_language" text,
	"professional_field" integer,
	"institution_id" integer,
	"batch" integer,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"social_linkedin" text,
	"social_twitter" text,
	"social_facebook" text,
	"social_google_scholar" text,
	"social_research_gate" text,
	"social_orcid" text,
	"picture_id" integer,
	"resume_id" integer,
	"video_id" integer,
	"calendy_url" text,
	"extra_info" jsonb DEFAULT '{"career_stage":null,"reason_to_join":[],"professional_field":null,"country_of_origin":null,"department":null,"college":null,"affiliation":null,"uni_batch":null,"career_stage_other":null,"reason_to_join_other":null,"professional_field_other":null,"ai_level":null,"goal":null,"is_field_unsure":false}'::jsonb NOT NULL,
	"job_function" integer,
	"interested_services" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specific_needs" text DEFAULT '' NOT NULL,
	"additional_career_information" text DEFAULT '' NOT NULL,
	"is_influencer" boolean DEFAULT false NOT NULL,
	"certification_level" smallint,
	"certified_at" timestamp with time zone,
	"registration_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "topic_areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic_area_id" integer,
	CONSTRAINT "topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "career_entries" ADD CONSTRAINT "career_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_entries" ADD CONSTRAINT "career_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_entries" ADD CONSTRAINT "career_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_institution_id_groups_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_picture_id_uploads_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_resume_id_uploads_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_video_id_uploads_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_topic_area_id_topic_areas_id_fk" FOREIGN KEY ("topic_area_id") REFERENCES "public"."topic_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_entries_owner_idx" ON "career_entries" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_owner_target_uq" ON "follows" USING btree ("tenant_id","follower_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "profiles_tenant_idx" ON "profiles" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("tenant_id","user_id");