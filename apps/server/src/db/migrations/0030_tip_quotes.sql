-- Tips between currencies (issue 17, ADR 0023): the exchange-rate quotes shown to a sender before
-- typing; a tip carries its quote, and the audit checks the converted amount against the rate.
CREATE TABLE "tip_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_user_id" bigint NOT NULL,
	"recipient_user_id" bigint NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"coin" text NOT NULL,
	"rate_numerator" numeric(40, 0) NOT NULL,
	"rate_denominator" numeric(40, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_quotes_pair_check" CHECK ("tip_quotes"."from_currency" <> "tip_quotes"."to_currency"),
	CONSTRAINT "tip_quotes_rate_check" CHECK ("tip_quotes"."rate_numerator" > 0 AND "tip_quotes"."rate_denominator" > 0)
);
--> statement-breakpoint
ALTER TABLE "tip_quotes" ADD CONSTRAINT "tip_quotes_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_quotes" ADD CONSTRAINT "tip_quotes_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_quotes_sender_idx" ON "tip_quotes" USING btree ("sender_user_id","created_at");
