-- Registration coupon codes (issue 14): the codes an operator defines and who redeemed them.
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_minor" > 0),
	CONSTRAINT "coupons_terms_check" CHECK ("coupons"."wagering_multiplier" >= 0 AND "coupons"."valid_days" >= 1),
	CONSTRAINT "coupons_redemptions_check" CHECK ("coupons"."redemptions" >= 0 AND "coupons"."redemptions" <= "coupons"."max_redemptions"),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coupon_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"bonus_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_user_key" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
-- The statistics page (issue 14) sums a player's settled real-money rounds of a period and the
-- house's of today: both read a time range of settled real rounds, by player or for everyone.
CREATE INDEX "game_rounds_stats_user_idx" ON "game_rounds" USING btree ("user_id","created_at") WHERE "game_rounds"."mode" = 'real' AND "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "game_rounds_stats_time_idx" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."mode" = 'real' AND "game_rounds"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "crash_bets_stats_user_idx" ON "crash_bets" USING btree ("user_id","created_at") WHERE "crash_bets"."status" <> 'active';--> statement-breakpoint
CREATE INDEX "crash_bets_stats_time_idx" ON "crash_bets" USING btree ("created_at") WHERE "crash_bets"."status" <> 'active';
