CREATE TABLE "social_login_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"redirect_uri" text NOT NULL,
	"next_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alternate_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_alternate_email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_org_id" integer;--> statement-breakpoint
ALTER TABLE "social_login_states" ADD CONSTRAINT "social_login_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_login_states_expiry_idx" ON "social_login_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_org_id_groups_id_fk" FOREIGN KEY ("default_org_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_alternate_email_uq" ON "users" USING btree ("tenant_id","alternate_email");