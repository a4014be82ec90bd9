-- Third-party rounds in the lobby's live feeds (issue 15). The feed reads a provider round from
-- its latest win and sums the round's transactions, so it needs the round's transactions by
-- round, and "My bets" needs a player's wins newest first ("All bets" walks the primary key).
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("integration_id","user_id","round");--> statement-breakpoint
CREATE INDEX "provider_transactions_user_win_idx" ON "provider_transactions" USING btree ("user_id","id") WHERE "provider_transactions"."kind" = 'win';
