-- The operator reports of issue 17 read the ledger's transfers and the provider wallet's calls by
-- time: each period is a range of one index.
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_created_idx" ON "provider_transactions" USING btree ("created_at");
