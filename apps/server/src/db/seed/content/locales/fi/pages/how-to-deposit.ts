import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Näin talletat',
  description:
    'Kryptotalletus Satsinoon vaihe vaiheelta: hyväksytyt kryptovaluutat, vähimmäistalletus, bonuksen valinta, vahvistukset ja Lightning.',
  body: `# Näin talletat

Satsinossa talletukset tehdään kryptovaluuttana, ja ne hyvitetään saldollesi tilisi valuutassa. Tämä opas vie sinut ensimmäisen talletuksesi läpi.

## Ennen kuin aloitat

- **Vahvista sähköpostiosoitteesi.** Avaa linkki, jonka lähetimme sinulle rekisteröityessäsi; voit pyytää uuden linkin tilisi asetuksista. Talletukset ja nostot ovat käytettävissä, kun sähköpostiosoitteesi on vahvistettu.
- **Pidä kryptovaluuttaa valmiina** lompakossa tai pörssitilillä, jota hallitset itse. Eikö sinulla vielä ole kryptovaluuttaa? Kassan **Osta kryptoa** -toiminnolla voit ostaa sitä kortilla maksupalvelukumppanimme kautta.

## Hyväksytyt kryptovaluutat

${coinList}

Bitcoinia voi tallettaa myös Lightning-verkon kautta, jolloin se hyvitetään lähes välittömästi.

## Vaihe vaiheelta

1. Avaa **Lompakko** sivun yläpalkista ja pysy **Talletukset**-välilehdellä.
2. **Valitse kryptovaluutta.** Bitcoin on valittuna oletuksena.
3. **Kopioi talletusosoitteesi** kopiointipainikkeella tai skannaa QR-koodi lompakkosovelluksellasi. Osoite on vain sinun, ja voit käyttää sitä uudelleen.
4. **Valitse bonuksesi** – tai ”Ei bonusta”. Jokaiseen neljästä ensimmäisestä talletuksestasi kuuluu talletusbonus (katso [Kampanjat](/promotions)); laskuri näyttää, mitä saat syöttämälläsi summalla.
5. **Lähetä maksu** lompakostasi siinä verkossa, joka näkyy osoitteen vieressä.
6. **Odota vahvistusta.** Talletus näkyy odottavana heti, kun verkko havaitsee sen, ja se hyvitetään, kun se on saanut riittävästi vahvistuksia – yleensä muutamassa minuutissa, verkon ruuhkautuessa kauemmin.

## Vähimmäistalletus

Vähimmäistalletus on ${amount(f.minDeposit, 'fi')} tilisi valuutassa, ja se on myös pienin talletus, joka oikeuttaa bonukseen. Pienemmät maksut eivät katoa: ne hyvitetään, kun odottavat talletuksesi yhteensä saavuttavat vähimmäismäärän.

## Näin vältät virheet

- **Käytä oikeaa verkkoa.** Jos lähetät kryptovaluuttaa eri verkossa kuin näytetyssä (esimerkiksi USDT:tä väärässä ketjussa), maksua ei välttämättä saada koskaan takaisin.
- **Kopioi, älä kirjoita.** Liitä tai skannaa osoite aina, ja tarkista sen ensimmäiset ja viimeiset merkit ennen lähettämistä.
- **Lisää tunniste, jos sellainen näytetään.** Jotkin kryptovaluutat, kuten XRP, edellyttävät kohdetunnistetta; ilman sitä maksua ei voida automaattisesti yhdistää tiliisi.
- **Vaihtokurssi määräytyy vahvistushetkellä.** Kryptovaluuttojen hinnat vaihtelevat, joten hyvitettävä summa muunnetaan sen hetken kurssilla, jolloin talletuksesi vahvistetaan.

## Lightning-talletukset

Valitse **Bitcoin (Lightning)**, syötä summa ja maksa lasku millä tahansa Lightning-lompakolla. Lightning-maksut selvitetään sekunneissa, ja ne maksavat murto-osan tavallisesta lohkoketjun siirtomaksusta. Jokainen lasku on voimassa rajoitetun ajan ja vain siinä näkyvälle summalle; luo uusi, jos lasku vanhenee.

## Tarvitsetko apua?

Jos talletuksesi ei ole saapunut tunnin kuluessa, ota yhteyttä asiakastukeen ja kerro kryptovaluutta, summa ja lompakostasi löytyvä tapahtumatunniste (tiiviste), niin jäljitämme maksun puolestasi.
`,
};
