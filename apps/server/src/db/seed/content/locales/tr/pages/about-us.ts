import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { pct } from '../format.js';

export const aboutUs: PageTranslation = {
  title: 'Hakkımızda',
  description:
    'Satsino, kanıtlanabilir şekilde adil bir kripto casino: hızlı kripto ödemeleri, doğrulayabileceğiniz oyunlar ve gerçekten yanıt veren bir destek ekibi.',
  body: `# Hakkımızda

Satsino, kriptoyu zaten hayatının bir parçası hâline getirmiş kişiler için kurulmuş bir online casinodur. Slotlar, canlı casino, rulet, blackjack, oyun şovları, masa oyunları ve crash oyunları sunuyoruz; para yatırma ve çekme işlemlerini zaten sahip olduğunuz kripto paralarla yapabilirsiniz. Üstelik kanıtlayabileceğimiz bir söz veriyoruz: kendi oyunlarımızın her turunu siz kontrol edebilirsiniz.

## “Bize güvenin” değil, kanıtlanabilir adillik

Kendi oyunlarımız kanıtlanabilir şekilde adil bir sistem kullanır. Oynamadan önce, sonuçlarınızı belirleyecek sunucu seed’inin kriptografik parmak izini (hash) görürsünüz; kendi istemci seed’inizi seçebilirsiniz; seed yenilendikten sonra da her sonucu tarayıcınızda yeniden hesaplayıp bahsinizden sonra hiçbir şeyin değiştirilmediğini kontrol edebilirsiniz. Nasıl çalıştığını [Kanıtlanabilir adillik nedir, nasıl çalışır?](/blog/provably-fair-explained) yazımızda okuyabilirsiniz.

## Kripto, olması gerektiği gibi

Bitcoin (zincir üstü veya Lightning ile), Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP veya TRON yatırın ve USD ya da EUR olarak gösterilen bir bakiyeyle oynayın. Çekim talepleri ortalama ${f.approvalMinutes} dakikadan kısa sürede incelenir. Henüz kriptonuz yok mu? Doğrudan kasadan kartla satın alın.

## Net ödüller

Promosyonlarımız ne verdiğini ve karşılığında ne istediğini açıkça söyler: ${f.freeSpins} ücretsiz dönüşlü ${pct(f.welcomePercent)} hoş geldin bonusu, ilk dört yatırımınıza bonuslar, günlük ve haftalık cashback ve dört seviyeli bir VIP programı. Her rakam her sayfada aynıdır ve her bonus isteğe bağlıdır.

## Güvenli ve sorumlu

Oyuncuların ${f.age} yaş veya üzerinde olması gerekir. Her ödemeden önce e-posta adreslerini doğrular, yasaların ve [AML politikamızın](/policies/aml-policy) gerektirdiği durumlarda kimlik doğrulaması yapar ve her oyuncuya limitler, molalar ve kendini dışlama imkânı sunarız — bkz. [Sorumlu oyun](/policies/responsible-gaming).

## On dil, tek ekip

Satsino; İngilizce, Almanca, İspanyolca, Fince, Fransızca, İtalyanca, Japonca, Norveççe, Portekizce ve Türkçe olarak kullanılabilir. Destek ekibimize [destek sayfasındaki](/customersupport) canlı sohbet üzerinden günün her saati ulaşabilirsiniz.
`,
};
