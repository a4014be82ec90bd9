-- The money wheel gained multiplier segments (issue 11): every bet now returns 92.26-98.03 %, and
-- the catalogue states the lowest, 92.25 %. A database seeded before states 88.88 % ('up to',
-- the old best bet), which the wheel no longer pays: correct the figure, and the demo
-- description where it is still the one the seed wrote (an operator's own text is kept).
UPDATE "catalogue_games" SET "rtp_bps" = 9225 WHERE "engine" = 'wheel' AND "rtp_bps" = 8888;
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Ein großes Rad mit 54 Segmenten, das sich bei jeder Wette nur für dich dreht. Setze auf die Zahlen, bei denen der Zeiger deiner Meinung nach stehen bleibt: Ein Gewinnsegment zahlt seine Zahl zu 1, von 1 zu 1 bis 40 zu 1. Zwei Multiplikatorsegmente, ×3 und ×7, drehen das Rad erneut und vervielfachen den nächsten Gewinn, bis zu ×49. Auszahlungsquote je nach Zahl: mindestens 92,25 %; die Spielregeln nennen die Quote jeder Wette.'
WHERE "locale" = 'de' AND "description" = 'Ein großes Rad mit 54 Segmenten, das sich bei jeder Wette nur für dich dreht. Setze auf die Zahlen, bei denen der Zeiger deiner Meinung nach stehen bleibt: Ein Gewinnsegment zahlt seine Zahl zu 1, von 1 zu 1 bis 40 zu 1. Auszahlungsquote je nach Segment: bis zu 88,88 %.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'A big wheel of 54 segments, spun for you alone on every bet. Back the numbers you think the pointer will stop on: a winning segment pays its number to one, from 1 to 1 up to 40 to 1. Two multiplier segments, ×3 and ×7, spin the wheel again and multiply the next win, up to ×49. Return to player, depending on the number: at least 92.25%; the rules list every bet’s own.'
WHERE "locale" = 'en' AND "description" = 'A big wheel of 54 segments, spun for you alone on every bet. Back the numbers you think the pointer will stop on: a winning segment pays its number to one, from 1 to 1 up to 40 to 1. Return to player, depending on the segment: up to 88.88%.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Una gran rueda de 54 segmentos que gira solo para ti en cada apuesta. Apuesta a los números en los que crees que se detendrá el indicador: un segmento ganador paga su número a 1, desde 1 a 1 hasta 40 a 1. Dos segmentos multiplicadores, ×3 y ×7, vuelven a girar la rueda y multiplican el siguiente premio, hasta ×49. Retorno al jugador según el número: como mínimo 92,25 %; las reglas indican el de cada apuesta.'
WHERE "locale" = 'es' AND "description" = 'Una gran rueda de 54 segmentos que gira solo para ti en cada apuesta. Apuesta a los números en los que crees que se detendrá el indicador: un segmento ganador paga su número a 1, desde 1 a 1 hasta 40 a 1. Retorno al jugador según el segmento: hasta 88,88 %.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Iso 54 lohkon pyörä, joka pyörähtää jokaisella vedolla vain sinulle. Veikkaa lukuja, joihin osoitin pysähtyy: voittava lohko maksaa lukunsa mukaan 1:1–40:1. Kaksi kerroinlohkoa, ×3 ja ×7, pyöräyttävät pyörän uudelleen ja kertovat seuraavan voiton, enintään ×49. Palautusprosentti luvun mukaan: vähintään 92,25 %; säännöissä on jokaisen vedon oma.'
WHERE "locale" = 'fi' AND "description" = 'Iso 54 lohkon pyörä, joka pyörähtää jokaisella vedolla vain sinulle. Veikkaa lukuja, joihin osoitin pysähtyy: voittava lohko maksaa lukunsa mukaan 1:1–40:1. Palautusprosentti lohkon mukaan: enintään 88,88 %.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Une grande roue de 54 segments, lancée rien que pour vous à chaque mise. Misez sur les nombres où, selon vous, l''aiguille s''arrêtera : un segment gagnant paie son nombre contre 1, de 1 contre 1 à 40 contre 1. Deux segments multiplicateurs, ×3 et ×7, relancent la roue et multiplient le gain suivant, jusqu''à ×49. Taux de retour au joueur selon le nombre : au moins 92,25 % ; les règles donnent celui de chaque mise.'
WHERE "locale" = 'fr' AND "description" = 'Une grande roue de 54 segments, lancée rien que pour vous à chaque mise. Misez sur les nombres où, selon vous, l''aiguille s''arrêtera : un segment gagnant paie son nombre contre 1, de 1 contre 1 à 40 contre 1. Taux de retour au joueur selon le segment : jusqu''à 88,88 %.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Una grande ruota di 54 settori che gira solo per te a ogni puntata. Punta sui numeri in cui pensi che si fermerà l''indicatore: un settore vincente paga il suo numero a 1, da 1 a 1 fino a 40 a 1. Due settori moltiplicatori, ×3 e ×7, fanno girare di nuovo la ruota e moltiplicano la vincita successiva, fino a ×49. Ritorno al giocatore secondo il numero: almeno 92,25%; le regole indicano quello di ogni puntata.'
WHERE "locale" = 'it' AND "description" = 'Una grande ruota di 54 settori che gira solo per te a ogni puntata. Punta sui numeri in cui pensi che si fermerà l''indicatore: un settore vincente paga il suo numero a 1, da 1 a 1 fino a 40 a 1. Ritorno al giocatore secondo il settore: fino a 88,88%.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = '54 のセグメントを持つ大きなホイールが、ベットのたびにあなただけのために回ります。ポインターが止まると思う数字に賭けましょう。当たったセグメントはその数字対 1（1 対 1 から 40 対 1）で配当されます。×3 と ×7 の 2 つのマルチプライヤーセグメントに止まるとホイールがもう一度回り、次の配当が掛け合わされます（最大 ×49）。還元率は数字により異なり、最低 92.25% です。各ベットの還元率はルールに記載しています。'
WHERE "locale" = 'ja' AND "description" = '54 のセグメントを持つ大きなホイールが、ベットのたびにあなただけのために回ります。ポインターが止まると思う数字に賭けましょう。当たったセグメントはその数字対 1（1 対 1 から 40 対 1）で配当されます。還元率はセグメントにより異なり、最大 88.88% です。'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Et stort hjul med 54 felt som snurrer bare for deg ved hver innsats. Sats på tallene du tror pekeren stopper på: et vinnende felt betaler tallet sitt til 1, fra 1 til 1 opp til 40 til 1. To multiplikatorfelt, ×3 og ×7, snurrer hjulet igjen og ganger opp neste gevinst, opptil ×49. Tilbakebetaling til spiller etter tall: minst 92,25 %; reglene viser hver innsats sin egen.'
WHERE "locale" = 'nb' AND "description" = 'Et stort hjul med 54 felt som snurrer bare for deg ved hver innsats. Sats på tallene du tror pekeren stopper på: et vinnende felt betaler tallet sitt til 1, fra 1 til 1 opp til 40 til 1. Tilbakebetaling til spiller etter felt: opptil 88,88 %.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Uma grande roda de 54 segmentos que gira só para você a cada aposta. Aposte nos números em que você acha que o ponteiro vai parar: um segmento vencedor paga o seu número para 1, de 1 para 1 até 40 para 1. Dois segmentos multiplicadores, ×3 e ×7, giram a roda de novo e multiplicam o próximo prêmio, até ×49. Retorno ao jogador conforme o número: no mínimo 92,25%; as regras mostram o de cada aposta.'
WHERE "locale" = 'pt' AND "description" = 'Uma grande roda de 54 segmentos que gira só para você a cada aposta. Aposte nos números em que você acha que o ponteiro vai parar: um segmento vencedor paga o seu número para 1, de 1 para 1 até 40 para 1. Retorno ao jogador conforme o segmento: até 88,88%.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
--> statement-breakpoint
UPDATE "catalogue_game_translations" SET "description" = 'Her bahiste yalnızca sizin için dönen, 54 dilimli büyük bir çark. İbrenin duracağını düşündüğünüz sayılara bahis yapın: kazanan dilim üzerindeki sayının 1’e karşılığını öder, 1’e 1’den 40’a 1’e kadar. İki çarpan dilimi, ×3 ve ×7, çarkı yeniden döndürür ve sonraki kazancı ×49’a kadar katlar. Sayıya göre oyuncuya geri dönüş: en az %92,25; kurallar her bahsin kendi oranını gösterir.'
WHERE "locale" = 'tr' AND "description" = 'Her bahiste yalnızca sizin için dönen, 54 dilimli büyük bir çark. İbrenin duracağını düşündüğünüz sayılara bahis yapın: kazanan dilim üzerindeki sayının 1’e karşılığını öder, 1’e 1’den 40’a 1’e kadar. Dilime göre oyuncuya geri dönüş: en fazla %88,88.'
  AND "game_id" IN (SELECT "id" FROM "catalogue_games" WHERE "engine" = 'wheel');
