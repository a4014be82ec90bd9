-- Commit before the player commits: every seed pair also holds the server seed of the pair that
-- follows it, and shows its hash. A player sees the next hash before choosing a client seed, and a
-- rotation moves to that pre-committed seed: the house never picks a seed after the player's.
-- Pairs from before this column get their next seed from the app the first time they are read.
ALTER TABLE "game_seed_pairs" ADD COLUMN "next_server_seed" text;
--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD COLUMN "next_server_seed_hash" text;
--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_next_seed_check" CHECK (("game_seed_pairs"."next_server_seed" IS NULL) = ("game_seed_pairs"."next_server_seed_hash" IS NULL));
--> statement-breakpoint
CREATE INDEX "game_seed_pairs_user_history_idx" ON "game_seed_pairs" USING btree ("user_id","id") WHERE "game_seed_pairs"."revealed_at" IS NOT NULL;
