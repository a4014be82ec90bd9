CREATE TABLE "cashback_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"deducted_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"bonus_id" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "cashback_payouts_kind_check" CHECK ("cashback_payouts"."kind" IN ('daily', 'weekly', 'vip')),
	CONSTRAINT "cashback_payouts_state_check" CHECK ("cashback_payouts"."state" IN ('pending', 'paid')),
	CONSTRAINT "cashback_payouts_amounts_check" CHECK ("cashback_payouts"."net_loss_minor" > 0 AND "cashback_payouts"."amount_minor" > 0 AND "cashback_payouts"."deducted_minor" >= 0 AND "cashback_payouts"."rate_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "cashback_payouts_paid_check" CHECK (("cashback_payouts"."state" = 'paid') = ("cashback_payouts"."transfer_id" IS NOT NULL AND "cashback_payouts"."paid_at" IS NOT NULL)),
	CONSTRAINT "cashback_payouts_period_check" CHECK ("cashback_payouts"."period_end" > "cashback_payouts"."period_start")
);
--> statement-breakpoint
CREATE TABLE "vip_managers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"manager_user_id" bigint NOT NULL,
	"assigned_by" bigint,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_managers_not_self_check" CHECK ("vip_managers"."user_id" <> "vip_managers"."manager_user_id")
);
--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_managers" ADD CONSTRAINT "vip_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_managers" ADD CONSTRAINT "vip_managers_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_managers" ADD CONSTRAINT "vip_managers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_payouts_period_key" ON "cashback_payouts" USING btree ("user_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "cashback_payouts_pending_idx" ON "cashback_payouts" USING btree ("id") WHERE "cashback_payouts"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "vip_managers_manager_idx" ON "vip_managers" USING btree ("manager_user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");
