CREATE TABLE "content_banner_translations" (
	"banner_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banner_translations_banner_id_locale_pk" PRIMARY KEY("banner_id","locale"),
	CONSTRAINT "content_banner_translations_locale_check" CHECK ("content_banner_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_key" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banners_status_check" CHECK ("content_banners"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "content_page_translations" (
	"page_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale"),
	CONSTRAINT "content_page_translations_locale_check" CHECK ("content_page_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "content_post_translations" (
	"post_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale"),
	CONSTRAINT "content_post_translations_locale_check" CHECK ("content_post_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"image_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_posts_kind_check" CHECK ("content_posts"."kind" IN ('post', 'promotion')),
	CONSTRAINT "content_posts_status_check" CHECK ("content_posts"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "content_slider_translations" (
	"slider_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slider_translations_slider_id_locale_pk" PRIMARY KEY("slider_id","locale"),
	CONSTRAINT "content_slider_translations_locale_check" CHECK ("content_slider_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "content_sliders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_key" text NOT NULL,
	"redirect_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_sliders_kind_check" CHECK ("content_sliders"."kind" IN ('image', 'promotion')),
	CONSTRAINT "content_sliders_status_check" CHECK ("content_sliders"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "menu_item_translations" (
	"item_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_item_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "menu_item_translations_locale_check" CHECK ("menu_item_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"to" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_area_check" CHECK ("menu_items"."area" IN ('drawer', 'casino', 'about', 'legal'))
);
--> statement-breakpoint
CREATE TABLE "vip_level_translations" (
	"level_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_level_translations_level_id_locale_pk" PRIMARY KEY("level_id","locale"),
	CONSTRAINT "vip_level_translations_locale_check" CHECK ("vip_level_translations"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"min_wagered_minor" bigint DEFAULT 0 NOT NULL,
	"cashback_bps" integer DEFAULT 0 NOT NULL,
	"bonus_bps" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_min_wagered_check" CHECK ("vip_levels"."min_wagered_minor" >= 0),
	CONSTRAINT "vip_levels_cashback_bps_check" CHECK ("vip_levels"."cashback_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "vip_levels_bonus_bps_check" CHECK ("vip_levels"."bonus_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "content_banner_translations" ADD CONSTRAINT "content_banner_translations_banner_id_content_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."content_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_translations" ADD CONSTRAINT "content_post_translations_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_slider_translations" ADD CONSTRAINT "content_slider_translations_slider_id_content_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."content_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_translations" ADD CONSTRAINT "menu_item_translations_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_translations" ADD CONSTRAINT "vip_level_translations_level_id_vip_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."vip_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_banners_key_key" ON "content_banners" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_key" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_posts_slug_key" ON "content_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_posts_listing_idx" ON "content_posts" USING btree ("kind","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_sliders_key_key" ON "content_sliders" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_area_slug_key" ON "menu_items" USING btree ("area","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_key_key" ON "vip_levels" USING btree ("key");