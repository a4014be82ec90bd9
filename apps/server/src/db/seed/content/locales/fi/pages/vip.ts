import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const vip: PageTranslation = {
  title: 'VIP-ohjelma',
  description:
    'Neljä VIP-tasoa – Pronssi, Hopea, Kulta ja Platina: uudelleentalletusbonus, nostot etusijalla, VIP-käteispalautus ja oma asiakasvastaava.',
  body: `# VIP-ohjelma

Jokainen Satsinon pelaaja kuuluu VIP-ohjelmaan ensimmäisestä talletuksesta lähtien. Mitä enemmän pelaat, sitä korkeampi tasosi on – ja jokaisella tasolla säilyvät kaikki alempien tasojen edut.

## Tasot

| Taso | Saavutetaan (panostettu yhteensä) | Edut |
|---|---|---|
| **Pronssi** | ensimmäinen talletuksesi | ${f.vipReload} %:n uudelleentalletusbonus jokaisesta talletuksesta neljännen jälkeen |
| **Hopea** | ${amount(f.silverWagered, 'fi')} | Nostot etusijalla ja oma asiakastukijono |
| **Kulta** | ${amount(f.goldWagered, 'fi')} | ${f.goldCashback} %:n VIP-käteispalautus joka viikko |
| **Platina** | ${amount(f.platinumWagered, 'fi')} | ${f.platinumCashback} %:n VIP-käteispalautus ja henkilökohtainen VIP-asiakasvastaava |

Summat ovat tilisi valuutassa (USD tai EUR).

## Näin tasosi lasketaan

Tasosi määräytyy sen mukaan, paljonko olet liittymisestäsi lähtien panostanut oikealla rahalla yhteensä: jokainen ratkennut panos lasketaan täysimääräisenä pelistä riippumatta. Bonusvaroilla asetettuja panoksia sekä peruttuja tai palautettuja panoksia ei lasketa. Näet edistymisesi tililläsi kohdassa **VIP**, ja nouset uudelle tasolle heti, kun saavutat rajan. Saavutettua tasoa ei koskaan oteta pois.

## Edut tarkemmin

**Uudelleentalletusbonus (Pronssi ja ylemmät).** Neljään ensimmäiseen talletukseesi kuuluvat tervetuliaispakettimme talletusbonukset. Viidennestä talletuksesta alkaen jokaiseen vähintään ${amount(f.minDeposit, 'fi')} suuruiseen talletukseen voi saada ${f.vipReload} %:n uudelleentalletusbonuksen, enintään ${amount(f.bonusMax, 'fi')}, tavanomaisella ${f.wagering}× kierrätysvaatimuksella. Kuten aina, voit myös valita, ettet ota bonusta.

**Nostot etusijalla (Hopea ja ylemmät).** Nostosi siirtyvät tarkistusjonon kärkeen, ja viestisi ohjautuvat omalle tiimilleen.

**VIP-käteispalautus (Kulta ja Platina).** Maksamme joka maanantai ${f.goldCashback} % (Kulta) tai ${f.platinumCashback} % (Platina) edellisen viikon nettotappioistasi oikeana rahana ilman kierrätysvaatimusta. Se tulee päivittäisten ja viikoittaisten käteispalautuskampanjoidemme lisäksi.

**Henkilökohtainen VIP-asiakasvastaava (Platina).** Oma yhteyshenkilö, joka tuntee tilisi ja on tavoitettavissa haluamasi kanavan kautta. Hän voi järjestää sinulle yksilölliset rajat, nopeamman tunnistamisen ja kutsuja erikoistapahtumiin.

## Reilu peli

VIP-edut on tarkoitettu viihdepelaajille. Bonusten väärinkäytöllä, pelaajien keskinäisellä yhteistyöllä tai automatisoidulla pelaamisella kerrytettyä panostusta ei lasketa mukaan, ja se voi johtaa edistymisesi nollaamiseen. Jos olet asettanut talletusrajoja tai pelikiellon, emme koskaan ota sinuun yhteyttä VIP-tarjousten merkeissä.
`,
};
