CREATE TABLE "crash_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_slug" text NOT NULL,
	"salt" text NOT NULL,
	"seed" text NOT NULL,
	"terminating_hash" text NOT NULL,
	"length" integer NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_table_check" CHECK ("crash_chains"."table_slug" IN ('crash', 'crashbull', 'crashsw')),
	CONSTRAINT "crash_chains_length_check" CHECK ("crash_chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_slug" text NOT NULL,
	"chain_id" integer NOT NULL,
	"position" integer NOT NULL,
	"game_hash" text NOT NULL,
	"crash_point_x100" integer NOT NULL,
	"status" text DEFAULT 'betting' NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_status_check" CHECK ("crash_rounds"."status" IN ('betting', 'running', 'crashed')),
	CONSTRAINT "crash_rounds_crash_point_check" CHECK ("crash_rounds"."crash_point_x100" >= 100)
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"auto_cashout_x100" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"cashout_x100" integer,
	"payout_minor" bigint,
	"bet_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cashed_out_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_amount_check" CHECK ("crash_bets"."amount_minor" > 0),
	CONSTRAINT "crash_bets_status_check" CHECK ("crash_bets"."status" IN ('active', 'cashed_out', 'lost')),
	CONSTRAINT "crash_bets_cashout_check" CHECK (("crash_bets"."status" = 'cashed_out') = ("crash_bets"."cashout_x100" IS NOT NULL AND "crash_bets"."payout_minor" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_chains_table_idx" ON "crash_chains" USING btree ("table_slug","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_position_key" ON "crash_rounds" USING btree ("chain_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_unfinished_key" ON "crash_rounds" USING btree ("table_slug") WHERE "crash_rounds"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "crash_rounds_table_idx" ON "crash_rounds" USING btree ("table_slug","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_user_key" ON "crash_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_bet_key_key" ON "crash_bets" USING btree ("bet_key");--> statement-breakpoint
CREATE INDEX "crash_bets_user_idx" ON "crash_bets" USING btree ("user_id","id");
