-- Responsible-gambling rules a player sets for themself (issue 15, ADR 0020). A player's row in
-- "responsible_gaming" exists once they set any rule: every stake of theirs locks it, so two
-- parallel bets take turns at the limit check and cannot both pass a limit only one fits.
CREATE TABLE "responsible_gaming" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"cool_off_until" timestamp with time zone,
	"excluded_from" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"excluded_permanently" boolean DEFAULT false NOT NULL,
	"reminder_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gaming_reminder_check" CHECK ("responsible_gaming"."reminder_minutes" IS NULL OR "responsible_gaming"."reminder_minutes" BETWEEN 5 AND 1440)
);
--> statement-breakpoint
-- One limit per kind and period. "amount_minor" is in force (NULL: none in force); a raise or a
-- removal waits in "pending_*" until "pending_at", when it takes the place of the amount.
CREATE TABLE "responsible_gaming_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_amount_minor" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gaming_limits_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "responsible_gaming_limits_kind_check" CHECK ("responsible_gaming_limits"."kind" IN ('deposit', 'loss', 'wager')),
	CONSTRAINT "responsible_gaming_limits_period_check" CHECK ("responsible_gaming_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "responsible_gaming_limits_amount_check" CHECK ("responsible_gaming_limits"."amount_minor" IS NULL OR "responsible_gaming_limits"."amount_minor" > 0),
	CONSTRAINT "responsible_gaming_limits_pending_check" CHECK (("responsible_gaming_limits"."pending_at" IS NULL AND "responsible_gaming_limits"."pending_amount_minor" IS NULL) OR ("responsible_gaming_limits"."pending_at" IS NOT NULL AND ("responsible_gaming_limits"."pending_amount_minor" IS NULL OR "responsible_gaming_limits"."pending_amount_minor" > 0)))
);
--> statement-breakpoint
ALTER TABLE "responsible_gaming" ADD CONSTRAINT "responsible_gaming_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming_limits" ADD CONSTRAINT "responsible_gaming_limits_user_id_responsible_gaming_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."responsible_gaming"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A limit's usage is the player's ledger entries since the period began: one range of this index.
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at");
