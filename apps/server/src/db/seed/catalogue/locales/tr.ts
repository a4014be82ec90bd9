import type { CatalogueTexts } from '../texts.js';

export const tr: CatalogueTexts = {
  categories: {
    original: 'Orijinaller',
    live_casino: 'Canlı Casino',
    roulette: 'Rulet',
    blackjack: 'Blackjack',
    popular: 'Popüler',
    game_show: 'Oyun Şovları',
    featured: 'Öne Çıkanlar',
    slots: 'Slotlar',
    table_games: 'Masa Oyunları',
  },
  descriptions: {
    dice: 'Bir hedef sayı seçin ve onun üstünü ya da altını atın: atış ne kadar olasılıksızsa ödeme o kadar büyük olur. Her atış kanıtlanabilir şekilde adildir ve kendiniz doğrulayabilirsiniz. Oyuncuya geri dönüş: {rtp}.',
    limbo:
      'Bir hedef çarpan belirleyin ve sonucun ona ulaşıp ulaşmadığını görün. Sık kazanç için düşük, nadir ve büyük kazanç için yüksek hedefleyin. Kanıtlanabilir şekilde adil. Oyuncuya geri dönüş: {rtp}.',
    crash:
      'Bir çarpan 1,00x değerinden çökene kadar yükselir. Çökmeden önce çekilirseniz bahsinizin çarpan katını kazanırsınız; çok beklerseniz bahis kaybedilir. Turlar masadaki tüm oyuncularla canlı oynanır. Oyuncuya geri dönüş: {rtp}.',
    'crash-bull':
      'Boğa piyasasında crash masası: yükselişe binin ve çöküşten önce çekilin. Kendi kanıtlanabilir şekilde adil hash zinciriyle ortak canlı turlar. Oyuncuya geri dönüş: {rtp}.',
    'crash-sw':
      'Derin uzayda crash masası: fırlayın, yükselin ve gemi patlamadan önce çekilin. Kendi kanıtlanabilir şekilde adil hash zinciriyle ortak canlı turlar. Oyuncuya geri dönüş: {rtp}.',
    'european-roulette':
      'Tek sıfırlı, 37 cepli klasik rulet. Sayılara, renklere, düzinelere ya da sütunlara bahis yapın; tek bir sayı 35’e 1 öder. Oyuncuya geri dönüş: {rtp}.',
    'roulette-royale':
      'Yüksek limitli kraliyet masasında tek sıfırlı rulet; aynı adil çark ve tüm klasik bahisler. Oyuncuya geri dönüş: {rtp}.',
    blackjack:
      'Krupiyeyi 21’i geçmeden ona daha çok yaklaşarak yenin. Blackjack 3’e 2 öder; ilk iki kartınız ne olursa olsun ikiye katlayabilirsiniz ve krupiye yumuşak 17’de durur. Bölme ve sigorta yoktur. Temel stratejiyle oyuncuya geri dönüş: {rtp}.',
    'blackjack-vip':
      'VIP masasında blackjack: daha yüksek limitler, aynı kurallar. Blackjack 3’e 2 öder; ilk iki kartınız ne olursa olsun ikiye katlayabilirsiniz ve krupiye yumuşak 17’de durur. Bölme ve sigorta yoktur. Temel stratejiyle oyuncuya geri dönüş: {rtp}.',
    'money-wheel':
      'Her bahiste yalnızca sizin için dönen, 54 dilimli büyük bir çark. İbrenin duracağını düşündüğünüz sayılara bahis yapın: kazanan dilim üzerindeki sayının 1’e karşılığını öder, 1’e 1’den 40’a 1’e kadar. İki çarpan dilimi, ×3 ve ×7, çarkı yeniden döndürür ve sonraki kazancı ×49’a kadar katlar. Sayıya göre oyuncuya geri dönüş: en az {rtp}; kurallar her bahsin kendi oranını gösterir.',
    'fruit-fiesta':
      'Kirazlar, limonlar ve şanslı yedilerle güneşli bir meyve slotu. Aynı sembolleri soldan başlayarak 10 sabit ödeme çizgisinde dizin; yıldız wild semboldür ve her sembolün yerine geçer. Oyuncuya geri dönüş: {rtp}.',
    'pharaoh-gold':
      'Piramitlerde firavunun altınını arayın. Aynı sembolleri soldan başlayarak 20 sabit ödeme çizgisinde dizin; piramit wild semboldür ve her sembolün yerine geçer. Oyuncuya geri dönüş: {rtp}.',
    'viking-voyage':
      'İskandinav savaşçılarla denize açılın: 20 sabit ödeme çizgisinde baltalar, kalkanlar ve uzun gemiler; Odin en yüksek ödemeler arasındadır. Rün wild semboldür: her sembolün yerine geçer ve en çok o öder. Oyuncuya geri dönüş: {rtp}.',
    'neon-nights':
      'Şehrin gece hayatıyla dolu, parlak neon renkli retro bir slot. Aynı sembolleri soldan başlayarak 10 sabit ödeme çizgisinde dizin; disko topu wild semboldür ve her sembolün yerine geçer. Oyuncuya geri dönüş: {rtp}.',
    'dragon-pearls':
      'Ejderhanın hazinesinden inciler kazanın. Aynı sembolleri soldan başlayarak 20 sabit ödeme çizgisinde dizin; ejderha wild semboldür ve her sembolün yerine geçer. Oyuncuya geri dönüş: {rtp}.',
    'cosmic-cash':
      'Gezegenler, kuyruklu yıldızlar ve roketlerle yıldızların arasında bir slot. Aynı sembolleri soldan başlayarak 10 sabit ödeme çizgisinde dizin; kara delik wild semboldür ve her sembolün yerine geçer. Oyuncuya geri dönüş: {rtp}.',
  },
};
