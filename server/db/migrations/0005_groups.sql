CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"invited_by" integer,
	"user_id" integer,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leader_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"response" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "objective" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "member_requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "impact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "topics" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "professional_fields" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "job_functions" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "roles" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "relevant_sdgs" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "parent_group_id" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "group_duration" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "maximum_size" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_open_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_close_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "circle_type" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "publicity" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "paid_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "discount" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "create_google_classroom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "google_classroom_id" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "extra_info" jsonb DEFAULT '{"is_external":false,"external_link":null,"questions":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "donation_details" jsonb;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "registration" jsonb;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_waitlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_tenant_object_idx" ON "invitations" USING btree ("tenant_id","content_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leader_applications_tenant_user_uq" ON "leader_applications" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_parent_group_id_groups_id_fk" FOREIGN KEY ("parent_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groups_tenant_type_idx" ON "groups" USING btree ("tenant_id","group_type");--> statement-breakpoint
CREATE INDEX "memberships_group_status_idx" ON "memberships" USING btree ("group_id","status");--> statement-breakpoint
