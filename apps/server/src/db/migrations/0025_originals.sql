-- The four originals of issue 16 (Mines, Plinko, Keno, HiLo) are engines a catalogue game may name.
ALTER TABLE "catalogue_games" DROP CONSTRAINT "catalogue_games_engine_check";--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_engine_check" CHECK ("catalogue_games"."engine" IN ('dice', 'limbo', 'roulette', 'blackjack', 'slots', 'wheel', 'mines', 'plinko', 'keno', 'hilo', 'crash', 'provider'));
