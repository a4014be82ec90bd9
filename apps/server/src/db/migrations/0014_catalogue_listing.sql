-- Issue 12: the lobby reads one page, in SQL. A list call used to load every published game and
-- all of its translations and page, filter, search and sort in JavaScript. Now:
--   * `catalogue_game_names` holds, per game and locale, the name a tile shows (the locale's, else
--     the English one, else the slug), the English name and whether the game is published, kept
--     up to date by triggers on the games and their translations. Sorting by name is an index
--     scan in the locale's collation, as deep as the page asked for; searching is a trigram index
--     scan (pg_trgm) on an accent- and case-free key.
--   * `catalogue_version` is one number that every write to a catalogue table raises (statement
--     triggers). Each API process keeps its public answers in memory with the version they were
--     made at and reads this number per request, so a change is seen at once by every process on
--     the database, whoever made it (docs/decisions/0008-catalogue-cache-version.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A name as a search compares it: decomposed (NFD), without the combining marks that the ten
-- locales' scripts use (Latin accents, the Japanese voicing marks), in lower case. The same key is
-- made of the player's search text, so "wurfel" finds "Würfel" and "ROUL" finds "Roulette".
CREATE FUNCTION catalogue_search_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT lower(regexp_replace(normalize(name, NFD),
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u3099\u309a]', '', 'g'))
$$;
--> statement-breakpoint
-- The LIKE pattern "contains the search key", with LIKE's own characters taken literally.
CREATE FUNCTION catalogue_search_pattern(search text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT '%' || replace(replace(replace(catalogue_search_key(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
--> statement-breakpoint
-- Names sort as the lobby always sorted them (Intl.Collator with sensitivity "base" and numeric
-- order): case and accents do not order names, "Game 9" comes before "Game 10", and equal names
-- are ordered by the game's id. Nondeterministic, so that names equal at that strength compare
-- equal and the id decides, rather than their bytes.
CREATE COLLATION "catalogue_name_en" (provider = icu, locale = 'en-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_de" (provider = icu, locale = 'de-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_es" (provider = icu, locale = 'es-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_fi" (provider = icu, locale = 'fi-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_fr" (provider = icu, locale = 'fr-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_it" (provider = icu, locale = 'it-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_ja" (provider = icu, locale = 'ja-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_nb" (provider = icu, locale = 'nb-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_pt" (provider = icu, locale = 'pt-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE COLLATION "catalogue_name_tr" (provider = icu, locale = 'tr-u-kn-true-ks-level1', deterministic = false);
--> statement-breakpoint
CREATE TABLE "catalogue_game_names" (
	"game_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"published" boolean NOT NULL,
	"search_text" text GENERATED ALWAYS AS (catalogue_search_key("name" || E'\n' || "english_name")) STORED NOT NULL,
	CONSTRAINT "catalogue_game_names_game_id_locale_pk" PRIMARY KEY("game_id","locale"),
	CONSTRAINT "catalogue_game_names_locale_check" CHECK ("catalogue_game_names"."locale" IN ('en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_game_names" ADD CONSTRAINT "catalogue_game_names_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_search_idx" ON "catalogue_game_names" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_en_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_en","game_id") WHERE "catalogue_game_names"."locale" = 'en' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_de_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_de","game_id") WHERE "catalogue_game_names"."locale" = 'de' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_es_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_es","game_id") WHERE "catalogue_game_names"."locale" = 'es' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_fi_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_fi","game_id") WHERE "catalogue_game_names"."locale" = 'fi' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_fr_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_fr","game_id") WHERE "catalogue_game_names"."locale" = 'fr' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_it_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_it","game_id") WHERE "catalogue_game_names"."locale" = 'it' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_ja_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_ja","game_id") WHERE "catalogue_game_names"."locale" = 'ja' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_nb_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_nb","game_id") WHERE "catalogue_game_names"."locale" = 'nb' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_pt_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_pt","game_id") WHERE "catalogue_game_names"."locale" = 'pt' AND "catalogue_game_names"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_game_names_tr_sort_idx" ON "catalogue_game_names" USING btree ("name" COLLATE "catalogue_name_tr","game_id") WHERE "catalogue_game_names"."locale" = 'tr' AND "catalogue_game_names"."published";
--> statement-breakpoint
-- The lobby's orders, each read from an index as far as the page asked for: the operator's order,
-- popular games first, one studio's games, and the games carrying a flag. They replace the
-- (published, position) and (provider_id) indexes, whose work they do.
DROP INDEX "catalogue_games_listing_idx";
--> statement-breakpoint
DROP INDEX "catalogue_games_provider_idx";
--> statement-breakpoint
CREATE INDEX "catalogue_games_published_order_idx" ON "catalogue_games" USING btree ("position","id") WHERE "catalogue_games"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_games_published_popular_idx" ON "catalogue_games" USING btree ("popular" DESC,"position","id") WHERE "catalogue_games"."published";
--> statement-breakpoint
CREATE INDEX "catalogue_games_published_new_idx" ON "catalogue_games" USING btree ("position","id") WHERE "catalogue_games"."published" AND "catalogue_games"."is_new";
--> statement-breakpoint
CREATE INDEX "catalogue_games_published_featured_idx" ON "catalogue_games" USING btree ("position","id") WHERE "catalogue_games"."published" AND "catalogue_games"."featured";
--> statement-breakpoint
CREATE INDEX "catalogue_games_provider_order_idx" ON "catalogue_games" USING btree ("provider_id","position","id");
--> statement-breakpoint
-- (Re)writes the rows of these games in every locale from the games and their translations; rows
-- already right are left alone.
CREATE FUNCTION catalogue_refresh_game_names(game_ids bigint[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO catalogue_game_names AS names (game_id, locale, name, english_name, published)
  SELECT g.id, l.locale, coalesce(tl.name, te.name, g.slug), coalesce(te.name, g.slug), g.published
    FROM catalogue_games g
   CROSS JOIN unnest(ARRAY['en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr']) AS l(locale)
    LEFT JOIN catalogue_game_translations tl ON tl.game_id = g.id AND tl.locale = l.locale
    LEFT JOIN catalogue_game_translations te ON te.game_id = g.id AND te.locale = 'en'
   WHERE g.id = ANY (game_ids)
  ON CONFLICT (game_id, locale) DO UPDATE
     SET name = excluded.name, english_name = excluded.english_name, published = excluded.published
   WHERE (names.name, names.english_name, names.published)
         IS DISTINCT FROM (excluded.name, excluded.english_name, excluded.published)
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_games_names_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM catalogue_refresh_game_names(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What the names table copies: the slug (the name of a game without any translation) and whether
-- the game is published.
CREATE FUNCTION catalogue_games_names_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM catalogue_refresh_game_names(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.slug, n.published) IS DISTINCT FROM (o.slug, o.published)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Any change to a game's translations may change its name in every locale (English is the others'
-- fallback). A deleted game's rows go with it (ON DELETE CASCADE): refreshing it finds nothing.
CREATE FUNCTION catalogue_translations_names_after_write() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_refresh_game_names(ARRAY(SELECT DISTINCT game_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_refresh_game_names(ARRAY(
      SELECT game_id FROM new_rows UNION SELECT game_id FROM old_rows));
  ELSE
    PERFORM catalogue_refresh_game_names(ARRAY(SELECT DISTINCT game_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_names_insert" AFTER INSERT ON "catalogue_games"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_names_after_insert();
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_names_update" AFTER UPDATE ON "catalogue_games"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_names_after_update();
--> statement-breakpoint
CREATE TRIGGER "catalogue_game_translations_names_insert" AFTER INSERT ON "catalogue_game_translations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_names_after_write();
--> statement-breakpoint
CREATE TRIGGER "catalogue_game_translations_names_update" AFTER UPDATE ON "catalogue_game_translations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_names_after_write();
--> statement-breakpoint
CREATE TRIGGER "catalogue_game_translations_names_delete" AFTER DELETE ON "catalogue_game_translations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_names_after_write();
--> statement-breakpoint
SELECT catalogue_refresh_game_names(ARRAY(SELECT id FROM catalogue_games));
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row_check" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION catalogue_bump_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_categories_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_category_translations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_providers_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_games"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_game_categories_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_game_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER "catalogue_game_translations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_game_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
