import type { PostTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;
const spinValue = Number(f.spinValue).toLocaleString('fi', { minimumFractionDigits: 2 });

/** Kaikkien talletusbonusten yhteiset ehdot, kerrottu kerran ja toistettu jokaisen tarjouksen kohdalla. */
const bonusTerms = `- Vähimmäistalletus ${amount(f.minDeposit, 'fi')}; bonus enintään ${amount(f.bonusMax, 'fi')} talletusta kohden.
- Kierrätä bonus ${f.wagering} kertaa (${f.wagering}×) ${f.bonusDays} päivän kuluessa; siihen asti bonusvaroja ja niillä saatuja voittoja ei voi nostaa.
- Suurin sallittu panos kierrätyksen aikana on ${amount(f.maxBet, 'fi')}. Oikealla rahalla pelataan aina ennen bonusrahaa.
- Vain yksi bonus voi olla voimassa kerrallaan. Bonukset ovat vapaaehtoisia: voit aina valita vaihtoehdon ”Ei bonusta”.
- Summat ovat tilisi valuutassa (USD tai EUR). Muilta osin sovelletaan [käyttöehtojamme](/policies/terms-and-conditions).`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Tervetuliaisbonus: ${f.welcomePercent} % aina ${amount(f.welcomeMax, 'fi')} asti + ${f.freeSpins} ilmaiskierrosta`,
    summary: `Saat ensimmäisestä talletuksestasi ${f.welcomePercent} %:n bonuksen aina ${amount(f.welcomeMax, 'fi')} asti – ja päälle ${f.freeSpins} ilmaiskierrosta.`,
    meta_description: `Satsinon tervetuliaisbonus: ${f.welcomePercent} % ensimmäisestä kryptotalletuksestasi aina ${amount(f.welcomeMax, 'fi')} asti sekä ${f.freeSpins} ilmaiskierrosta.`,
    body: `Tervetuloa Satsinoon. Tee ensimmäinen talletuksesi, niin lisäämme siihen bonuksena **${f.welcomePercent} %** – enintään **${amount(f.welcomeMax, 'fi')}** – sekä **${f.freeSpins} ilmaiskierrosta**.

## Näin se toimii

1. Rekisteröidy ja vahvista sähköpostiosoitteesi.
2. Avaa Lompakko, valitse kryptovaluutta ja valitse bonukseksi **Tervetuliaisbonus**.
3. Talleta vähintään ${amount(f.minDeposit, 'fi')}. Kun talletat ${amount(f.minDeposit, 'fi')}, saat bonusvaroja ${amount((f.minDeposit * f.welcomePercent) / 100, 'fi')}; kun talletat ${amount((f.welcomeMax * 100) / f.welcomePercent, 'fi')} tai enemmän, saat täydet ${amount(f.welcomeMax, 'fi')}.
4. Bonus ja ilmaiskierrokset hyvitetään tilillesi heti, kun talletuksesi on vahvistettu.

## Ilmaiskierrokset

${f.freeSpins} ilmaiskierrosta pelataan bonuksen yhteydessä esitellyssä omassa kolikkopelissämme, ja kunkin kierroksen arvo on ${spinValue}. Ne ovat voimassa ${f.spinDays} päivää. Niistä saadut voitot hyvitetään bonusvaroina, joiden kierrätysvaatimus on ${f.spinWagering}×.

## Ehdot

${bonusTerms}
- Tervetuliaisbonus koskee vain ensimmäistä talletusta, ja sen voi saada vain kerran pelaajaa, kotitaloutta ja lompakkoa kohden.

Tervetuliaisbonus on [talletusbonustemme](/promotions/deposit-bonus) ensimmäinen vaihe: myös toiseen, kolmanteen ja neljänteen talletukseesi kuuluu bonus.`,
  },

  'deposit-bonus': {
    title: `Talletusbonukset neljään ensimmäiseen talletukseen: ${first} %, ${second} %, ${third} %, ${fourth} %`,
    summary: `Neljä talletusta, neljä bonusta: ${first} % (ja ${f.freeSpins} ilmaiskierrosta), sitten ${second} %, ${third} % ja ${fourth} %, kukin enintään ${amount(f.bonusMax, 'fi')}.`,
    meta_description: `Satsinon talletusbonukset: ${first} %, ${second} %, ${third} % ja ${fourth} % neljästä ensimmäisestä kryptotalletuksestasi, kukin enintään ${amount(f.bonusMax, 'fi')}.`,
    body: `Tervetuliaispakettimme kattaa neljä ensimmäistä talletustasi. Jokaiseen kuuluu oma bonuksensa, ja päätät joka kerta itse, otatko sen vastaan.

| Talletus | Bonus | Enintään |
|---|---|---|
| 1. | **${first} %** + ${f.freeSpins} ilmaiskierrosta | ${amount(f.bonusMax, 'fi')} |
| 2. | **${second} %** | ${amount(f.bonusMax, 'fi')} |
| 3. | **${third} %** | ${amount(f.bonusMax, 'fi')} |
| 4. | **${fourth} %** | ${amount(f.bonusMax, 'fi')} |

## Bonuksen valitseminen

Kun talletat, kassa näyttää bonuksen, johon talletuksesi oikeuttaa, sekä laskurin, josta näet saamasi bonuksen määrän. Valitse bonus – tai valitse **Ei bonusta**, jos haluat pelata ilman kierrätysvaatimusta esimerkiksi siksi, että aiot nostaa rahasi pian. Myös ilman bonusta tehty talletus lasketaan yhdeksi neljästä.

## Neljännen talletuksen jälkeen

Viidennestä talletuksesta alkaen vuoroon astuu VIP-ohjelma: jokaiseen talletukseen voi saada **${f.vipReload} %:n uudelleentalletusbonuksen**, enintään ${amount(f.bonusMax, 'fi')}. Lue lisää sivulta [VIP-ohjelma](/policies/vip).

## Ehdot

${bonusTerms}
- Talletusbonus on valittava talletusta tehtäessä; sitä ei voi lisätä jälkikäteen.`,
  },

  'weekly-cashback': {
    title: `Viikoittainen käteispalautus: ${f.weeklyMin}–${f.weeklyMax} % nettotappioistasi`,
    summary: `Saat joka maanantai takaisin ${f.weeklyMin}–${f.weeklyMax} % edellisen viikon nettotappioistasi – mitä enemmän pelasit, sitä suurempi palautusprosentti.`,
    meta_description: `Satsinon viikoittainen käteispalautus: ${f.weeklyMin}–${f.weeklyMax} % viikon nettotappioistasi joka maanantai, kierrätysvaatimus ${f.weeklyWagering}×.`,
    body: `Tappiollinen viikko kuuluu peliin. Viikoittaisen käteispalautuksen ansiosta se kirpaisee vähemmän: palautamme joka maanantai osan edellisen viikon nettotappioistasi (maanantaista sunnuntaihin, UTC).

## Palautusprosenttisi

| Viikon nettotappiot | Käteispalautus |
|---|---|
| ${amount(tierLow.minNetLoss, 'fi')} alkaen | **${tierLow.percent} %** |
| ${amount(tierMid.minNetLoss, 'fi')} alkaen | **${tierMid.percent} %** |
| ${amount(tierHigh.minNetLoss, 'fi')} alkaen | **${tierHigh.percent} %** |

Nettotappiot ovat viikon aikana oikealla rahalla asettamasi panokset vähennettynä oikean rahan voitoillasi. Bonusvaroilla asetettuja panoksia ei lasketa mukaan.

## Toimii yhdessä päivittäisen käteispalautuksen kanssa

Saat jo joka päivä [päivittäisen käteispalautuksemme](/promotions/daily-cashback). Viikoittainen käteispalautus täydentää sitä: laskemme viikkoprosenttisi koko viikon nettotappioista ja vähennämme siitä samoilta päiviltä jo saamasi päivittäisen käteispalautuksen, joten samaa tappiota ei koskaan korvata kahdesti.

## Esimerkki

Nettotappiosi viikon aikana ovat ${amount(1_200, 'fi')}, joten kuulut ${tierMid.percent} %:n tasoon: ${amount((1_200 * tierMid.percent) / 100, 'fi')}. Jos olet jo saanut viikon aikana päivittäistä käteispalautusta yhteensä ${amount(60, 'fi')}, viikoittainen käteispalautuksesi on ${amount((1_200 * tierMid.percent) / 100 - 60, 'fi')}.

## Ehdot

- Hyvitetään automaattisesti joka maanantai bonusvaroina, joiden kierrätysvaatimus on ${f.weeklyWagering}×; voimassa 7 päivää.
- Viikon nettotappioiden on oltava vähintään ${amount(tierLow.minNetLoss, 'fi')}.
- Kulta- ja Platina-tason VIP-jäsenet saavat tämän lisäksi VIP-käteispalautuksensa oikeana rahana.
- Summat ovat tilisi valuutassa. Muilta osin sovelletaan [käyttöehtojamme](/policies/terms-and-conditions).`,
  },

  'daily-cashback': {
    title: `Päivittäinen käteispalautus: ${f.daily} % takaisin joka päivä`,
    summary: `Huono päivä? Saat seuraavana päivänä takaisin ${f.daily} % nettotappioistasi – kierrätysvaatimus vain ${f.dailyWagering}×.`,
    meta_description: `Satsinon päivittäinen käteispalautus: ${f.daily} % päivän nettotappioistasi, hyvitetään joka päivä ${f.dailyWagering}× kierrätysvaatimuksella.`,
    body: `Käymme joka päivä läpi edellisen päivän pelisi (klo 00.00–24.00 UTC), ja jos päivä päättyi nettotappioon, palautamme siitä **${f.daily} %** käteispalautuksena.

## Näin se toimii

- Nettotappio on päivän aikana oikealla rahalla asettamiesi panosten summa vähennettynä oikean rahan voitoillasi.
- Jos se on vähintään ${amount(f.dailyMinLoss, 'fi')}, siitä ${f.daily} % hyvitetään bonussaldollesi seuraavana aamuna.
- Kierrätä summa vain kerran (${f.dailyWagering}×), niin siitä tulee oikeaa rahaa, jonka voit nostaa.

## Esimerkki

Pelaat tiistaina, ja päivä päättyy ${amount(250, 'fi')} tappiolle. Keskiviikkoaamuna saat käteispalautusta ${amount((250 * f.daily) / 100, 'fi')}. Kierrätä se kerran, niin se on sinun – voit jatkaa pelaamista sillä tai nostaa sen.

## Ehdot

- Erillistä aktivointia ei tarvita: jokainen vahvistettu pelaaja, jonka päivä päättyy nettotappioon, saa käteispalautuksen automaattisesti.
- Käteispalautus on voimassa 7 päivää hyvityksestä.
- Bonusvaroilla asetettuja panoksia ei lasketa nettotappioihin.
- [Viikoittaisesta käteispalautuksesta](/promotions/weekly-cashback) vähennetään jo saamasi päivittäinen käteispalautus, joten tappioita ei koskaan korvata kahdesti.
- Summat ovat tilisi valuutassa. Muilta osin sovelletaan [käyttöehtojamme](/policies/terms-and-conditions).`,
  },

  'vip-club': {
    title: 'VIP-klubi: Pronssi, Hopea, Kulta ja Platina',
    summary: `Neljä tasoa ja todellisia etuja: ${f.vipReload} %:n uudelleentalletusbonus, nostot etusijalla, jopa ${f.platinumCashback} %:n VIP-käteispalautus ja henkilökohtainen VIP-asiakasvastaava.`,
    meta_description: `Satsinon VIP-klubi: ${f.vipReload} %:n uudelleentalletusbonus, nostot etusijalla, ${f.goldCashback}–${f.platinumCashback} %:n VIP-käteispalautus ja oma asiakasvastaava.`,
    body: `Jokainen talletuksesi ja jokainen panoksesi vie sinua ylöspäin VIP-klubissamme. Liityt Pronssi-tasolle ensimmäisellä talletuksellasi, ja jokainen taso tuo uusia etuja aiempien tasojen etujen lisäksi.

| Taso | Panostettu yhteensä | Mitä saat |
|---|---|---|
| **Pronssi** | ensimmäinen talletus | ${f.vipReload} %:n uudelleentalletusbonus jokaisesta talletuksesta neljännen jälkeen |
| **Hopea** | ${amount(f.silverWagered, 'fi')} | + nostot etusijalla ja oma asiakastukijono |
| **Kulta** | ${amount(f.goldWagered, 'fi')} | + ${f.goldCashback} %:n VIP-käteispalautus joka viikko |
| **Platina** | ${amount(f.platinumWagered, 'fi')} | + ${f.platinumCashback} %:n VIP-käteispalautus ja henkilökohtainen VIP-asiakasvastaava |

## VIP-käteispalautus

Kulta- ja Platina-tason jäsenet saavat joka maanantai ${f.goldCashback} % tai ${f.platinumCashback} % edellisen viikon nettotappioistaan – **oikeana rahana ilman kierrätysvaatimusta** – päivittäisten ja viikoittaisten käteispalautuskampanjoidemme lisäksi.

## Ehdot

- Taso määräytyy sen mukaan, paljonko olet liittymisestäsi lähtien panostanut oikealla rahalla yhteensä tilisi valuutassa. Tasoa ei koskaan lasketa.
- Uudelleentalletusbonukseen sovelletaan tavanomaisia bonusehtojamme: vähimmäistalletus ${amount(f.minDeposit, 'fi')}, bonus enintään ${amount(f.bonusMax, 'fi')}, kierrätysvaatimus ${f.wagering}× ${f.bonusDays} päivän kuluessa.
- Bonusten väärinkäytöllä kerrytettyä panostusta ei lasketa mukaan.

Lue kaikki säännöt [VIP-ohjelman](/policies/vip) sivulta.`,
  },
};
