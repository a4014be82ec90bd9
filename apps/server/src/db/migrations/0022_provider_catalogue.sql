-- Provider games in the catalogue (issue 15): a catalogue game may be a third-party provider's
-- (engine 'provider'), linked to its integration and its code in that provider's feed; imports
-- of a feed are recorded, and the thumbnails they downloaded are kept here.
ALTER TABLE "catalogue_games" ADD COLUMN "integration_id" bigint;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD COLUMN "external_code" text;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_games" DROP CONSTRAINT "catalogue_games_engine_check";--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_engine_check" CHECK ("catalogue_games"."engine" IN ('dice', 'limbo', 'roulette', 'blackjack', 'slots', 'wheel', 'crash', 'provider'));--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_provider_check" CHECK (("catalogue_games"."engine" = 'provider') = ("catalogue_games"."integration_id" IS NOT NULL AND "catalogue_games"."external_code" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_games_integration_code_key" ON "catalogue_games" USING btree ("integration_id","external_code");--> statement-breakpoint
CREATE TABLE "provider_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"integration_id" bigint NOT NULL,
	"started_by" bigint NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"source" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"unpublished" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnails_fetched" integer DEFAULT 0 NOT NULL,
	"thumbnails_failed" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "provider_imports_status_check" CHECK ("provider_imports"."status" IN ('running', 'done', 'failed')),
	CONSTRAINT "provider_imports_source_check" CHECK ("provider_imports"."source" IN ('feed', 'upload'))
);
--> statement-breakpoint
ALTER TABLE "provider_imports" ADD CONSTRAINT "provider_imports_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_imports" ADD CONSTRAINT "provider_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_imports_integration_idx" ON "provider_imports" USING btree ("integration_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_imports_running_key" ON "provider_imports" USING btree ("integration_id") WHERE "provider_imports"."status" = 'running';--> statement-breakpoint
CREATE TABLE "provider_game_thumbnails" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_game_thumbnails_content_type_check" CHECK ("provider_game_thumbnails"."content_type" IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "provider_game_thumbnails" ADD CONSTRAINT "provider_game_thumbnails_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;
