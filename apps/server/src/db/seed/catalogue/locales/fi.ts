import type { CatalogueTexts } from '../texts.js';

export const fi: CatalogueTexts = {
  categories: {
    original: 'Omat pelit',
    live_casino: 'Live-kasino',
    roulette: 'Ruletti',
    blackjack: 'Blackjack',
    popular: 'Suositut',
    game_show: 'Visailupelit',
    featured: 'Esittelyssä',
    slots: 'Kolikkopelit',
    table_games: 'Pöytäpelit',
  },
  descriptions: {
    dice: 'Valitse tavoiteluku ja heitä sen yli tai alle: mitä epätodennäköisempi heitto, sitä suurempi voitto. Jokainen heitto on todistettavasti reilu, ja voit tarkistaa sen itse. Palautusprosentti: {rtp}.',
    limbo:
      'Aseta tavoitekerroin ja katso, yltääkö tulos siihen. Matala tavoite tuo usein voittoja, korkea harvoin mutta isosti. Todistettavasti reilu. Palautusprosentti: {rtp}.',
    crash:
      'Kerroin nousee arvosta 1,00x, kunnes se romahtaa. Kotiuta ennen romahdusta, niin voitat panoksesi kerrottuna kertoimella; jos odotat liian kauan, panos menetetään. Kierrokset pelataan livenä kaikkien pöydän pelaajien kanssa. Palautusprosentti: {rtp}.',
    'crash-bull':
      'Crash-pöytä härkämarkkinoilla: ratsasta nousussa ja kotiuta ennen romahdusta. Yhteiset live-kierrokset omalla, todistettavasti reilulla hash-ketjulla. Palautusprosentti: {rtp}.',
    'crash-sw':
      'Crash-pöytä syvässä avaruudessa: laukaise, nouse ja kotiuta ennen kuin alus räjähtää. Yhteiset live-kierrokset omalla, todistettavasti reilulla hash-ketjulla. Palautusprosentti: {rtp}.',
    'european-roulette':
      'Klassinen yhden nollan ruletti, jossa on 37 lokeroa. Pelaa numeroita, värejä, tusinoita tai sarakkeita; yksittäinen numero maksaa 35:1. Palautusprosentti: {rtp}.',
    'roulette-royale':
      'Yhden nollan ruletti kuninkaallisessa korkean panoksen pöydässä, samalla reilulla pyörällä ja kaikilla klassisilla vedoilla. Palautusprosentti: {rtp}.',
    blackjack:
      'Voita jakaja pääsemällä lähemmäs 21:tä menemättä yli. Blackjack maksaa 3:2, voit tuplata millä tahansa kahdella ensimmäisellä kortilla, ja jakaja jää myös pehmeällä 17:llä. Jakaminen ja vakuutus eivät ole käytössä. Palautusprosentti perusstrategialla: {rtp}.',
    'blackjack-vip':
      'Blackjack VIP-pöydässä: korkeammat rajat, samat säännöt. Blackjack maksaa 3:2, voit tuplata millä tahansa kahdella ensimmäisellä kortilla, ja jakaja jää myös pehmeällä 17:llä. Jakaminen ja vakuutus eivät ole käytössä. Palautusprosentti perusstrategialla: {rtp}.',
    'money-wheel':
      'Iso 54 lohkon pyörä, joka pyörähtää jokaisella vedolla vain sinulle. Veikkaa lukuja, joihin osoitin pysähtyy: voittava lohko maksaa lukunsa mukaan 1:1–40:1. Kaksi kerroinlohkoa, ×3 ja ×7, pyöräyttävät pyörän uudelleen ja kertovat seuraavan voiton, enintään ×49. Palautusprosentti luvun mukaan: vähintään {rtp}; säännöissä on jokaisen vedon oma.',
    'fruit-fiesta':
      'Aurinkoinen hedelmäpeli kirsikoineen, sitruunoineen ja onnenseiskoineen. Kokoa samoja symboleita vasemmalta alkaen 10 kiinteälle voittolinjalle; tähti on villi symboli ja korvaa minkä tahansa symbolin. Palautusprosentti: {rtp}.',
    'pharaoh-gold':
      'Etsi faaraon kultaa pyramideista. Kokoa samoja symboleita vasemmalta alkaen 20 kiinteälle voittolinjalle; pyramidi on villi symboli ja korvaa minkä tahansa symbolin. Palautusprosentti: {rtp}.',
    'viking-voyage':
      'Lähde merelle viikinkien kanssa: kirveet, kilvet ja pitkälaivat 20 kiinteällä voittolinjalla, ja Odin kuuluu suurimpiin voittoihin. Riimu on villi symboli: se korvaa minkä tahansa symbolin ja maksaa eniten. Palautusprosentti: {rtp}.',
    'neon-nights':
      'Hehkuvan neonvärinen retropeli täynnä kaupungin yöelämää. Kokoa samoja symboleita vasemmalta alkaen 10 kiinteälle voittolinjalle; diskopallo on villi symboli ja korvaa minkä tahansa symbolin. Palautusprosentti: {rtp}.',
    'dragon-pearls':
      'Voita helmiä lohikäärmeen aarteesta. Kokoa samoja symboleita vasemmalta alkaen 20 kiinteälle voittolinjalle; lohikäärme on villi symboli ja korvaa minkä tahansa symbolin. Palautusprosentti: {rtp}.',
    'cosmic-cash':
      'Kolikkopeli tähtien keskellä planeettoineen, komeettoineen ja raketteineen. Kokoa samoja symboleita vasemmalta alkaen 10 kiinteälle voittolinjalle; musta aukko on villi symboli ja korvaa minkä tahansa symbolin. Palautusprosentti: {rtp}.',
  },
};
