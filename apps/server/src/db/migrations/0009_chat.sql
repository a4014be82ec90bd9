-- 0009_chat: support conversations (chat groups) and their messages.
CREATE TABLE "chat_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"topic" text,
	"photo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"opened_by" bigint,
	"player_last_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_last_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_groups_topic_check" CHECK ("chat_groups"."topic" IS NULL OR "chat_groups"."topic" IN ('deposits', 'withdrawals', 'bonuses', 'account', 'other')),
	CONSTRAINT "chat_groups_name_check" CHECK (char_length("chat_groups"."name") BETWEEN 1 AND 60),
	CONSTRAINT "chat_groups_closed_check" CHECK (("chat_groups"."active" AND "chat_groups"."closed_at" IS NULL) OR (NOT "chat_groups"."active" AND "chat_groups"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_check" CHECK (char_length("chat_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_active_name_key" ON "chat_groups" USING btree ("user_id",lower("name")) WHERE "chat_groups"."active";--> statement-breakpoint
CREATE INDEX "chat_groups_user_idx" ON "chat_groups" USING btree ("user_id","active");--> statement-breakpoint
CREATE INDEX "chat_groups_activity_idx" ON "chat_groups" USING btree ("active","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_group_idx" ON "chat_messages" USING btree ("group_id","id");