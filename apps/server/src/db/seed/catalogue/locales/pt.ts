import type { CatalogueTexts } from '../texts.js';

export const pt: CatalogueTexts = {
  categories: {
    original: 'Originais',
    live_casino: 'Cassino ao vivo',
    roulette: 'Roleta',
    blackjack: 'Blackjack',
    popular: 'Populares',
    game_show: 'Programas de jogos',
    featured: 'Destaques',
    slots: 'Caça-níqueis',
    table_games: 'Jogos de mesa',
  },
  descriptions: {
    dice: 'Escolha um número-alvo e role acima ou abaixo dele: quanto menos provável a jogada, maior o prêmio. Cada jogada é comprovadamente justa, e você pode verificá-la por conta própria. Retorno ao jogador: {rtp}.',
    limbo:
      'Defina um multiplicador-alvo e veja se o resultado o alcança. Mire baixo para ganhos frequentes ou alto para ganhos raros e grandes. Comprovadamente justo. Retorno ao jogador: {rtp}.',
    crash:
      'Um multiplicador sobe a partir de 1,00x até quebrar. Saque antes disso para ganhar sua aposta vezes o multiplicador; se esperar demais, a aposta é perdida. As rodadas são jogadas ao vivo com todos os jogadores da mesa. Retorno ao jogador: {rtp}.',
    'crash-bull':
      'A mesa de crash em um mercado em alta: aproveite a subida e saque antes da queda. Rodadas ao vivo compartilhadas, com sua própria cadeia de hashes comprovadamente justa. Retorno ao jogador: {rtp}.',
    'crash-sw':
      'A mesa de crash no espaço profundo: decole, suba e saque antes que a nave exploda. Rodadas ao vivo compartilhadas, com sua própria cadeia de hashes comprovadamente justa. Retorno ao jogador: {rtp}.',
    'european-roulette':
      'Roleta clássica de zero único com 37 casas. Aposte em números, cores, dúzias ou colunas; um número pleno paga 35 para 1. Retorno ao jogador: {rtp}.',
    'roulette-royale':
      'Roleta de zero único em uma mesa real de limites altos, com a mesma roda justa e todas as apostas clássicas. Retorno ao jogador: {rtp}.',
    blackjack:
      'Vença o crupiê chegando mais perto de 21 sem estourar. O blackjack paga 3 para 2, você pode dobrar com quaisquer duas primeiras cartas e o crupiê para no 17 suave. Não há divisão nem seguro. Retorno ao jogador com a estratégia básica: {rtp}.',
    'blackjack-vip':
      'Blackjack na mesa VIP: limites mais altos, as mesmas regras. O blackjack paga 3 para 2, você pode dobrar com quaisquer duas primeiras cartas e o crupiê para no 17 suave. Não há divisão nem seguro. Retorno ao jogador com a estratégia básica: {rtp}.',
    'money-wheel':
      'Uma grande roda de 54 segmentos que gira só para você a cada aposta. Aposte nos números em que você acha que o ponteiro vai parar: um segmento vencedor paga o seu número para 1, de 1 para 1 até 40 para 1. Dois segmentos multiplicadores, ×3 e ×7, giram a roda de novo e multiplicam o próximo prêmio, até ×49. Retorno ao jogador conforme o número: no mínimo {rtp}; as regras mostram o de cada aposta.',
    'fruit-fiesta':
      'Um caça-níqueis de frutas ensolarado, com cerejas, limões e setes da sorte. Alinhe símbolos iguais a partir da esquerda em 10 linhas de pagamento fixas; a estrela é o wild e substitui qualquer símbolo. Retorno ao jogador: {rtp}.',
    'pharaoh-gold':
      'Procure o ouro do faraó nas pirâmides. Alinhe símbolos iguais a partir da esquerda em 20 linhas de pagamento fixas; a pirâmide é o wild e substitui qualquer símbolo. Retorno ao jogador: {rtp}.',
    'viking-voyage':
      'Zarpe com os guerreiros nórdicos: machados, escudos e drakares em 20 linhas de pagamento fixas, com Odin entre os maiores prêmios. A runa é o wild: substitui qualquer símbolo e é a que mais paga. Retorno ao jogador: {rtp}.',
    'neon-nights':
      'Um caça-níqueis retrô em neon brilhante, cheio de vida noturna urbana. Alinhe símbolos iguais a partir da esquerda em 10 linhas de pagamento fixas; o globo de discoteca é o wild e substitui qualquer símbolo. Retorno ao jogador: {rtp}.',
    'dragon-pearls':
      'Ganhe pérolas do tesouro do dragão. Alinhe símbolos iguais a partir da esquerda em 20 linhas de pagamento fixas; o dragão é o wild e substitui qualquer símbolo. Retorno ao jogador: {rtp}.',
    'cosmic-cash':
      'Um caça-níqueis entre as estrelas, com planetas, cometas e foguetes. Alinhe símbolos iguais a partir da esquerda em 10 linhas de pagamento fixas; o buraco negro é o wild e substitui qualquer símbolo. Retorno ao jogador: {rtp}.',
  },
};
