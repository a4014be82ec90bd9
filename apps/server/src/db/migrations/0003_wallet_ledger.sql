CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_user_id" bigint,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner_user_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('cash', 'bonus', 'withdrawal_hold') AND "ledger_accounts"."balance" IS NOT NULL)
        OR ("ledger_accounts"."owner_user_id" IS NULL AND "ledger_accounts"."kind" NOT IN ('cash', 'bonus', 'withdrawal_hold') AND "ledger_accounts"."balance" IS NULL)),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."owner_user_id" IS NULL OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reverses_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"address_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"txid" text NOT NULL,
	"output_index" integer NOT NULL,
	"crypto_amount" numeric(38, 18) NOT NULL,
	"confirmations" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"rate" text,
	"credited_minor" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"gateway" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"coin" text NOT NULL,
	"reference_number" text NOT NULL,
	"sent_amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"chain_deposit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "entity_wallets" (
	"id" integer PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"name" text NOT NULL,
	"allow_withdrawals" boolean DEFAULT true NOT NULL,
	"min_topup_minor" bigint,
	"max_topup_minor" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "entity_wallets_coin_unique" UNIQUE("coin")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"crypto_amount" numeric(38, 18),
	"rate" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"txid" text,
	"reason" text,
	"reviewed_by" bigint,
	"hold_transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_minor" > 0 AND "withdrawals"."fee_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_address_id_deposit_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."deposit_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_chain_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("chain_deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_key" ON "ledger_accounts" USING btree ("owner_user_id","currency","kind") WHERE "ledger_accounts"."owner_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."owner_user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_key" ON "ledger_transfers" USING btree ("reverses_transfer_id") WHERE "ledger_transfers"."reverses_transfer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_output_key" ON "chain_deposits" USING btree ("network","txid","output_index","address_id");--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("coin","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index_key" ON "deposit_addresses" USING btree ("gateway","coin","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user_coin_key" ON "deposit_addresses" USING btree ("gateway","user_id","coin");--> statement-breakpoint
CREATE INDEX "deposit_requests_user_idx" ON "deposit_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_reference_key" ON "deposit_requests" USING btree ("user_id","coin","reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_key" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
-- Hand-written: the ledger is append-only. A correction is a new, reversing transfer.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Hand-written: the entries written by one statement must balance per transfer and currency, and
-- carry the currency of their account. The transfer function writes all of a transfer's entries
-- in one statement, so an unbalanced transfer can never commit.
CREATE FUNCTION ledger_check_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT transfer_id INTO unbalanced FROM new_entries
    GROUP BY transfer_id, currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not balance', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  SELECT e.transfer_id INTO unbalanced FROM new_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.currency <> e.currency LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % posts to an account of another currency', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries();
--> statement-breakpoint
-- Hand-written: the entity wallets of SPEC §3 for the coins of SPEC §9.
INSERT INTO "entity_wallets" ("id", "coin", "name", "allow_withdrawals", "position") VALUES
  (1, 'BTC', 'Bitcoin', true, 1),
  (2, 'ETH', 'Ethereum', true, 2),
  (3, 'LTC', 'Litecoin', true, 3),
  (4, 'DOGE', 'Dogecoin', true, 4),
  (5, 'BNB', 'Binance Coin', true, 5),
  (6, 'BCH', 'Bitcoin Cash', true, 6),
  (7, 'USDT', 'Tether (TRC-20)', true, 7),
  (8, 'USDC', 'USD Coin (ERC-20)', true, 8),
  (9, 'XRP', 'Ripple', false, 9),
  (10, 'TRX', 'TRON', true, 10);
