-- The crash seeding event (issue 11): a chain's terminating hash is published before its salt
-- exists. A chain now records when it was published, the Bitcoin block whose hash was promised as
-- its salt, and when that salt was entered; until then `salt` is NULL and the table does not run it.
-- The CHECKs hold the promise-then-reveal order in the database itself.
--
-- Chains made before this migration drew a random salt when they were made and showed it with the
-- terminating hash: they are kept running as they are, published and salted at their creation and
-- with no promised block (NULL), so a database being migrated loses no table and no round.
ALTER TABLE "crash_chains" ADD COLUMN "published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "promised_block_height" integer;
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salted_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "crash_chains" SET "published_at" = "created_at", "salted_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "crash_chains" ALTER COLUMN "published_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "crash_chains" ALTER COLUMN "published_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "crash_chains" ALTER COLUMN "salt" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salted_check" CHECK (("crash_chains"."salt" IS NULL) = ("crash_chains"."salted_at" IS NULL));
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_reveal_after_publication_check" CHECK ("crash_chains"."salted_at" IS NULL OR "crash_chains"."promised_block_height" IS NULL OR "crash_chains"."salted_at" > "crash_chains"."published_at");
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_block_height_check" CHECK ("crash_chains"."promised_block_height" IS NULL OR "crash_chains"."promised_block_height" > 0);
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_block_salt_check" CHECK ("crash_chains"."promised_block_height" IS NULL OR "crash_chains"."salt" IS NULL OR "crash_chains"."salt" ~ '^[0-9a-f]{64}$');
--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_promise_check" CHECK ("crash_chains"."promised_block_height" IS NOT NULL OR "crash_chains"."salted_at" = "crash_chains"."published_at");
--> statement-breakpoint
-- One chain per table waits for its block at a time: a replayed or doubled "publish" makes no second
-- chain, and the public list never shows two promises racing for one table.
CREATE UNIQUE INDEX "crash_chains_waiting_key" ON "crash_chains" USING btree ("table_slug") WHERE "crash_chains"."salt" IS NULL;
