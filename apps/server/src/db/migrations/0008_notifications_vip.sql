CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_text_check" CHECK (char_length("notifications"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "vip_scan_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_transfer_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_scan_cursor_single_row_check" CHECK ("vip_scan_cursor"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vip_statuses" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"level_id" bigint,
	"level_min_wagered_minor" bigint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_statuses_level_min_wagered_check" CHECK ("vip_statuses"."level_min_wagered_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_statuses" ADD CONSTRAINT "vip_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_statuses" ADD CONSTRAINT "vip_statuses_level_id_vip_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."vip_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
INSERT INTO "vip_scan_cursor" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_area_check";--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_area_check" CHECK ("menu_items"."area" IN ('drawer', 'casino', 'about', 'legal', 'settings'));
