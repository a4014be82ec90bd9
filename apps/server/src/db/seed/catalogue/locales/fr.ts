import type { CatalogueTexts } from '../texts.js';

export const fr: CatalogueTexts = {
  categories: {
    original: 'Originaux',
    live_casino: 'Casino en direct',
    roulette: 'Roulette',
    blackjack: 'Blackjack',
    popular: 'Populaires',
    game_show: 'Jeux télévisés',
    featured: 'À la une',
    slots: 'Machines à sous',
    table_games: 'Jeux de table',
  },
  descriptions: {
    dice: 'Choisissez un nombre cible et lancez au-dessus ou en dessous : moins le lancer est probable, plus le gain est élevé. Chaque lancer est prouvablement équitable et vous pouvez le vérifier vous-même. Taux de retour au joueur : {rtp}.',
    limbo:
      "Fixez un multiplicateur cible et voyez si le résultat l'atteint. Visez bas pour des gains fréquents ou haut pour des gains rares et gros. Prouvablement équitable. Taux de retour au joueur : {rtp}.",
    crash:
      "Un multiplicateur grimpe à partir de 1,00x jusqu'au crash. Encaissez avant pour gagner votre mise multipliée ; si vous attendez trop, la mise est perdue. Les manches se jouent en direct avec tous les joueurs de la table. Taux de retour au joueur : {rtp}.",
    'crash-bull':
      'La table de crash en marché haussier : suivez la hausse et encaissez avant le krach. Manches en direct partagées, sur leur propre chaîne de hachage prouvablement équitable. Taux de retour au joueur : {rtp}.',
    'crash-sw':
      "La table de crash dans l'espace : décollez, montez et encaissez avant que le vaisseau n'explose. Manches en direct partagées, sur leur propre chaîne de hachage prouvablement équitable. Taux de retour au joueur : {rtp}.",
    'european-roulette':
      'Roulette classique à un seul zéro et 37 cases. Misez sur des numéros, des couleurs, des douzaines ou des colonnes ; un numéro plein paie 35 contre 1. Taux de retour au joueur : {rtp}.',
    'roulette-royale':
      'Roulette à un seul zéro sur une table royale à hautes mises, avec le même cylindre équitable et tous les paris classiques. Taux de retour au joueur : {rtp}.',
    blackjack:
      "Battez le croupier en vous approchant de 21 sans le dépasser. Le blackjack paie 3 contre 2, vous pouvez doubler sur vos deux premières cartes, quelles qu'elles soient, et le croupier reste sur 17 souple. Ni séparation ni assurance. Taux de retour au joueur avec la stratégie de base : {rtp}.",
    'blackjack-vip':
      "Le blackjack à la table VIP : des limites plus hautes, les mêmes règles. Le blackjack paie 3 contre 2, vous pouvez doubler sur vos deux premières cartes, quelles qu'elles soient, et le croupier reste sur 17 souple. Ni séparation ni assurance. Taux de retour au joueur avec la stratégie de base : {rtp}.",
    'money-wheel':
      "Une grande roue de 54 segments, lancée rien que pour vous à chaque mise. Misez sur les nombres où, selon vous, l'aiguille s'arrêtera : un segment gagnant paie son nombre contre 1, de 1 contre 1 à 40 contre 1. Deux segments multiplicateurs, ×3 et ×7, relancent la roue et multiplient le gain suivant, jusqu'à ×49. Taux de retour au joueur selon le nombre : au moins {rtp} ; les règles donnent celui de chaque mise.",
    'fruit-fiesta':
      "Une machine à sous fruitée et ensoleillée, avec cerises, citrons et sept porte-bonheur. Alignez des symboles identiques depuis la gauche sur 10 lignes de paiement fixes ; l'étoile est le joker et remplace n'importe quel symbole. Taux de retour au joueur : {rtp}.",
    'pharaoh-gold':
      "Fouillez les pyramides à la recherche de l'or du pharaon. Alignez des symboles identiques depuis la gauche sur 20 lignes de paiement fixes ; la pyramide est le joker et remplace n'importe quel symbole. Taux de retour au joueur : {rtp}.",
    'viking-voyage':
      "Prenez la mer avec les guerriers nordiques : haches, boucliers et drakkars sur 20 lignes de paiement fixes, avec Odin parmi les gains les plus élevés. La rune est le joker : elle remplace n'importe quel symbole et paie le plus. Taux de retour au joueur : {rtp}.",
    'neon-nights':
      "Une machine à sous rétro aux néons éclatants, pleine de vie nocturne urbaine. Alignez des symboles identiques depuis la gauche sur 10 lignes de paiement fixes ; la boule à facettes est le joker et remplace n'importe quel symbole. Taux de retour au joueur : {rtp}.",
    'dragon-pearls':
      "Gagnez des perles du trésor du dragon. Alignez des symboles identiques depuis la gauche sur 20 lignes de paiement fixes ; le dragon est le joker et remplace n'importe quel symbole. Taux de retour au joueur : {rtp}.",
    'cosmic-cash':
      "Une machine à sous parmi les étoiles, avec planètes, comètes et fusées. Alignez des symboles identiques depuis la gauche sur 10 lignes de paiement fixes ; le trou noir est le joker et remplace n'importe quel symbole. Taux de retour au joueur : {rtp}.",
  },
};
