-- A lobby whose categories mean what they say, and what a player keeps of it (issue 15).
--
-- The crash tables are originals, not live casino (live casino is live-dealer games from a
-- provider), and "Featured slots" lists slots only. The demo seed no longer puts them there;
-- this takes them out of databases it seeded before. A game whose primary category is the one
-- in question (an operator's choice) is left alone: its primary category must stay one of its
-- rows. The catalogue's triggers raise the cache version with these deletes.
DELETE FROM "catalogue_game_categories" gc
 USING "catalogue_games" g, "catalogue_categories" c
 WHERE g."id" = gc."game_id"
   AND c."id" = gc."category_id"
   AND g."category_id" <> c."id"
   AND ((c."code" = 'live_casino' AND g."engine" = 'crash')
     OR (c."code" = 'featured' AND g."engine" <> 'slots'));
--> statement-breakpoint
CREATE TABLE "player_favourite_games" (
	"user_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_favourite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_recent_games" (
	"user_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"launched_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "player_recent_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "player_favourite_games" ADD CONSTRAINT "player_favourite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favourite_games" ADD CONSTRAINT "player_favourite_games_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_favourite_games_user_created_idx" ON "player_favourite_games" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_favourite_games_game_idx" ON "player_favourite_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "player_recent_games_user_launched_idx" ON "player_recent_games" USING btree ("user_id","launched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_recent_games_game_idx" ON "player_recent_games" USING btree ("game_id");
