CREATE TABLE "system_agent_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"response" jsonb NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_agent_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"group_id" integer,
	"run_by" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_agent_responses" ADD CONSTRAINT "system_agent_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_responses" ADD CONSTRAINT "system_agent_responses_agent_id_system_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."system_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_runs" ADD CONSTRAINT "system_agent_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_runs" ADD CONSTRAINT "system_agent_runs_agent_id_system_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."system_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_runs" ADD CONSTRAINT "system_agent_runs_run_by_users_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agents" ADD CONSTRAINT "system_agents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_agent_responses_item_uq" ON "system_agent_responses" USING btree ("agent_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "system_agent_responses_verdict_idx" ON "system_agent_responses" USING btree ("agent_id","verdict");--> statement-breakpoint
CREATE INDEX "system_agent_runs_agent_idx" ON "system_agent_runs" USING btree ("tenant_id","agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_agents_tenant_type_uq" ON "system_agents" USING btree ("tenant_id","agent_type");