CREATE TABLE "player_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"bonus_key" text NOT NULL,
	"state" text NOT NULL,
	"active" smallint DEFAULT 0 NOT NULL,
	"finished" smallint DEFAULT 0 NOT NULL,
	"deposit_index" smallint,
	"currency" text NOT NULL,
	"percent" integer,
	"max_bonus_minor" bigint,
	"amount_minor" bigint,
	"wagering_multiplier" integer NOT NULL,
	"wagering_required_minor" bigint,
	"wagering_progress_minor" bigint DEFAULT 0 NOT NULL,
	"wagering_from_entry_id" bigint,
	"valid_days" integer NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fs_games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"chain_deposit_id" bigint,
	"grant_transfer_id" bigint,
	"settle_transfer_id" bigint,
	"settled_minor" bigint,
	"granted_by" bigint,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_active_check" CHECK ("player_bonuses"."active" IN (-1, 0, 1)),
	CONSTRAINT "player_bonuses_finished_check" CHECK ("player_bonuses"."finished" IN (0, 1)),
	CONSTRAINT "player_bonuses_state_check" CHECK ("player_bonuses"."state" IN ('available', 'claimed', 'running', 'completed', 'declined', 'expired', 'forfeited', 'cancelled', 'lapsed')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK (("player_bonuses"."amount_minor" IS NULL OR "player_bonuses"."amount_minor" >= 0) AND "player_bonuses"."wagering_multiplier" >= 0 AND "player_bonuses"."wagering_progress_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_chain_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("chain_deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_grant_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("grant_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_deposit_offer_key" ON "player_bonuses" USING btree ("user_id","bonus_key","deposit_index") WHERE "player_bonuses"."deposit_index" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_key" ON "player_bonuses" USING btree ("user_id") WHERE "player_bonuses"."active" = 1 AND "player_bonuses"."finished" = 0;--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_open_idx" ON "player_bonuses" USING btree ("state","expires_at") WHERE "player_bonuses"."finished" = 0;
