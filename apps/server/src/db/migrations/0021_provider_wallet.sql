-- The seamless wallet's records (issue 15): the provider transactions it accepted with their
-- answers, the providers' rounds per player, and the count of refused calls.
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"integration_id" bigint NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"round" text NOT NULL,
	"reference_transaction_uuid" text,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ledger_transfer_id" bigint,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" IN ('bet', 'win', 'rollback')),
	CONSTRAINT "provider_transactions_currency_check" CHECK ("provider_transactions"."currency" IN ('USD', 'EUR')),
	CONSTRAINT "provider_transactions_amount_check" CHECK ("provider_transactions"."amount_minor" >= 0),
	CONSTRAINT "provider_transactions_reference_check" CHECK (("provider_transactions"."kind" = 'bet') = ("provider_transactions"."reference_transaction_uuid" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"integration_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"round" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_integration_id_user_id_round_pk" PRIMARY KEY("integration_id","user_id","round")
);
--> statement-breakpoint
CREATE TABLE "provider_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"integration_id" bigint,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 1 NOT NULL,
	"last_code" text NOT NULL,
	"last_client_address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_refusals_reason_check" CHECK ("provider_refusals"."reason" IN ('unknown_provider', 'missing_signature', 'bad_signature'))
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refusals" ADD CONSTRAINT "provider_refusals_integration_id_provider_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."provider_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_uuid_key" ON "provider_transactions" USING btree ("integration_id","transaction_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_rollback_key" ON "provider_transactions" USING btree ("integration_id","reference_transaction_uuid") WHERE "provider_transactions"."kind" = 'rollback';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_transfer_key" ON "provider_transactions" USING btree ("ledger_transfer_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference_idx" ON "provider_transactions" USING btree ("integration_id","reference_transaction_uuid");--> statement-breakpoint
CREATE INDEX "provider_transactions_user_idx" ON "provider_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_refusals_day_key" ON "provider_refusals" USING btree (coalesce("integration_id", 0),"reason","day");
