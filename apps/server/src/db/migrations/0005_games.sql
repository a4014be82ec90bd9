CREATE TABLE "game_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_seed_pairs_nonce_check" CHECK ("game_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"game_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launch_tokens_mode_check" CHECK ("game_launch_tokens"."mode" IN ('real', 'demo')),
	CONSTRAINT "game_launch_tokens_owner_check" CHECK (("game_launch_tokens"."mode" = 'real') = ("game_launch_tokens"."user_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint,
	"game_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"seed_pair_id" bigint,
	"demo_balance_minor" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_mode_check" CHECK ("game_sessions"."mode" IN ('real', 'demo')),
	CONSTRAINT "game_sessions_demo_check" CHECK (("game_sessions"."mode" = 'real' AND "game_sessions"."user_id" IS NOT NULL) OR ("game_sessions"."mode" = 'demo' AND "game_sessions"."seed_pair_id" IS NOT NULL AND "game_sessions"."demo_balance_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"user_id" bigint,
	"game_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"round_ref" text NOT NULL,
	"idempotency_key" text,
	"bet_minor" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_mode_check" CHECK ("game_rounds"."mode" IN ('real', 'demo')),
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" IN ('in_progress', 'settled')),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet_minor" > 0 AND "game_rounds"."stake_minor" >= "game_rounds"."bet_minor" AND "game_rounds"."payout_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_pairs_active_user_key" ON "game_seed_pairs" USING btree ("user_id") WHERE "game_seed_pairs"."revealed_at" IS NULL AND "game_seed_pairs"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_key" ON "game_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_round_ref_key" ON "game_rounds" USING btree ("round_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_user_idempotency_key" ON "game_rounds" USING btree ("user_id","idempotency_key") WHERE "game_rounds"."user_id" IS NOT NULL AND "game_rounds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_session_idempotency_key" ON "game_rounds" USING btree ("session_id","idempotency_key") WHERE "game_rounds"."user_id" IS NULL AND "game_rounds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_real_key" ON "game_rounds" USING btree ("user_id","game_id") WHERE "game_rounds"."status" = 'in_progress' AND "game_rounds"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_demo_key" ON "game_rounds" USING btree ("session_id") WHERE "game_rounds"."status" = 'in_progress' AND "game_rounds"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_user_id_idx" ON "game_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_feed_idx" ON "game_rounds" USING btree ("mode","status","id");
