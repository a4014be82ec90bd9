import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'Tietoa meistä',
  description:
    'Satsino on todistettavasti reilu kryptokasino: nopeat kryptomaksut, pelit, joiden tulokset voit tarkistaa, ja asiakastuki, joka vastaa.',
  body: `# Tietoa meistä

Satsino on nettikasino ihmisille, joille kryptovaluutat ovat jo arkea. Tarjoamme kolikkopelejä, live-kasinon, rulettia, blackjackia, game show -pelejä, pöytäpelejä ja crash-pelejä. Talletukset ja nostot onnistuvat niillä kryptovaluutoilla, jotka sinulla jo on, ja annamme lupauksen, jonka voimme todistaa: voit tarkistaa itse jokaisen omien peliemme kierroksen.

## Todistettavasti reilu – ei ”luota meihin”

Omissa peleissämme käytetään todistettavasti reilua järjestelmää. Ennen kuin pelaat, näet kryptografisen sormenjäljen (tiivisteen) siitä palvelimen siemenarvosta, joka ratkaisee tuloksesi. Voit valita oman asiakkaan siemenarvosi, ja kun siemenarvo on vaihdettu, voit laskea jokaisen tuloksen uudelleen selaimessasi ja varmistaa, ettei mitään muutettu panoksesi jälkeen. Lue lisää artikkelista [Todistettavasti reilu – näin se toimii](/blog/provably-fair-explained).

## Kryptomaksut oikein tehtyinä

Talleta bitcoinia – suoraan lohkoketjuun tai Lightningin kautta – tai Ethereumia, Litecoinia, Dogecoinia, BNB:tä, Bitcoin Cashia, USDT:tä, USDC:tä, XRP:tä tai TRONia, ja pelaa saldolla, joka näytetään dollareina tai euroina. Nostot tarkistetaan keskimäärin alle ${f.approvalMinutes} minuutissa. Eikö sinulla vielä ole kryptovaluuttaa? Osta sitä kortilla suoraan kassasta.

## Selkeät edut

Kampanjamme kertovat tarkasti, mitä ne antavat ja mitä ne edellyttävät: ${f.welcomePercent} %:n tervetuliaisbonus ja ${f.freeSpins} ilmaiskierrosta, bonukset neljään ensimmäiseen talletukseesi, päivittäinen ja viikoittainen käteispalautus sekä nelitasoinen VIP-ohjelma. Jokainen luku on sama joka sivulla, ja jokainen bonus on vapaaehtoinen.

## Turvallisesti ja vastuullisesti

Pelaajien on oltava vähintään ${f.age}-vuotiaita. Vahvistamme sähköpostiosoitteet ennen maksuja, todennamme henkilöllisyyden silloin, kun laki ja [rahanpesun vastainen käytäntömme](/policies/aml-policy) sitä edellyttävät, ja tarjoamme jokaiselle pelaajalle rajat, tauot ja pelikiellon – lue lisää sivulta [Vastuullinen pelaaminen](/policies/responsible-gaming).

## Kymmenen kieltä, yksi tiimi

Satsino on saatavilla englanniksi, saksaksi, espanjaksi, suomeksi, ranskaksi, italiaksi, japaniksi, norjaksi, portugaliksi ja turkiksi. Asiakastukemme palvelee ympäri vuorokauden live-chatissa [asiakastukisivulla](/customersupport).
`,
};
