import type { CatalogueTexts } from '../texts.js';

export const es: CatalogueTexts = {
  categories: {
    original: 'Originales',
    live_casino: 'Casino en vivo',
    roulette: 'Ruleta',
    blackjack: 'Blackjack',
    popular: 'Populares',
    game_show: 'Concursos',
    featured: 'Destacados',
    slots: 'Tragamonedas',
    table_games: 'Juegos de mesa',
  },
  descriptions: {
    dice: 'Elige un número objetivo y tira por encima o por debajo: cuanto menos probable la tirada, mayor el premio. Cada tirada es demostrablemente justa y puedes verificarla tú mismo. Retorno al jugador: {rtp}.',
    limbo:
      'Fija un multiplicador objetivo y mira si el resultado lo alcanza. Apunta bajo para ganar a menudo o alto para premios raros y grandes. Demostrablemente justo. Retorno al jugador: {rtp}.',
    crash:
      'Un multiplicador sube desde 1,00x hasta que se estrella. Retírate antes para ganar tu apuesta por el multiplicador; si esperas demasiado, la apuesta se pierde. Las rondas se juegan en vivo con todos los jugadores de la mesa. Retorno al jugador: {rtp}.',
    'crash-bull':
      'La mesa de crash en un mercado alcista: súbete a la subida y retírate antes de la caída. Rondas en vivo compartidas con su propia cadena de hashes demostrablemente justa. Retorno al jugador: {rtp}.',
    'crash-sw':
      'La mesa de crash en el espacio profundo: despega, asciende y retírate antes de que la nave explote. Rondas en vivo compartidas con su propia cadena de hashes demostrablemente justa. Retorno al jugador: {rtp}.',
    'european-roulette':
      'Ruleta clásica de un solo cero con 37 casillas. Apuesta a números, colores, docenas o columnas; un número pleno paga 35 a 1. Retorno al jugador: {rtp}.',
    'roulette-royale':
      'Ruleta de un solo cero en una mesa real de límites altos, con la misma rueda justa y todas las apuestas clásicas. Retorno al jugador: {rtp}.',
    blackjack:
      'Gana al crupier acercándote más a 21 sin pasarte. El blackjack paga 3 a 2, puedes doblar con cualquier mano inicial de dos cartas y el crupier se planta con 17 blando. No hay división ni seguro. Retorno al jugador con la estrategia básica: {rtp}.',
    'blackjack-vip':
      'Blackjack en la mesa VIP: límites más altos, las mismas reglas. El blackjack paga 3 a 2, puedes doblar con cualquier mano inicial de dos cartas y el crupier se planta con 17 blando. No hay división ni seguro. Retorno al jugador con la estrategia básica: {rtp}.',
    'money-wheel':
      'Una gran rueda de 54 segmentos que gira solo para ti en cada apuesta. Apuesta a los números en los que crees que se detendrá el indicador: un segmento ganador paga su número a 1, desde 1 a 1 hasta 40 a 1. Dos segmentos multiplicadores, ×3 y ×7, vuelven a girar la rueda y multiplican el siguiente premio, hasta ×49. Retorno al jugador según el número: como mínimo {rtp}; las reglas indican el de cada apuesta.',
    'fruit-fiesta':
      'Una tragamonedas de frutas llena de sol, con cerezas, limones y sietes de la suerte. Alinea símbolos iguales desde la izquierda en 10 líneas de pago fijas; la estrella es el comodín y sustituye a cualquier símbolo. Retorno al jugador: {rtp}.',
    'pharaoh-gold':
      'Busca el oro del faraón en las pirámides. Alinea símbolos iguales desde la izquierda en 20 líneas de pago fijas; la pirámide es el comodín y sustituye a cualquier símbolo. Retorno al jugador: {rtp}.',
    'viking-voyage':
      'Zarpa con los guerreros nórdicos: hachas, escudos y drakares en 20 líneas de pago fijas, con Odín entre los premios más altos. La runa es el comodín: sustituye a cualquier símbolo y es la que más paga. Retorno al jugador: {rtp}.',
    'neon-nights':
      'Una tragamonedas retro de neón brillante, llena de vida nocturna urbana. Alinea símbolos iguales desde la izquierda en 10 líneas de pago fijas; la bola de discoteca es el comodín y sustituye a cualquier símbolo. Retorno al jugador: {rtp}.',
    'dragon-pearls':
      'Gana perlas del tesoro del dragón. Alinea símbolos iguales desde la izquierda en 20 líneas de pago fijas; el dragón es el comodín y sustituye a cualquier símbolo. Retorno al jugador: {rtp}.',
    'cosmic-cash':
      'Una tragamonedas entre las estrellas, con planetas, cometas y cohetes. Alinea símbolos iguales desde la izquierda en 10 líneas de pago fijas; el agujero negro es el comodín y sustituye a cualquier símbolo. Retorno al jugador: {rtp}.',
  },
};
