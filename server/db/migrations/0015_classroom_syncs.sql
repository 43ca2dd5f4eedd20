CREATE TABLE "classroom_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"course_id" text NOT NULL,
	"course_name" text NOT NULL,
	"added" integer NOT NULL,
	"existing" integer NOT NULL,
	"not_found" integer NOT NULL,
	"synced_by" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_syncs" ADD CONSTRAINT "classroom_syncs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_syncs" ADD CONSTRAINT "classroom_syncs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_syncs" ADD CONSTRAINT "classroom_syncs_synced_by_users_id_fk" FOREIGN KEY ("synced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_syncs_group_kind_uq" ON "classroom_syncs" USING btree ("group_id","kind");