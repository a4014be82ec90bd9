-- Each crash table's own bet limits and auto cash-out bounds (issue 17), editable by an admin.
-- The rows start at the contract's former constants; the crash service reads them for every bet.
CREATE TABLE "crash_table_limits" (
	"table_slug" text PRIMARY KEY NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"min_auto_cashout_x100" integer NOT NULL,
	"max_auto_cashout_x100" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "crash_table_limits_table_check" CHECK ("crash_table_limits"."table_slug" IN ('crash', 'crashbull', 'crashsw')),
	CONSTRAINT "crash_table_limits_bet_check" CHECK ("crash_table_limits"."min_bet_minor" >= 10 AND "crash_table_limits"."min_bet_minor" <= "crash_table_limits"."max_bet_minor"),
	CONSTRAINT "crash_table_limits_auto_cashout_check" CHECK ("crash_table_limits"."min_auto_cashout_x100" >= 101 AND "crash_table_limits"."min_auto_cashout_x100" <= "crash_table_limits"."max_auto_cashout_x100" AND "crash_table_limits"."max_auto_cashout_x100" <= 100000000)
);
--> statement-breakpoint
ALTER TABLE "crash_table_limits" ADD CONSTRAINT "crash_table_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "crash_table_limits" ("table_slug", "min_bet_minor", "max_bet_minor", "min_auto_cashout_x100", "max_auto_cashout_x100")
VALUES ('crash', 10, 100000, 101, 1000000), ('crashbull', 10, 100000, 101, 1000000), ('crashsw', 10, 100000, 101, 1000000);
