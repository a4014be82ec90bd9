-- Issue 14: Bitcoin over Lightning (deposit invoices, withdrawals to a pasted invoice) and Monero.
-- A Lightning deposit is one invoice; its payment hash is unique, so a settlement seen twice (a
-- poll and a sandbox "pay", or two workers) finds one row and credits it once.
CREATE TABLE "lightning_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lightning_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"backend" text NOT NULL,
	"payment_hash" text NOT NULL,
	"payment_request" text NOT NULL,
	"amount_msat" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lightning_invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "lightning_invoices_amount_check" CHECK ("lightning_invoices"."amount_msat" > 0 AND "lightning_invoices"."amount_minor" > 0),
	CONSTRAINT "lightning_invoices_status_check" CHECK ("lightning_invoices"."status" IN ('pending', 'paid', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "lightning_invoices" ADD CONSTRAINT "lightning_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_invoices" ADD CONSTRAINT "lightning_invoices_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lightning_invoices_payment_hash_key" ON "lightning_invoices" USING btree ("payment_hash");--> statement-breakpoint
CREATE INDEX "lightning_invoices_user_idx" ON "lightning_invoices" USING btree ("user_id","id");--> statement-breakpoint
-- A withdrawal goes out on chain or over Lightning; a Lightning one names the invoice it pays,
-- and no invoice is paid by two withdrawals that are still alive.
ALTER TABLE "withdrawals" ADD COLUMN "rail" text DEFAULT 'onchain' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payment_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_rail_check" CHECK ("withdrawals"."rail" IN ('onchain', 'lightning') AND ("withdrawals"."rail" = 'lightning') = ("withdrawals"."payment_hash" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_lightning_invoice_key" ON "withdrawals" USING btree ("payment_hash") WHERE "withdrawals"."payment_hash" IS NOT NULL AND "withdrawals"."status" NOT IN ('rejected', 'cancelled');--> statement-breakpoint
-- Monero (SPEC §9 lists it among the accepted coins).
INSERT INTO "entity_wallets" ("id", "coin", "name", "allow_withdrawals", "position") VALUES
  (11, 'XMR', 'Monero', true, 11)
ON CONFLICT ("id") DO NOTHING;
