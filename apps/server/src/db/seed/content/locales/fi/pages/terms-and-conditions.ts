import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Käyttöehdot',
  description:
    'Sinun ja Satsinon välinen sopimus: kuka saa pelata, miten tilit, talletukset, nostot, bonukset ja pelit toimivat ja mitä tapahtuu ongelmatilanteissa.',
  body: `# Käyttöehdot

Nämä käyttöehdot (”ehdot”) muodostavat sinun ja Satsinon (”me”) välisen sopimuksen tämän verkkosivuston ja sen pelien käytöstä. Luomalla tilin hyväksyt nämä ehdot sekä [tietosuojakäytäntömme](/policies/privacy-policy), [rahanpesun vastaisen käytäntömme](/policies/aml-policy) ja [vastuullisen pelaamisen](/policies/responsible-gaming) periaatteemme, jotka ovat osa näitä ehtoja.

## 1. Kuka saa pelata

- Sinun on oltava vähintään ${f.age}-vuotias – tai vanhempi, jos asuinpaikkasi laki sitä edellyttää. Voimme pyytää todistusta iästäsi milloin tahansa; alaikäisten tilit suljetaan ja heidän panoksensa mitätöidään.
- Rahapelaamisen verkossa on oltava laillista olinpaikassasi. Estämme pääsyn maista, joissa emme tarjoa palvelujamme; näiden estojen kiertäminen (esimerkiksi VPN-yhteydellä) on näiden ehtojen rikkomus.
- Sinulla voi olla vain yksi tili. Päällekkäiset tilit suljetaan, ja niiden kautta saadut bonukset ja voitot mitätöidään.
- Pelaat itse ja omilla varoillasi, et kenenkään muun puolesta etkä osana liiketoimintaa.

## 2. Tilisi

- Rekisteröidy oikeilla tiedoilla ja pidä ne ajan tasalla. Sinun on vahvistettava sähköpostiosoitteesi ennen kuin voit tallettaa tai nostaa.
- Pidä salasanasi salassa. Vastaat tililläsi tapahtuvasta toiminnasta, ellet ilmoita meille viipymättä, että joku muu on päässyt käyttämään sitä. Tilisi asetuksissa näkyvät kaikki kirjautuneet laitteet, ja voit lopettaa minkä tahansa näistä istunnoista.
- Jotkin tilimuutokset ja tapahtumat edellyttävät henkilöllisyyden todentamista (KYC): henkilöllisyysasiakirjaa ja, kun [rahanpesun vastainen käytäntömme](/policies/aml-policy) sitä edellyttää, todistusta osoitteestasi ja varojesi alkuperästä. Voimme pidättää nostot, kunnes tarkistukset on tehty.
- Saldosi pidetään tilisi valuutassa (USD tai EUR); talletukset muunnetaan niiden vahvistushetken kurssilla.

## 3. Talletukset

- Hyväksymme seuraavat kryptovaluutat: ${coins}. Bitcoinia voi lähettää myös Lightning-verkon kautta.
- Vähimmäistalletus on ${amount(f.minDeposit, 'fi')} tilisi valuutassa. Pienempi maksu hyvitetään vasta, kun odottavat talletuksesi yhteensä saavuttavat vähimmäismäärän.
- Lähetä kutakin kryptovaluuttaa vain siinä verkossa, joka näkyy sen talletusosoitteen vieressä. Väärään osoitteeseen, väärässä verkossa tai tukemattomana tokenina lähetetyt varat voivat kadota, emmekä aina pysty palauttamaan niitä.
- Talletus hyvitetään, kun verkko on antanut tarvittavat vahvistukset. Kun ostat kryptovaluuttaa kortilla kassassa näkyvän maksupalvelukumppanin kautta, ostoon sovelletaan kyseisen palveluntarjoajan omia ehtoja.
- Talletusten on tultava lompakosta, jota hallitset itse, ja varojen on oltava laillista alkuperää.

## 4. Nostot

- Voit nostaa ${amount(f.withdrawalMin, 'fi')}–${amount(f.withdrawalMax, 'fi')} tilisi valuutassa pyyntöä kohden, ellei kassa näytä valitsemallesi kryptovaluutalle muita rajoja. Vain nostettaviksi merkittyjä kryptovaluuttoja voi nostaa.
- Vireillä voi olla yksi nosto kerrallaan, ja voit peruuttaa sen niin kauan kuin se on vireillä. Nostot tarkistetaan keskimäärin alle ${f.approvalMinutes} minuutissa; verkon vahvistuksiin kuluva aika tulee tämän lisäksi.
- Verkon siirtomaksu vähennetään lähetettävästä summasta. Kryptovaluuttamäärä lasketaan noston käsittelyhetken kurssilla, joka voi poiketa kurssista, jonka näit pyyntöä tehdessäsi.
- Et voi nostaa, kun bonus on voimassa eikä sen kierrätysvaatimusta ole täytetty (katso kohta 5). Voimme pyytää sinua suorittamaan tunnistamisen loppuun ennen noston maksamista, ja maksamme vain pelaajalle itselleen, emme koskaan kolmannelle osapuolelle.

## 5. Bonukset ja kampanjat

- Bonukset ovat vapaaehtoisia. Päätät talletuksen yhteydessä, otatko bonuksen, ja voit aina valita, ettet ota bonusta. Kunkin kampanjan sivulla kerrotaan sen ehdot; jos ne poikkeavat tästä kohdasta, sovelletaan kampanjan ehtoja.
- Ellei kampanjassa toisin mainita, bonusvarat on kierrätettävä ${f.wagering} kertaa (${f.wagering}×) ${f.bonusDays} päivän kuluessa, ennen kuin ne ja niillä saadut voitot ovat nostettavissa, eikä yksittäinen panos saa kierrätyksen ollessa kesken ylittää ${amount(f.maxBet, 'fi')} tilisi valuutassa. Ilmaiskierrosten voitot hyvitetään bonusvaroina, joiden kierrätysvaatimus on ${f.spinWagering}×.
- Vain yksi bonus voi olla voimassa kerrallaan. Oikealla rahalla pelataan aina ennen bonusrahaa.
- Kun bonus vanhenee tai menetetään, jäljellä olevat bonusvarat ja niillä saadut voitot poistetaan; talletettuja varojasi ei poisteta koskaan.
- Bonukset on tarkoitettu viihdepelaajille. Bonusten väärinkäyttö – päällekkäiset tilit, koordinoitu pelaaminen, pelkästään kierrätysvaatimuksen täyttämiseen tähtäävät matalan riskin panostusmallit tai virheen hyödyntäminen – johtaa bonuksen ja sillä saatujen voittojen poistamiseen ja voi johtaa tilin sulkemiseen.

## 6. Pelit ja reiluus

- Omat pelimme ovat todistettavasti reiluja: ennen jokaista kierrosta näet palvelimen siemenarvon kryptografisen tiivisteen, voit asettaa oman asiakkaan siemenarvosi, ja siemenarvon vaihtamisen jälkeen voit tarkistaa jokaisen tuloksen itse. Kolmansien osapuolten pelit ovat niiden tarjoajien sertifioimia.
- Pelin säännöt ja palautusprosentti näytetään pelissä. Toimintahäiriö mitätöi kaikki pelikierrokset ja voitonmaksut, joihin se vaikuttaa; jos peli keskeytyy kesken kierroksen, kierros ratkaistaan pelin tallenteiden perusteella tai panos palautetaan.
- Ilmeinen virhe (esimerkiksi näyttövirhe) ei anna oikeutta voittoihin, joita pelin säännöt eivät maksaisi.

## 7. Vastuullinen pelaaminen

Rahapelaamisen on pysyttävä viihteenä. Voit asettaa rajoja, pitää tauon tai asettaa itsellesi pelikiellon milloin tahansa – katso [Vastuullinen pelaaminen](/policies/responsible-gaming). Pelikieltoa ei voi perua ennen sen päättymistä, emmekä lähetä sinulle markkinointia sen aikana.

## 8. Kielletty toiminta

Et saa käyttää sivustoa rahanpesuun tai muuhun rikolliseen toimintaan, käyttää varastettuja tai kolmannen osapuolen varoja, toimia yhteistyössä muiden pelaajien kanssa, käyttää botteja tai ohjelmistoja, jotka pelaavat puolestasi, häiritä sivustoa tai sen tietoturvaa tai kohdella henkilökuntaamme asiattomasti. Voimme jäädyttää tilin tutkinnan ajaksi, mitätöidä näiden ehtojen vastaisesti saadut panokset ja voitot sekä ilmoittaa epäillystä rikoksesta viranomaisille.

## 9. Tilin sulkeminen

Voit sulkea tilisi milloin tahansa asiakastuen kautta; oikean rahan saldosi maksetaan sinulle tavanomaisten tarkistusten jälkeen. Voimme sulkea tilin, jos näitä ehtoja rikotaan tai jos tiliä ei ole käytetty 12 kuukauteen, kun olemme ensin ilmoittaneet siitä sinulle ja maksaneet mahdollisen saldon.

## 10. Vastuu

Emme vastaa menetyksistä, jotka johtuvat vaikutusmahdollisuuksiemme ulkopuolisista tapahtumista, kuten verkkokatkoista, lohkoketjun ruuhkautumisesta tai kolmannen osapuolen palvelun häiriöstä, emmekä välillisistä vahingoista. Mikään näissä ehdoissa ei rajoita vastuuta, jota laki ei salli meidän rajoittaa.

## 11. Valitukset ja muutokset

Jos jokin menee vikaan, ota yhteyttä asiakastukeen live-chatissa tai [asiakastukisivulla](/customersupport). Vastaamme valituksiin 14 päivän kuluessa. Voimme muuttaa näitä ehtoja; olennaisista muutoksista ilmoitetaan sivustolla ennen niiden voimaantuloa, ja jatkamalla pelaamista muutosten jälkeen hyväksyt ne. Nämä ehdot on laadittu englanniksi; käännös on tarkoitettu avuksi, ja jos kieliversiot poikkeavat toisistaan, englanninkielinen versio on ratkaiseva.
`,
};
