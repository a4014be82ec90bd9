import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Tietosuojakäytäntö',
  description:
    'Mitä henkilötietoja Satsino kerää ja miksi, kenelle niitä luovutetaan, kauanko niitä säilytetään ja mitä oikeuksia sinulla on niihin.',
  body: `# Tietosuojakäytäntö

Tässä käytännössä kerrotaan, miten Satsino käsittelee henkilötietojasi, kun vierailet sivustolla, avaat tilin ja pelaat. Keräämme vain sen, mitä tarvitsemme turvallisen ja lainmukaisen kasinon ylläpitämiseen, emmekä koskaan myy tietojasi.

## Keräämämme tiedot

- **Tilitiedot:** nimimerkkisi, sähköpostiosoitteesi, salasanasi (tallennettuna vain yksisuuntaisena tiivisteenä), tilisi valuutta ja kieliasetuksesi.
- **Profiili- ja tunnistamistiedot:** nimi, syntymäaika, osoite ja, kun tunnistaminen vaaditaan, kopiot henkilöllisyysasiakirjoista sekä osoitetodistuksesta tai selvityksestä varojen alkuperästä.
- **Tapahtumatiedot:** talletukset, nostot, lompakko-osoitteet, lohkoketjun tapahtumatunnisteet, bonukset sekä jokainen panos ja sen tulos.
- **Tekniset tiedot:** kunkin kirjautumisen IP-osoite, laite ja selain sekä niistä johdettu karkea sijainti (maa). Näistä muodostuu istuntoluettelo, jonka näet tilisi asetuksissa.
- **Asiakastukitiedot:** keskustelusi asiakastuen kanssa.

## Mihin käytämme tietoja

- Palvelun tarjoamiseen: tilisi ylläpitoon, talletusten hyvittämiseen, nostojen maksamiseen ja pelien ratkaisemiseen.
- Lakisääteisten velvoitteiden täyttämiseen: ikä- ja henkilöllisyystarkistuksiin, rahanpesun vastaiseen seurantaan, tietojen säilyttämiseen ja vastuulliseen pelaamiseen.
- Sivuston turvallisuuden ylläpitämiseen: petosten, tilikaappausten ja bonusten väärinkäytön havaitsemiseen.
- Yhteydenpitoon: palveluviesteihin, kuten sähköpostiosoitteen vahvistukseen ja salasanan palautukseen; markkinointiin vain, jos olet antanut siihen suostumuksesi, eikä koskaan pelikiellon aikana.

## Kenelle luovutamme tietoja

Luovutamme tietoja vain silloin, kun se on näiden tarkoitusten kannalta tarpeen: maksu- ja lohkoketjupalvelujen tarjoajille, jotka käsittelevät talletuksesi ja nostosi, henkilöllisyyden todentamispalvelujen tarjoajille, pelintarjoajille (pseudonyymi pelaajatunniste, ei koskaan yhteystietojasi), palvelin- ja sähköpostipalvelujen tarjoajillemme sekä viranomaisille, kun laki sitä edellyttää. Jokainen palveluntarjoaja on sopimuksella sitoutunut suojaamaan tietosi ja käyttämään niitä vain ohjeidemme mukaisesti.

## Kauanko säilytämme tietoja

Tili-, tapahtuma- ja tunnistamistiedot säilytetään viisi vuotta tilin sulkemisen jälkeen, kuten rahanpesun vastainen lainsäädäntö edellyttää. Istuntotiedot säilytetään 12 kuukautta. Asiakastukikeskustelut säilytetään kaksi vuotta. Tiedot, joita emme enää tarvitse, poistetaan tai anonymisoidaan.

## Miten suojaamme tietoja

Tietoliikenne on salattu, salasanat tiivistetään nykyaikaisella, paljon muistia vaativalla algoritmilla, kirjautumistunnisteet tallennetaan vain tiivisteinä, ja henkilötietoihin pääsevät tiimissämme käsiksi vain ne, jotka niitä tarvitsevat. Näet jokaisen tiliisi kirjautuneen laitteen ja voit kirjata minkä tahansa niistä ulos.

## Evästeet

Käytämme muutamaa evästettä, joita sivusto tarvitsee toimiakseen: \`token\` pitää sinut kirjautuneena (365 päivää, jos valitset ”Muista minut”, muuten kunnes suljet selaimen), ja \`i18n_redirected\` muistaa kielesi 365 päivän ajan. Teemavalintasi tallennetaan selaimesi tallennustilaan. Emme käytä mainosevästeitä.

## Oikeutesi

Voit pyytää kopion tiedoistasi, pyytää virheellisten tietojen korjaamista, vastustaa markkinointia sekä pyytää tietojesi poistamista tai niiden käsittelyn rajoittamista, kun laki sen sallii – rahanpesun estämiseksi säilytettäviä tietoja ei kuitenkaan voida poistaa ennen säilytysajan päättymistä. Ota yhteyttä asiakastukeen otsikolla ”Tietosuojapyyntö”; vastaamme 30 päivän kuluessa. Sinulla on myös oikeus tehdä valitus tietosuojaviranomaiselle.

## Muutokset

Julkaisemme kaikki tähän käytäntöön tehtävät muutokset tällä sivulla ja kerromme merkittävistä muutoksista sähköpostitse tai seuraavan kirjautumisesi yhteydessä.
`,
};
