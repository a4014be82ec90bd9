import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Kara paranın aklanmasını önleme (AML) politikası',
  description:
    'Satsino kara para aklamayı ve terörün finansmanını nasıl önler: doğrulama, izleme, kayıtların saklanması ve bildirim.',
  body: `# Kara paranın aklanmasını önleme (AML) politikası

Satsino; kara para aklamaya, terörün finansmanına ve casinomuzun suç gelirlerini aktarmak için kullanılmasına hiçbir şekilde göz yummaz. Kripto ödemeler hızlıdır ve sınır tanımaz; bu konuyu bu kadar ciddiye almamızın nedeni de tam olarak budur. Bu politika, tüm hesaplar için geçerli olan kontrolleri açıklar.

## Taahhütlerimiz

- Oyuncularımızı, her hesabın taşıdığı riskle orantılı olarak tanırız.
- Para yatırma, oyun ve para çekme işlemlerini anlamsız görünen hareketlere karşı izleriz.
- Her işlemin yeniden izlenebilmesini sağlayan kayıtlar tutarız.
- Şüpheli işlemleri yetkili makamlara bildiririz ve bunu yaptığımızda ilgili kişiyi bilgilendirmeyiz.
- Çalışanlarımızı uyarı işaretlerini tanımaları ve yetkili birimlere iletmeleri için eğitiriz.

## Doğrulama

Her oyuncu, para yatırmadan veya çekmeden önce bir e-posta adresini doğrular. Ardından aşağıdaki durumlardan herhangi birinde kimlik doğrulaması (“Müşterini Tanı”, KYC) gerekir:

- hesabınızdaki kişisel bilgilerin değiştirilmesini talep ettiğinizde;
- çekimleriniz tek başına veya toplamda, risk kurallarımızın incelemeye tabi tuttuğu bir tutara ulaştığında;
- hesap hareketleriniz profilinizle uyuşmadığında veya bir ödeme yüksek riskli bir kaynaktan geldiğinde;
- ülkenizin yasaları bunu gerektirdiğinde.

Doğrulama için geçerli, fotoğraflı bir kimlik belgesi (ön ve arka yüzü), yakın tarihli bir adres belgesi ve gerektiğinde maaş bordrosu, vergi beyannamesi veya borsa hesap dökümü gibi fonlarınızın kaynağını gösteren bir belge isteriz. Kontroller tamamlanana kadar çekimler bekletilebilir. Sahibi doğrulamayı reddeden hesaplar kapatılır ve yatırılan tutarlar, yasaların izin verdiği ölçüde kaynağına iade edilir.

## İzleme

Sistemlerimiz ve ödeme ekibimiz, diğerlerinin yanı sıra şunları inceler:

- ardından çok az oyun oynanarak veya hiç oynanmadan çekim yapılan yatırımlar;
- inceleme eşiklerinin hemen altında kalacak şekilde bölünmüş yatırımlar;
- aynı cüzdanı, cihazı veya ağı kullanan birden fazla hesap;
- mikserlerden, darknet pazarlarından, yaptırım uygulanan adreslerden veya blokzincir analiziyle işaretlenmiş diğer yüksek riskli kaynaklardan gelen fonlar.

Yatırımlar en az ${amt(f.minDeposit)} olmalıdır ve kripto paranın kendi limitleri aksini gerektirmedikçe her çekim, hesap para biriminizde en fazla ${amt(f.withdrawalMax)} ile sınırlıdır; çekimleri yalnızca hesap sahibine, kripto para olarak ve onun kontrolündeki bir adrese öderiz.

## Yaptırımlar

Uluslararası yaptırım listelerinde yer alan veya yaptırım uygulanan ülkelerde yaşayan oyuncuları kabul etmeyiz ve oyuncuları bu listelere göre tararız.

## Kayıtların saklanması

Doğrulama belgeleri ve işlem kayıtları, iş ilişkisinin sona ermesinden itibaren en az beş yıl boyunca güvenli bir şekilde ve yalnızca ihtiyaç duyan çalışanların erişimine açık olarak saklanır.

## Size düşenler

Yalnızca kendi fonlarınızı ve kendi cüzdanlarınızı kullanın, bilgilerinizi güncel tutun ve sorularımızı zamanında yanıtlayın. Sizden istediğimiz bir şeyle ilgili sorunuz olursa Müşteri desteği neyin neden gerektiğini açıklayacaktır.
`,
};
