import type { PostTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Todistettavasti reilu – näin se toimii',
    summary:
      'Näin voit tarkistaa selaimella tai julkaistulla tarkistustyökalullamme, että jokainen omien peliemme tulos oli lukittu ennen panostasi – ja näin kukin peli muuntaa siemenarvot tulokseksi.',
    meta_description:
      'Todistettava reiluus Satsinossa: siemenarvot sidottu ennen kuin valitset omasi, jokaisen pelin tarkka kaava, voitot sentin tarkkuudella ja crash-ketjut, joiden suola tulee tulevasta Bitcoin-lohkosta.',
    body: `Tavallisessa nettikasinossa pelatessasi joudut luottamaan siihen, että satunnaislukugeneraattori on rehellinen. Satsinossa sinun ei tarvitse: omat pelimme ovat **todistettavasti reiluja**, ja jokainen alla oleva kaava on kirjaimellisesti sama, jolla palvelimemme ratkaisee panokset.

## Kolme ainesosaa

- **Palvelimen siemenarvo**: 32 satunnaista tavua, jotka me valitsemme. Ennen kuin pelaat, näet siitä vain sen SHA-256-tiivisteen, joka sitoo meidät arvoon paljastamatta sitä.
- **Asiakkaan siemenarvo**: sinun. Ehdotamme sellaista; vaihda se mihin tahansa haluamaasi.
- **Nonce**: siemenparin ensimmäisellä kierroksella 0 ja jokaisella sen jälkeisellä kierroksella yhtä suurempi.

## Sidottu ennen kuin valitset

Pelin reiluuspaneeli näyttää käytössä olevan palvelimen siemenarvon tiivisteen *ja* seuraavan siemenarvon tiivisteen jo ennen kuin valitset asiakkaan siemenarvon. Kun vaihdat asiakkaan siemenarvosi tai siemenparin, siirrytään juuri tuohon etukäteen sidottuun siemenarvoon ja vanha paljastetaan, joten emme koskaan valitse palvelimen siemenarvoa nähtyämme sinun arvosi. Paljastetut siemenarvot pysyvät luettelossa kohdassa ”Paljastetut siemenesi” [tarkistussivulla](/provably-fair).

## Siemenarvoista luvuiksi

Jokainen kierros saa lukunsa funktiosta \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Jokainen 32 tavun lohko antaa kahdeksan neljän tavun float-lukua, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, jotka ovat 0:n ja 1:n välillä; kursori laskee lohkot nollasta alkaen, ja kierros käyttää float-lukuja järjestyksessä. Tämä on Staken julkaisema menetelmä, ja noppapelissä, limbossa, ruletissa ja korttipeleissä käytämme myös Staken muunnoksia, joten Staken omat laskurit antavat samat tulokset kuin meidän.

- **Noppapeli**: heitto = ⌊float × 10 001⌋ ÷ 100, välillä 0,00–100,00.
- **Limbo**: tulos = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, vähintään 1,00 ja enintään 1 000 000.
- **Ruletti**: lokero = ⌊float × 37⌋.
- **Blackjack**: jokainen kortti on taulukon ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A kohta ⌊float × 52⌋. Kaksi ensimmäistä float-lukua ovat sinun korttisi, kolmas jakajan avoin kortti, neljäs jakajan piilokortti, ja sen jälkeen tulevat lisäkorttisi ja jakajan nostot siinä järjestyksessä kuin ne tapahtuvat.
- **Kolikkopelit**: rulla rullalta vasemmalta oikealle jokainen rulla pysähtyy kohtaan ⌊float × rullan pituus⌋.
- **Onnenpyörä**: jokainen pyöräytys pysähtyy kohtaan ⌊float × 54⌋. Lohko ×3 tai ×7 pyöräyttää pyörän uudelleen ja kertoo seuraavan voiton; enintään kolme pyöräytystä.

## Reilusti sentilleen maksettu

Voiton arvoon sisältyy usein sentin murto-osa: 0,10:n panos kertoimella 1,98× on arvoltaan 19,8 senttiä. Maksamme kokonaiset sentit ja yhden sentin lisää, kun seuraava float-luku (pelin käyttämien jälkeinen) on murto-osaa pienempi, tässä 0,8. Keskimäärin jokainen voitto maksaa täsmälleen arvonsa kaikilla panoksilla, ja voit laskea tuon sentin uudelleen samoista siemenarvoista.

## Crash: ketju lukitaan ennen kuin kukaan panostaa

Kaikki crash-pöydän pelaajat jakavat saman kierroksen, joten crash noudattaa sen sijaan bustabitin julkaisemaa menetelmää. Luomme tiivisteketjun, jossa jokainen tiiviste on seuraavan SHA-256, ja julkaisemme ketjun viimeisen tiivisteen, lopputiivisteen, yhdessä sellaisen Bitcoin-lohkon numeron kanssa, jota ei ole vielä louhittu. Kun lohko louhitaan, sen tiivisteestä tulee ketjun suola; sitä ennen pöytä ei ole käynnissä. Ketjua pelataan kierros kierrokselta takaperin, joten kunkin paljastetun pelitiivisteen SHA-256 on sitä ennen paljastettu tiiviste. Romahduspistettä varten arvon \`HMAC_SHA256(salt, game hash)\` ensimmäiset 52 bittiä otetaan luvuksi r, ja romahduspiste on ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, vähintään 1,00. Kaikki ketjut lohkoineen ja suoloineen on lueteltu [crash-ketjujen sivulla](/provably-fair/crash).

## Kierroksen tarkistaminen

1. Kirjaa pelin reiluuspaneelista ylös palvelimen siemenarvon tiiviste, seuraavan siemenarvon tiiviste ja asiakkaan siemenarvosi.
2. Pelaa tavalliseen tapaan.
3. Vaihda siemenarvo: vanha palvelimen siemenarvo paljastetaan, ja sen SHA-256-tiivisteen on vastattava näkemääsi tiivistettä.
4. Avaa [tarkistussivu](/provably-fair), valitse kierros historiastasi ja paina Tarkista: saat täsmälleen saman tuloksen ja voitonmaksun, jotka näit.

Ilman verkkoyhteyttä julkaistu tarkistustyökalumme tekee saman komentoriviltä: \`npx @satsino/fairness verify\`.

## Mitä todistettava reiluus ei tarkoita

Se todistaa, ettei tuloksia ole manipuloitu, mutta se ei muuta todennäköisyyksiä. Jokaisessa pelissä on yhä talon etu, joka kerrotaan pelin säännöissä. Pelaa huvin vuoksi, aseta itsellesi rajat ja tutustu [Vastuullinen pelaaminen](/policies/responsible-gaming) -sivuun, jos pelaaminen joskus lakkaa olemasta hauskaa.`,
  },

  'new-games-this-month': {
    title: 'Uutta tässä kuussa: crashia kolmella tavalla',
    summary:
      'Crashia pelataan nyt kolmessa pöydässä – Classic, Bull ja Sidewinder – ja jokaisella on oma tiivisteketjunsa, tempo ja ilme. Tässä erot.',
    meta_description:
      'Satsinossa on nyt kolme crash-pöytää, joilla on omat todistettavasti reilut tiivisteketjut, automaattinen lunastus ja uusi live-syöte isoista voitoista.',
    body: `Crash on aulan yksinkertaisin peli ja yksi jännittävimmistä: kerroin nousee lukemasta 1,00× ja voi pysähtyä milloin tahansa. Lunasta ennen romahdusta, niin panoksesi moninkertaistuu; odota liian kauan, niin kierros on menetetty. Tässä kuussa peli saapuu kolmena versiona.

## Crash Classic

Alkuperäinen. Kierrokset alkavat muutaman sekunnin välein, käyrä nousee tasaisesti, ja kaikki pöydän pelaajat seuraavat samaa kierrosta reaaliajassa. Aseta **automaattinen lunastus** – vaikkapa 2,00× – niin peli lunastaa puolestasi heti, kun kerroin saavuttaa sen, vaikka yhteytesi katkeaisi.

## Crash Bull

Samat säännöt pörssikaavion ilmeellä: vihreitä kynttilöitä kertoimen noustessa ja yksi punainen kynttilä, kun se romahtaa. Kierrosten väliin jää hieman vähemmän aikaa panostamiseen, joten pöytä sopii nopeampaa rytmiä rakastaville.

## Crash Sidewinder

Rauhallisempi pöytä, jossa panostusaika on pidempi – ihanteellinen strategioiden kokeiluun pienillä panoksilla. Pöydällä on oma siemenketjunsa ja oma historiansa, joten sen tulokset eivät riipu kahdesta muusta pöydästä.

## Reilu jo rakenteeltaan

Jokainen pöytä toimii omalla todistettavasti reilulla **tiivisteketjullaan**. Ennen ensimmäistä kierrosta luotiin pitkä tiivisteiden ketju, ja sen viimeinen tiiviste julkaistiin. Jokainen kierros paljastaa ketjun edellisen lenkin, ja kuka tahansa voi tarkistaa, että kunkin lenkin tiiviste on ketjun seuraava lenkki. Kun ketju on olemassa, kukaan – emme mekään – ei voi muuttaa kierroksen tulosta. Lue lisää artikkelista [Todistettavasti reilu – näin se toimii](/blog/provably-fair-explained).

## Myös uutta

- Etusivun **live-syöte** näyttää kasinon viimeisimmät panokset, suurimmat panostajat ja omat panoksesi.
- Pelisivuilla näkyvät nyt jokaisen pelin **palautusprosentti** ja säännöt jo ennen kuin avaat pelin.
- Demotila on käytettävissä kaikissa omissa peleissämme, joten voit opetella pelin ensin leikkirahalla.

Kuten kaikissa peleissä, päätä panoksesi ja rajasi ennen kuin aloitat, ja muista, että lunastustavoite on suunnitelma eikä lupaus. Onnea pöytiin!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Bitcoin Lightning -talletukset: sekunteja, ei lohkoja',
    summary:
      'Lightningin avulla talletat bitcoinia sekunneissa murto-osalla tavallisesta siirtomaksusta. Mitä se on, miten sitä käytetään Satsinossa ja mitä kannattaa huomioida.',
    meta_description:
      'Talleta bitcoinia Lightning-verkon kautta Satsinossa: lähes välitön hyvitys, pienet siirtomaksut ja vaiheittainen ohje.',
    body: `Tavallinen Bitcoin-talletus odottaa ensin, että verkko sisällyttää sen lohkoon, ja sen jälkeen vahvistuksia. Siihen kuluu yleensä vähintään kymmenen minuuttia, ja siirtomaksu nousee verkon ruuhkautuessa. **Lightning-verkko** ratkaisee molemmat ongelmat, ja Satsino hyväksyy sen talletuksiin.

## Mikä Lightning on

Lightning on Bitcoinin päälle rakennettu maksukanavien verkko. Maksut liikkuvat kanavien välillä lähes välittömästi, ja ne kirjataan pääketjuun myöhemmin suurempina erinä. Sinulle se tarkoittaa bitcoinia, joka saapuu sekunneissa, ja siirtomaksuja, jotka ovat yleensä vain muutaman satoshin suuruisia.

## Näin talletat Lightningilla

1. Avaa **Lompakko** ja valitse **Bitcoin (Lightning)**.
2. Syötä summa, jonka haluat tallettaa – vähintään ${amount(f.minDeposit, 'fi')} tilisi valuutassa – ja valitse bonuksesi tai ”Ei bonusta”.
3. Luomme **Lightning-laskun**: QR-koodin ja tekstin, joka alkaa merkeillä \`lnbc\`.
4. Skannaa lasku tai liitä se mihin tahansa Lightning-lompakkoon ja vahvista maksu.
5. Saldosi hyvitetään heti, kun maksu on selvitetty – yleensä ennen kuin olet ehtinyt sulkea lompakkosovelluksesi.

## Hyvä tietää

- **Laskut vanhenevat.** Jokainen lasku on voimassa rajoitetun ajan ja vain siinä näkyvälle summalle. Jos lasku vanhenee, luo uusi; vanhentunutta laskua ei voi maksaa.
- **Käytä Lightning-lompakkoa.** Tavallinen Bitcoin-osoite ja Lightning-lasku ovat eri asioita, eikä tavallinen lompakko pysty maksamaan Lightning-laskua. Useimmat suositut mobiililompakot tukevat nykyään Lightningia.
- **Bonukset toimivat samoin.** Lightning-talletus oikeuttaa samoihin talletusbonuksiin kuin mikä tahansa muu talletus.
- **Nostot** maksetaan suoraan lohkoketjuun valitsemassasi kryptovaluutassa tavanomaisin rajoin: ${amount(f.withdrawalMin, 'fi')}–${amount(f.withdrawalMax, 'fi')} pyyntöä kohden.

## Talletatko mieluummin suoraan lohkoketjuun?

Sekin käy: tavallinen Bitcoin-osoitteesi on edelleen käytettävissä, samoin kuin muut hyväksymämme kryptovaluutat (${coinCodes}). Lightning on yksinkertaisesti nopein tapa tallettaa. Koko ohje löytyy sivulta [Näin talletat](/policies/how-to-deposit).`,
  },

  'vip-programme-explained': {
    title: 'VIP-ohjelmamme: neljä tasoa, selkeät edut',
    summary:
      'Pronssi, Hopea, Kulta ja Platina: miten nouset tasolta toiselle, mitä kukin taso tarjoaa ja miksi jokainen etu on kerrottu selvin numeroin.',
    meta_description:
      'Satsinon VIP-tasot selitettynä: uudelleentalletusbonus, nostot etusijalla, VIP-käteispalautus ja henkilökohtainen VIP-asiakasvastaava.',
    body: `Moni kasino pitää VIP-ohjelmansa tarkoituksella epämääräisenä – ”eksklusiivisia palkintoja”, ”räätälöityjä tarjouksia”. Meidän ohjelmamme on kirjoitettu auki numeroineen, koska mielestämme sinun kuuluu tietää tarkalleen, mitä pelaamisesi sinulle tuottaa.

## Mukana ensimmäisestä päivästä

Jokainen pelaaja liittyy **Pronssi**-tasolle ensimmäisellä talletuksellaan. Siitä eteenpäin tasosi määräytyy sen mukaan, paljonko olet panostanut oikealla rahalla yhteensä: jokainen ratkennut panos lasketaan täysimääräisenä pelistä riippumatta.

- **Hopea**, kun olet panostanut ${amount(f.silverWagered, 'fi')}
- **Kulta**, kun olet panostanut ${amount(f.goldWagered, 'fi')}
- **Platina**, kun olet panostanut ${amount(f.platinumWagered, 'fi')}

(Summat ovat tilisi valuutassa.) Nouset uudelle tasolle heti, kun ylität rajan, etkä koskaan putoa alemmas.

## Mitä kukin taso tarjoaa

**Pronssi – ${f.vipReload} %:n uudelleentalletusbonus.** Neljään ensimmäiseen talletukseesi kuuluvat tervetuliaispakettimme talletusbonukset. Sen jälkeen jokaiseen talletukseen voi saada ${f.vipReload} %:n uudelleentalletusbonuksen, joten tarjolla on aina jotakin – tai ei mitään, jos haluat pelata ilman bonusta.

**Hopea – etusija.** Nostosi siirtyvät tarkistusjonon kärkeen (käsittely vie jo nyt keskimäärin alle ${f.approvalMinutes} minuuttia), ja viestisi ohjautuvat omalle asiakastukitiimille.

**Kulta – ${f.goldCashback} %:n VIP-käteispalautus.** Saat joka maanantai ${f.goldCashback} % edellisen viikon nettotappioistasi oikeana rahana ilman kierrätysvaatimusta. Se tulee päivittäisten ja viikoittaisten käteispalautuskampanjoiden lisäksi.

**Platina – ${f.platinumCashback} %:n VIP-käteispalautus ja henkilökohtainen asiakasvastaava.** Kaksinkertainen käteispalautus Kulta-tasoon verrattuna sekä oma yhteyshenkilö, joka tuntee tilisi ja auttaa kaikessa vahvistuksesta yksilöllisiin rajoihin.

## Vastuullisesti joka tasolla

VIP-taso on kiitos, ei tavoite. Emme lähetä VIP-tarjouksia pelaajille, jotka ovat asettaneet itselleen rajoja tai pelikiellon, ja VIP-asiakasvastaavasi auttaa sinua asettamaan rajoja yhtä mielellään kuin missä tahansa muussakin. Kaikki säännöt löytyvät [VIP-ohjelman](/policies/vip) sivulta.`,
  },

  'responsible-gaming-tips': {
    title: 'Seitsemän tapaa pitää pelaaminen hauskana',
    summary:
      'Yksinkertaisia ja käytännöllisiä tapoja, joilla kasinopelit pysyvät sinä, mitä niiden kuuluukin olla – viihteenä – sekä työkalumme, kun kaipaat lisätukea.',
    meta_description:
      'Satsinon vinkit vastuulliseen pelaamiseen: budjetti, aikarajat ja tauot sekä talletusrajat ja pelikielto.',
    body: `Rahapelaaminen on maksullista viihdettä, aivan kuten konsertti tai ilta kaupungilla. Pelaajilla, jotka nauttivat siitä eniten vuodesta toiseen, on yleensä muutama yhteinen tapa. Tässä seitsemän omaksumisen arvoista.

## 1. Päätä budjetti ennen kuin pelaat

Päätä, paljonko olet valmis käyttämään – rahaa, jota et jäisi kaipaamaan – ja lopeta, kun se on käytetty. Etukäteen päätetyssä budjetissa on paljon helpompi pysyä kuin kesken pelisession tehdyssä.

## 2. Aseta myös aikaraja

Pelit on suunniteltu tempaamaan mukaansa, ja aika kuluu nopeasti. Laita hälytys soimaan tai pyydä meitä lähettämään sinulle pelisessiomuistutuksia.

## 3. Älä koskaan jahtaa tappioita

Tappioputkia sattuu; ne kuuluvat jokaisen pelin matematiikkaan. Uusi talletus hävittyjen rahojen takaisin voittamiseksi on yleisin tapa, jolla hauskuus muuttuu ongelmaksi. Hyväksy tappio ja palaa toisena päivänä, jos vielä haluat.

## 4. Pidä voittoja onnena, ei tulona

Kun voitat, nosta osa voitoista tai kaikki. Saldolle jätetyt voitot päätyvät yleensä takaisin peliin.

## 5. Pelaa selvin päin

Vältä pelaamista, kun olet järkyttynyt, stressaantunut tai väsynyt tai olet juonut alkoholia. Juuri silloin rajat unohtuvat.

## 6. Pidä elämä tasapainossa

Rahapelaamisen pitäisi olla yksi harrastus monien joukossa. Jos se alkaa viedä aikaa perheeltä ja ystäviltä, työltä tai uneltasi, pidä tauko.

## 7. Käytä työkaluja – ajoissa

Työkalujamme voi käyttää, vaikka ongelmaa ei olisikaan. Moni pelaaja asettaa talletusrajan heti ensimmäisenä päivänä yksinkertaisesti siksi, että pelaaminen on silloin rennompaa. Asiakastuen kautta voit asettaa:

- **talletusrajan** päivälle, viikolle tai kuukaudelle (rajan laskeminen tulee voimaan heti, nostaminen 24 tunnin kuluttua);
- **pelitauon** 24 tunniksi, viikoksi tai kuukaudeksi;
- **pelikiellon** kuudeksi kuukaudeksi, vuodeksi, viideksi vuodeksi tai pysyvästi.

Muista myös, että jokainen bonus on vapaaehtoinen: voit aina tallettaa ilman bonusta.

## Kun pelaaminen ei enää ole hauskaa

Jos tunnistat itsessäsi varoitusmerkkejä – käytät enemmän kuin suunnittelit, salaat pelaamistasi tai lainaat rahaa pelaamiseen – puhu jollekulle. Asiakastukemme auttaa heti ja kyselemättä, ja järjestöt kuten GamCare, BeGambleAware ja Gamblers Anonymous tarjoavat maksutonta ja luottamuksellista tukea. Kaikki tiedot löytyvät [Vastuullinen pelaaminen](/policies/responsible-gaming) -sivultamme. Satsino on tarkoitettu vain ${f.age} vuotta täyttäneille pelaajille.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Näin pääset alkuun kryptotalletuksissa',
    summary:
      'Maksatko kryptovaluutalla ensimmäistä kertaa? Mikä kryptovaluutta kannattaa valita, miten osoitteet ja verkot toimivat ja miten teet ensimmäisen talletuksesi ilman virheitä.',
    meta_description:
      'Aloittelijan opas kryptotalletuksiin Satsinossa: kryptovaluutan valinta, verkot, vahvistukset ja vähimmäistalletus.',
    body: `Kryptotalletukset ovat nopeita, yksityisiä ja käytettävissä ympäri vuorokauden – mutta jos et ole koskaan lähettänyt kryptovaluuttaa, ensimmäinen kerta voi tuntua jännittävältä. Tästä oppaasta löydät kaiken tarvittavan.

## Vaihe nolla: hanki kryptovaluuttaa

Tarvitset lompakon tai pörssitilin, jolla on jotakin hyväksymistämme kryptovaluutoista: ${coinCodes}. Jos sinulla ei vielä ole kryptovaluuttaa, voit ostaa sitä kortilla kassan **Osta kryptoa** -toiminnolla maksupalvelukumppanimme kautta. Ostamasi kryptovaluutta saapuu lompakkoosi valmiina talletettavaksi.

## Mitä kryptovaluuttaa kannattaa käyttää?

- **Vakaat kolikot (USDT, USDC)** pysyvät arvoltaan lähellä yhtä Yhdysvaltain dollaria, joten saat sen, minkä lähetät – hyvä valinta, jos pelaat dollareilla.
- **Bitcoin** on kryptovaluutoista yleisin; **Lightningin** kautta se on myös nopein ja edullisin.
- **Litecoin, TRON, XRP ja Dogecoin** vahvistuvat nopeasti, ja niiden verkkomaksut ovat yleensä pieniä.
- **Ethereumia** tuetaan laajasti, mutta sen siirtomaksut vaihtelevat paljon verkon kuormituksen mukaan.

Lähetitpä mitä tahansa, Satsino-saldosi pidetään tilisi valuutassa, ja talletus muunnetaan sen vahvistushetken kurssilla.

## Osoitteet ja verkot

Talletusosoitteesi on vain sinun: kopioi se kopiointipainikkeella tai skannaa QR-koodi. Tarkista aina **verkko**: monissa pörsseissä saman tokenin voi nostaa useassa eri verkossa, ja valitsemasi verkon on oltava sama kuin kassassamme näkyvä. Jos näkyvissä on **kohdetunniste** (XRP), muista lisätä se.

## Vahvistukset

Lohkoketjumaksu on lopullinen, kun sen jälkeen on lisätty riittävästi lohkoja. Kassa näyttää talletuksesi odottavana heti, kun se havaitaan verkossa, ja hyvittää sen, kun tarvittavat vahvistukset on saatu – yleensä muutamassa minuutissa.

## Ensimmäinen talletuksesi

1. Vahvista sähköpostiosoitteesi (talletukset avautuvat, kun osoite on vahvistettu).
2. Avaa Lompakko, valitse kryptovaluutta ja kopioi osoite.
3. Valitse bonuksesi: ensimmäinen talletuksesi oikeuttaa ${f.welcomePercent} %:n tervetuliaisbonukseen ja ${f.freeSpins} ilmaiskierrokseen – tai voit jättää bonuksen ottamatta.
4. Lähetä vähintään ${amount(f.minDeposit, 'fi')} tilisi valuutassa laskettuna.
5. Aloita pelaaminen heti, kun talletus on hyvitetty.

Lisätietoja saat sivulta [Näin talletat](/policies/how-to-deposit), ja jos jokin jää epäselväksi, asiakastukemme on vain yhden klikkauksen päässä.`,
  },
};
