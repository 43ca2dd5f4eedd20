CREATE TABLE "ai_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" integer,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"group_id" integer,
	"website" text,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"group_id" integer,
	"security_level" smallint DEFAULT 0 NOT NULL,
	"files" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"types" text DEFAULT 'post' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_slug" text NOT NULL,
	"content" text NOT NULL,
	"group_id" integer,
	"security_level" smallint DEFAULT 0 NOT NULL,
	"publish_to_khub" boolean DEFAULT false NOT NULL,
	"files" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"topic_area" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"career_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail_image" integer,
	"country" text,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"sub_type" text,
	"source" text,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"group_id" integer,
	"ai_tools" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"thumbnail_image" integer,
	"document" integer,
	"video_link" text,
	"topic_area" integer,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"professional_fields" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_functions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"business_value" text NOT NULL,
	"complexity" text NOT NULL,
	"innovation_category" text NOT NULL,
	"default_group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_logo_uploads_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tips" ADD CONSTRAINT "career_tips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tips" ADD CONSTRAINT "career_tips_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tips" ADD CONSTRAINT "career_tips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_thumbnail_image_uploads_id_fk" FOREIGN KEY ("thumbnail_image") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_thumbnail_image_uploads_id_fk" FOREIGN KEY ("thumbnail_image") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_document_uploads_id_fk" FOREIGN KEY ("document") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_default_group_id_groups_id_fk" FOREIGN KEY ("default_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tools_tenant_slug_uq" ON "ai_tools" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "ai_tools_list_idx" ON "ai_tools" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_tips_tenant_slug_uq" ON "career_tips" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_tenant_slug_uq" ON "posts" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "posts_list_idx" ON "posts" USING btree ("tenant_id","types","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_tenant_slug_uq" ON "resources" USING btree ("tenant_id","title_slug");--> statement-breakpoint
CREATE INDEX "resources_list_idx" ON "resources" USING btree ("tenant_id","type","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "use_cases_tenant_slug_uq" ON "use_cases" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "use_cases_list_idx" ON "use_cases" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_owner_item_uq" ON "votes" USING btree ("tenant_id","user_id","content_type","object_id");--> statement-breakpoint
CREATE INDEX "votes_item_idx" ON "votes" USING btree ("tenant_id","content_type","object_id");