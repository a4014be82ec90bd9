import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const amlPolicy: PageTranslation = {
  title: 'Rahanpesun vastainen käytäntö',
  description:
    'Näin Satsino estää rahanpesua ja terrorismin rahoittamista: tunnistaminen, seuranta, tietojen säilyttäminen ja ilmoitukset viranomaisille.',
  body: `# Rahanpesun vastainen käytäntö

Satsino ei hyväksy rahanpesua, terrorismin rahoittamista eikä kasinomme käyttämistä rikoksella hankittujen varojen siirtämiseen. Kryptomaksut ovat nopeita ja rajat ylittäviä, ja juuri siksi suhtaudumme asiaan vakavasti. Tässä käytännössä kuvataan valvontatoimet, joita sovelletaan jokaiseen tiliin.

## Sitoumuksemme

- Tunnemme pelaajamme kunkin tilin riskitason edellyttämällä tavalla.
- Seuraamme talletuksia, pelaamista ja nostoja sellaisen toiminnan varalta, joka ei vaikuta järkevältä.
- Säilytämme tiedot, joiden avulla mikä tahansa tapahtuma voidaan jäljittää.
- Ilmoitamme epäilyttävästä toiminnasta toimivaltaisille viranomaisille emmekä kerro ilmoituksesta asianomaiselle henkilölle.
- Koulutamme henkilöstömme tunnistamaan varoitusmerkit ja viemään ne eteenpäin.

## Tunnistaminen

Jokainen pelaaja vahvistaa sähköpostiosoitteensa ennen talletusta tai nostoa. Henkilöllisyyden todentaminen (”tunne asiakkaasi”, KYC) vaaditaan lisäksi, jos jokin seuraavista pätee:

- pyydät muuttamaan tilisi henkilötietoja;
- nostosi yksin tai yhteensä saavuttavat summan, jonka riskisääntömme asettavat tarkistusrajaksi;
- toimintasi ei vastaa profiiliasi tai maksu tulee korkean riskin lähteestä;
- asuinmaasi laki sitä edellyttää.

Todentamista varten pyydämme voimassa olevan kuvallisen henkilöllisyystodistuksen (etu- ja takapuoli), tuoreen osoitetodistuksen ja tarvittaessa selvityksen varojesi alkuperästä, kuten palkkatodistuksen, veroilmoituksen tai kryptopörssin tiliotteen. Nostoja voidaan pidättää, kunnes tarkistukset on tehty. Tilit, joiden omistaja kieltäytyy todentamisesta, suljetaan, ja talletetut varat palautetaan alkuperäiseen lähteeseensä, jos laki sen sallii.

## Seuranta

Järjestelmämme ja maksutiimimme tarkistavat muun muassa:

- talletukset, joita seuraa nosto vähäisen tai olemattoman pelaamisen jälkeen;
- talletukset, jotka on pilkottu juuri tarkistusrajojen alle jääviin eriin;
- useat tilit, jotka käyttävät samaa lompakkoa, laitetta tai verkkoa;
- varat, jotka tulevat sekoituspalveluista, darknet-kauppapaikoilta, pakotelistatuista osoitteista tai muista lohkoketjuanalyysin tunnistamista korkean riskin lähteistä.

Talletusten on oltava vähintään ${amount(f.minDeposit, 'fi')}, ja yksittäinen nosto on enintään ${amount(f.withdrawalMax, 'fi')} tilisi valuutassa, ellei kryptovaluutan omista rajoista muuta johdu. Maksamme nostot vain tilin haltijalle, kryptovaluuttana ja osoitteeseen, jota hän itse hallitsee.

## Pakotteet

Emme hyväksy pelaajiksi henkilöitä, jotka ovat kansainvälisillä pakotelistoilla tai asuvat pakotteiden kohteena olevissa maissa, ja tarkistamme pelaajat näitä listoja vasten.

## Tietojen säilyttäminen

Tunnistamisasiakirjoja ja tapahtumatietoja säilytetään turvallisesti vähintään viisi vuotta asiakassuhteen päättymisen jälkeen, ja niihin pääsee käsiksi vain niitä työssään tarvitseva henkilöstö.

## Sinun osuutesi

Käytä vain omia varojasi ja omia lompakoitasi, pidä tietosi ajan tasalla ja vastaa kysymyksiimme viipymättä, kun niitä esitämme. Jos sinulla on kysyttävää meidän tekemästämme pyynnöstä, asiakastuki kertoo, mitä tarvitaan ja miksi.
`,
};
