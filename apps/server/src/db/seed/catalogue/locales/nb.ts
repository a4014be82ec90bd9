import type { CatalogueTexts } from '../texts.js';

export const nb: CatalogueTexts = {
  categories: {
    original: 'Egne spill',
    live_casino: 'Live-kasino',
    roulette: 'Rulett',
    blackjack: 'Blackjack',
    popular: 'Populære',
    game_show: 'Spillshow',
    featured: 'Utvalgte',
    slots: 'Spilleautomater',
    table_games: 'Bordspill',
  },
  descriptions: {
    dice: 'Velg et måltall og kast over eller under det: jo mindre sannsynlig kastet er, desto større gevinst. Hvert kast er bevisbart rettferdig, og du kan kontrollere det selv. Tilbakebetaling til spiller: {rtp}.',
    limbo:
      'Sett en målmultiplikator og se om resultatet når den. Sikt lavt for hyppige gevinster eller høyt for sjeldne, store. Bevisbart rettferdig. Tilbakebetaling til spiller: {rtp}.',
    crash:
      'En multiplikator stiger fra 1,00x til den krasjer. Ta ut før den gjør det, så vinner du innsatsen ganger multiplikatoren; venter du for lenge, er innsatsen tapt. Rundene spilles live med alle spillerne ved bordet. Tilbakebetaling til spiller: {rtp}.',
    'crash-bull':
      'Crash-bordet i et oksemarked: ri på oppgangen og ta ut før krakket. Felles live-runder med egen, bevisbart rettferdig hash-kjede. Tilbakebetaling til spiller: {rtp}.',
    'crash-sw':
      'Crash-bordet i verdensrommet: skyt opp, stig og ta ut før skipet eksploderer. Felles live-runder med egen, bevisbart rettferdig hash-kjede. Tilbakebetaling til spiller: {rtp}.',
    'european-roulette':
      'Klassisk rulett med én null og 37 felt. Sats på tall, farger, dusiner eller kolonner; et enkelt tall betaler 35 til 1. Tilbakebetaling til spiller: {rtp}.',
    'roulette-royale':
      'Rulett med én null ved et kongelig bord med høye grenser, med det samme rettferdige hjulet og alle de klassiske innsatsene. Tilbakebetaling til spiller: {rtp}.',
    blackjack:
      'Slå dealeren ved å komme nærmere 21 uten å gå over. Blackjack betaler 3 til 2, du kan doble på hvilke som helst to første kort, og dealeren står på myk 17. Splitting og forsikring finnes ikke. Tilbakebetaling til spiller med grunnstrategi: {rtp}.',
    'blackjack-vip':
      'Blackjack ved VIP-bordet: høyere grenser, de samme reglene. Blackjack betaler 3 til 2, du kan doble på hvilke som helst to første kort, og dealeren står på myk 17. Splitting og forsikring finnes ikke. Tilbakebetaling til spiller med grunnstrategi: {rtp}.',
    'money-wheel':
      'Et stort hjul med 54 felt som snurrer bare for deg ved hver innsats. Sats på tallene du tror pekeren stopper på: et vinnende felt betaler tallet sitt til 1, fra 1 til 1 opp til 40 til 1. To multiplikatorfelt, ×3 og ×7, snurrer hjulet igjen og ganger opp neste gevinst, opptil ×49. Tilbakebetaling til spiller etter tall: minst {rtp}; reglene viser hver innsats sin egen.',
    'fruit-fiesta':
      'En solfylt fruktautomat med kirsebær, sitroner og lykkesjuere. Få like symboler fra venstre på 10 faste gevinstlinjer; stjernen er wild og erstatter alle symboler. Tilbakebetaling til spiller: {rtp}.',
    'pharaoh-gold':
      'Let etter faraoens gull i pyramidene. Få like symboler fra venstre på 20 faste gevinstlinjer; pyramiden er wild og erstatter alle symboler. Tilbakebetaling til spiller: {rtp}.',
    'viking-voyage':
      'Seil ut med de norrøne krigerne: økser, skjold og langskip på 20 faste gevinstlinjer, med Odin blant de høyeste gevinstene. Runen er wild: den erstatter alle symboler og betaler mest. Tilbakebetaling til spiller: {rtp}.',
    'neon-nights':
      'En retroautomat i glødende neon, full av byens natteliv. Få like symboler fra venstre på 10 faste gevinstlinjer; diskokulen er wild og erstatter alle symboler. Tilbakebetaling til spiller: {rtp}.',
    'dragon-pearls':
      'Vinn perler fra dragens skatt. Få like symboler fra venstre på 20 faste gevinstlinjer; dragen er wild og erstatter alle symboler. Tilbakebetaling til spiller: {rtp}.',
    'cosmic-cash':
      'En automat blant stjernene, med planeter, kometer og raketter. Få like symboler fra venstre på 10 faste gevinstlinjer; det svarte hullet er wild og erstatter alle symboler. Tilbakebetaling til spiller: {rtp}.',
  },
};
