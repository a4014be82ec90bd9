-- Third-party game providers over the seamless wallet (issue 15): the integrations and the
-- launch tokens handed to them.
CREATE TABLE "provider_integrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"signing" text NOT NULL,
	"secret" text,
	"provider_public_key" text,
	"operator_private_key" text,
	"launch_url" text NOT NULL,
	"feed_url" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_integrations_code_check" CHECK ("provider_integrations"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "provider_integrations_signing_check" CHECK ("provider_integrations"."signing" IN ('hmac-sha256', 'rsa-sha256')),
	CONSTRAINT "provider_integrations_keys_check" CHECK (("provider_integrations"."signing" = 'hmac-sha256' AND "provider_integrations"."secret" IS NOT NULL) OR ("provider_integrations"."signing" = 'rsa-sha256' AND "provider_integrations"."provider_public_key" IS NOT NULL AND "provider_integrations"."operator_private_key" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_integrations_code_key" ON "provider_integrations" USING btree ("code");
--> statement-breakpoint
CREATE TABLE "provider_launch_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"integration_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_launch_tokens_currency_check" CHECK ("provider_launch_tokens"."currency" IN ('USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD CONSTRAINT "provider_launch_tokens_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD CONSTRAINT "provider_launch_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_launch_tokens_user_idx" ON "provider_launch_tokens" USING btree ("user_id");
