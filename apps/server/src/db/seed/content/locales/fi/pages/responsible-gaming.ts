import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Vastuullinen pelaaminen',
  description:
    'Pelaamisen pitää pysyä hauskana. Satsinon rajat, tauot ja pelikielto, varoitusmerkit, joita kannattaa seurata, ja mistä saat apua.',
  body: `# Vastuullinen pelaaminen

Kasinopelit ovat viihdettä, josta maksetaan kuten mistä tahansa muustakin: talolla on etu, ja ajan mittaan useimmat pelaajat häviävät enemmän kuin voittavat. Pelaa rahalla, johon sinulla on varaa hävitä, äläkä koskaan pelaa ansaitaksesi rahaa tai voittaaksesi tappioitasi takaisin. Haluamme, että nautit Satsinosta pitkään, ja annamme sinulle työkalut, joilla pelaaminen pysyy hallinnassa.

## Varoitusmerkit

Pysähdy miettimään, jos jokin näistä kuulostaa tutulta:

- käytät enemmän rahaa tai aikaa kuin suunnittelit tai kuin sinulla on varaa;
- jahtaat tappioita tai talletat uudelleen voittaaksesi hävityt rahat takaisin;
- lainaat rahaa, myyt tavaroitasi tai käytät laskuihin tarkoitettuja rahoja pelaamiseen;
- pelaaminen aiheuttaa riitoja, tai salaat sitä läheisiltäsi;
- tunnet olosi ahdistuneeksi, ärtyneeksi tai alakuloiseksi, kun et pelaa.

## Tarjoamamme työkalut

Ota yhteyttä asiakastukeen live-chatissa, niin otamme käyttöön minkä tahansa näistä; ne tulevat voimaan heti, kun ne on vahvistettu.

- **Talletusrajat** päivälle, viikolle tai kuukaudelle. Rajan laskeminen tulee voimaan heti, mutta nostaminen vasta 24 tunnin kuluttua, joten päätöstä ei koskaan tehdä hetken mielijohteesta.
- **Tappio- ja pelisessiomuistutukset**, jotka kertovat, kuinka kauan olet pelannut ja paljonko olet voittanut tai hävinnyt.
- **Pelitauko:** 24 tunnin, viikon tai kuukauden tauko, jonka aikana et voi kirjautua pelaamaan.
- **Pelikielto** kuudeksi kuukaudeksi, vuodeksi, viideksi vuodeksi tai pysyvästi. Tilisi suljetaan koko ajaksi, mahdollinen jäljellä oleva saldo maksetaan sinulle, etkä saa markkinointiviestejä. Pelikieltoa ei voi lyhentää eikä perua ennen sen päättymistä.

Bonukset eivät koskaan velvoita sinua jatkamaan pelaamista: voit kieltäytyä mistä tahansa bonuksesta ja tallettaa aina ilman bonusta.

## Alaikäisten suojeleminen

Alle ${f.age}-vuotiaat eivät saa pelata Satsinossa. Tarkistamme iän aina, kun siitä on epäselvyyttä, ja suljemme alaikäisten tilit. Jos lapset käyttävät laitettasi, pidä salasanasi omana tietonasi, kirjaudu ulos pelaamisen jälkeen ja harkitse lapsilukko-ohjelmistoa, joka estää rahapelisivustot.

## Vinkkejä turvallisempaan pelaamiseen

- Päätä ennen aloittamista, paljonko käytät rahaa ja kauanko pelaat, ja lopeta, kun saavutat jommankumman.
- Älä koskaan pelaa, kun olet järkyttynyt, väsynyt tai alkoholin vaikutuksen alaisena.
- Pidä voittoja bonuksena, älä tulona, ja nosta ne.
- Pidä säännöllisesti taukoja ja tasapainota pelaamista muilla harrastuksilla.

## Mistä saat apua

Jos rahapelaaminen aiheuttaa sinulle ongelmia, puhuminen auttaa. Nämä järjestöt tarjoavat maksutonta ja luottamuksellista tukea:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) – tapaamisia ja vertaistukea kaikkialla maailmassa.
- [GamCare](https://www.gamcare.org.uk) – neuvontaa ja keskusteluapua.
- [BeGambleAware](https://www.begambleaware.org) – tietoa ja auttava puhelin.

Asiakastukitiimimme on koulutettu auttamaan: jos kerrot olevasi huolissasi pelaamisestasi, asetamme rajat tai suljemme tilisi heti, etkä joudu perustelemaan pyyntöäsi.
`,
};
