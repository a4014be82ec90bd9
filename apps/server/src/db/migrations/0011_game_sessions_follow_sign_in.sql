-- A real-money game session belongs to the sign-in session that launched it, and dies with it
-- (logout, password change, "end session"): a stolen or forgotten game session must not keep
-- betting. Demo sessions belong to nobody.
ALTER TABLE "game_launch_tokens" ADD COLUMN "auth_session_id" bigint;
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_auth_session_id_sessions_id_fk" FOREIGN KEY ("auth_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "auth_session_id" bigint;
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_auth_session_id_sessions_id_fk" FOREIGN KEY ("auth_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "game_sessions_auth_session_idx" ON "game_sessions" USING btree ("auth_session_id");
--> statement-breakpoint
-- Real-money sessions and unused launch links from before this belong to no sign-in session:
-- they end now, and the player opens the game again.
UPDATE "game_sessions" SET "expires_at" = now() WHERE "mode" = 'real' AND "expires_at" > now();
--> statement-breakpoint
UPDATE "game_launch_tokens" SET "expires_at" = now() WHERE "mode" = 'real' AND "used_at" IS NULL AND "expires_at" > now();
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_auth_session_check" CHECK ("game_launch_tokens"."mode" = 'demo' OR "game_launch_tokens"."auth_session_id" IS NOT NULL) NOT VALID;
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_auth_session_check" CHECK ("game_sessions"."mode" = 'demo' OR "game_sessions"."auth_session_id" IS NOT NULL) NOT VALID;
