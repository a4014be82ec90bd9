-- Free spins (issue 14): a bonus may carry N spins at a fixed stake on named slots (fs_games),
-- valid until fs_expires_at (set when the bonus is granted) and never after the bonus ends. Each
-- spin is a game round that stakes nothing (stake_minor 0), numbered 1..fs_total on its bonus:
-- the unique index makes a spin unplayable twice, the CHECK keeps the count within 0..fs_total.
ALTER TABLE "player_bonuses" ADD COLUMN "fs_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_stake_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_won_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_wagering_multiplier" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_valid_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "fs_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_free_spins_check" CHECK ("player_bonuses"."fs_used" >= 0 AND "player_bonuses"."fs_used" <= "player_bonuses"."fs_total" AND "player_bonuses"."fs_won_minor" >= 0 AND "player_bonuses"."fs_wagering_multiplier" >= 0 AND ("player_bonuses"."fs_total" = 0 OR ("player_bonuses"."fs_stake_minor" > 0 AND "player_bonuses"."fs_valid_days" > 0)));--> statement-breakpoint
-- Welcome offers made before free spins existed carry them too (ADR 0003: 100 spins of 0.20,
-- winnings wagered 30x, valid 7 days), on the slots with a feature round.
UPDATE "player_bonuses" SET "fs_total" = 100, "fs_stake_minor" = 20, "fs_wagering_multiplier" = 30,
  "fs_valid_days" = 7, "fs_games" = '["fruit-fiesta", "cosmic-cash"]'::jsonb
WHERE "bonus_key" = 'DEPOSIT_BONUS_CASH' AND "deposit_index" = 0 AND "state" IN ('available', 'claimed');--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_spin_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_spin_number" integer;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_spin_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("free_spin_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts_check";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet_minor" > 0 AND "game_rounds"."payout_minor" >= 0 AND (CASE WHEN "game_rounds"."free_spin_bonus_id" IS NULL THEN "game_rounds"."stake_minor" >= "game_rounds"."bet_minor" ELSE "game_rounds"."stake_minor" = 0 END));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_spin_check" CHECK (("game_rounds"."free_spin_bonus_id" IS NULL) = ("game_rounds"."free_spin_number" IS NULL) AND ("game_rounds"."free_spin_number" IS NULL OR "game_rounds"."free_spin_number" >= 1));--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_free_spin_key" ON "game_rounds" USING btree ("free_spin_bonus_id","free_spin_number") WHERE "game_rounds"."free_spin_bonus_id" IS NOT NULL;--> statement-breakpoint
-- The two slots' feature rounds changed their exact RTP (packages/fairness slot-variants.ts).
UPDATE "catalogue_games" SET "rtp_bps" = 9657 WHERE "engine" = 'slots' AND "variant" = 'fruit-fiesta' AND "rtp_bps" = 9599;--> statement-breakpoint
UPDATE "catalogue_games" SET "rtp_bps" = 9547 WHERE "engine" = 'slots' AND "variant" = 'cosmic-cash' AND "rtp_bps" = 9551;--> statement-breakpoint
-- The seeded descriptions state the figure (95.99 % / 95,99 %, 95.51 % / 95,51 %).
UPDATE "catalogue_game_translations" SET "description" = replace(replace("description", '95.99', '96.57'), '95,99', '96,57')
WHERE "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'slots' AND "variant" = 'fruit-fiesta');--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = replace(replace("description", '95.51', '95.47'), '95,51', '95,47')
WHERE "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'slots' AND "variant" = 'cosmic-cash');
