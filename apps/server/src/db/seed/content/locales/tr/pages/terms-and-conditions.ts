import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Şartlar ve koşullar',
  description:
    'Sizinle Satsino arasındaki sözleşme: kimler oynayabilir, hesaplar, yatırımlar, çekimler, bonuslar ve oyunlar nasıl işler, sorun çıkarsa ne olur?',
  body: `# Şartlar ve koşullar

Bu Şartlar ve koşullar (“Şartlar”), bu web sitesinin ve sitedeki tüm oyun ve hizmetlerin kullanımına ilişkin olarak sizinle Satsino (“biz”) arasındaki sözleşmedir. Hesap oluşturarak bu Şartları; Şartların ayrılmaz bir parçası olan [Gizlilik politikamız](/policies/privacy-policy), [AML politikamız](/policies/aml-policy) ve [Sorumlu oyun](/policies/responsible-gaming) politikamızla birlikte okuduğunuzu ve kabul ettiğinizi onaylarsınız. Kabul etmiyorsanız lütfen siteyi kullanmayın.

## 1. Kimler oynayabilir?

- ${f.age} yaşını doldurmuş olmalısınız; yaşadığınız yerde kumar için yasal yaş sınırı daha yüksekse o yaşa ulaşmış olmanız gerekir. Yaşınızı kanıtlamanızı her zaman isteyebiliriz; reşit olmayanlara ait hesapları kapatır ve bahislerini geçersiz sayarız.
- Bulunduğunuz yerde online kumar sizin için yasal olmalıdır. Bunu kontrol etmek sizin sorumluluğunuzdadır; hizmet sunmadığımız ülkelerden erişimi engelleriz ve bu engelleri aşmak için VPN veya başka bir yöntem kullanmak bu Şartların ihlalidir.
- Yalnızca bir hesabınız olabilir. Mükerrer hesaplar kapatılır ve bu hesaplar aracılığıyla elde edilen bonuslar ve kazançlar geçersiz sayılır.
- Başkası adına veya ticari bir faaliyet kapsamında değil, kendiniz için ve kendi fonlarınızla oynarsınız.

## 2. Hesabınız

- Doğru bilgilerle kayıt olun ve bilgilerinizi güncel tutun. Para yatırabilmek veya çekebilmek için e-posta adresinizi doğrulamanız gerekir.
- Şifrenizi gizli tutun ve ortak kullanılan cihazlarda oturumunuzu kapatın. Başka birinin hesabınıza eriştiğini bize derhal bildirmediğiniz sürece hesabınızdaki işlemlerden siz sorumlusunuz. Oturumlarınız ve bağlandıkları cihazlar hesap ayarlarınızda listelenir; buradan istediğiniz oturumu sonlandırabilirsiniz.
- Hesabınızdaki bazı değişiklikler ve bazı işlemler kimlik doğrulaması (“KYC”) gerektirir: kimliğinizi kanıtlayan bir belge ve [AML politikamızın](/policies/aml-policy) gerektirdiği durumlarda adresinizi ve fonlarınızın kaynağını gösteren belgeler. Kontroller tamamlanana kadar çekimleri bekletebilir ve hesabı kısıtlayabiliriz.
- Hesap bakiyeniz hesap para biriminizde (USD veya EUR) tutulur ve bu para biriminde gösterilir. Yatırımlar, onaylandıkları andaki kur üzerinden bu para birimine çevrilir.

## 3. Para yatırma

- Kabul ettiğimiz kripto paralar: ${coins}. Bitcoin, Lightning Network üzerinden de gönderilebilir.
- Minimum yatırım, hesap para biriminizde ${amt(f.minDeposit)} tutarındadır. Daha küçük bir ödeme, ancak bekleyen yatırımlarınızın toplamı minimum tutara ulaştığında hesabınıza eklenir.
- Her kripto parayı yalnızca para yatırma adresinin yanında gösterilen ağ üzerinden gönderin. Yanlış adrese, yanlış ağ üzerinden veya desteklenmeyen bir token olarak gönderilen kripto paralar kaybolabilir ve bunları her zaman kurtaramayabiliriz.
- Bir yatırım, ağın gerektirdiği onaylardan sonra hesabınıza eklenir; gereken onay sayısı kasada gösterilir. Kasada gösterilen üçüncü taraf ödeme ortağı aracılığıyla, o sağlayıcının kendi şartlarına tabi olarak kartla kripto da satın alabilirsiniz.
- Yatırımlar kontrolünüzdeki bir cüzdandan yapılmalıdır. Fonlar suçtan elde edilmiş olmamalıdır.

## 4. Para çekme

- Seçtiğiniz kripto para için kasada farklı limitler gösterilmedikçe, talep başına hesap para biriminizde ${amt(f.withdrawalMin)} ile ${amt(f.withdrawalMax)} arasında para çekebilirsiniz. Yalnızca çekime açık olarak işaretlenen kripto paralar çekilebilir.
- Aynı anda yalnızca bir bekleyen çekim talebiniz olabilir ve talep beklemedeyken onu iptal edebilirsiniz. Çekim talepleri ortalama ${f.approvalMinutes} dakikadan kısa sürede incelenir; ağ onayları için gereken süre buna eklenir.
- Ağ ücreti gönderilen tutardan düşülür. Kripto tutarı, çekimin işlendiği andaki kur üzerinden hesaplanır; bu kur, talepte bulunduğunuzda gördüğünüz kurdan farklı olabilir.
- Aktif bir bonusunuz varken ve çevrim şartı tamamlanmamışken para çekemezsiniz (bkz. madde 5). Bir çekimi ödemeden önce doğrulamayı tamamlamanızı isteyebiliriz; ödemeleri yalnızca oyuncunun kendisine yaparız, asla üçüncü bir kişiye yapmayız.

## 5. Bonuslar ve promosyonlar

- Bonuslar isteğe bağlıdır. Para yatırırken bonus alıp almayacağınızı siz seçersiniz ve her zaman bonussuz devam etmeyi seçebilirsiniz. Her promosyonun şartları kendi sayfasında belirtilir; bu maddeden farklı olduklarında promosyonun şartları geçerlidir.
- Bir promosyonda aksi belirtilmedikçe, bonus bakiyesinin ve bununla elde edilen kazançların çekilebilir hâle gelmesi için bonus tutarının ${f.bonusDays} gün içinde ${f.wagering} kez (${f.wagering}×) çevrilmesi gerekir ve çevrim devam ederken tek bir bahis, hesap para biriminizde ${amt(f.maxBet)} tutarını aşamaz. Ücretsiz dönüş kazançları, ${f.spinWagering} kat çevrim şartıyla bonus bakiyesi olarak hesabınıza eklenir.
- Aynı anda yalnızca bir bonus aktif olabilir. Her zaman önce gerçek para, ardından bonus bakiyesi kullanılır.
- Bir bonusun süresi dolduğunda veya bonus iptal edildiğinde, kalan bonus bakiyesi ve bununla elde edilen kazançlar silinir. Kendi yatırdığınız para asla silinmez.
- Bonuslar eğlence amacıyla oynayan oyuncular içindir. Bonus istismarı — mükerrer hesaplar, koordineli oyun, yalnızca çevrimi tamamlamaya yönelik düşük riskli bahis düzenleri veya bir hatadan yararlanma — bonusun ve kazançlarının silinmesine yol açar ve hesabın kapatılmasıyla sonuçlanabilir.

## 6. Oyunlar ve adillik

- Kendi oyunlarımız kanıtlanabilir şekilde adildir: her turdan önce sunucu seed’inin kriptografik hash’ini görebilir, kendi istemci seed’inizi belirleyebilir ve seed yenilendikten sonra her sonucu kendiniz doğrulayabilirsiniz. Üçüncü taraf oyunlar, sağlayıcıları tarafından sertifikalandırılmıştır.
- Oyunun kuralları ve oyuncuya geri dönüş oranı (RTP) oyunun içinde gösterilir. Arıza, etkilediği tüm ödemeleri ve oyunları geçersiz kılar; bir oyun tur sırasında arızalanırsa tur, oyunun kayıtlarına göre sonuçlandırılır veya bahis iade edilir.
- Bir oyunda, fiyatta veya ödemede açık bir hata (örneğin bir görüntüleme hatası), oyunun kurallarına göre ödenmeyecek kazançlar üzerinde hak doğurmaz.

## 7. Sorumlu oyun

Kumar bir eğlence olarak kalmalıdır. İstediğiniz zaman limit koyabilir, ara verebilir veya kendinizi dışlayabilirsiniz — bkz. [Sorumlu oyun](/policies/responsible-gaming). Kendini dışlama, süresi dolmadan geri alınamaz ve bu süre boyunca size pazarlama iletisi göndermeyiz.

## 8. Yapmamanız gerekenler

Siteyi kara para aklamak veya başka bir suç için kullanamazsınız; çalıntı ya da üçüncü kişilere ait fonları veya ödeme araçlarını kullanamazsınız; diğer oyuncularla danışıklı oyun oynayamazsınız; sizin yerinize oynayan bot, script veya yazılımlar kullanamazsınız; siteye, güvenliğine veya diğer oyunculara müdahale edemezsiniz; çalışanlarımıza kötü davranamazsınız. İnceleme sürerken bir hesabı askıya alabilir, bu Şartları ihlal ederek elde edilen bahisleri ve kazançları geçersiz sayabilir ve suç şüphesini yetkili makamlara bildirebiliriz.

## 9. Hesabın kapatılması

Hesabınızı istediğiniz zaman Müşteri desteği aracılığıyla kapatabilirsiniz; kalan gerçek para bakiyeniz olağan kontrollerden sonra size ödenir. Bu Şartların ihlali hâlinde bir hesabı kapatabiliriz; 12 aydan uzun süredir kullanılmayan hesapları da önceden size bildirerek ve kalan bakiyeyi size ödeyerek kapatabiliriz.

## 10. Sorumluluk

Site “olduğu gibi” sunulur. Ağ kesintileri, blokzincir yoğunluğu veya üçüncü taraf bir hizmetteki arızalar dahil olmak üzere kontrolümüz dışındaki olaylardan kaynaklanan kayıplardan ve dolaylı kayıplardan sorumlu değiliz. Bu Şartlardaki hiçbir hüküm, yasaların sınırlamamıza izin vermediği sorumluluğu sınırlamaz.

## 11. Şikâyetler ve değişiklikler

Bir sorun olursa canlı sohbet veya [destek sayfası](/customersupport) üzerinden Müşteri desteğiyle iletişime geçin. Şikâyetleri 14 gün içinde yanıtlarız. Bu Şartları değiştirebiliriz; önemli değişiklikler yürürlüğe girmeden önce sitede duyurulur ve sonrasında oynamaya devam etmeniz, değişiklikleri kabul ettiğiniz anlamına gelir. Bu Şartlar İngilizce yazılmıştır; çeviri kolaylık sağlamak amacıyla sunulur ve iki metin arasında farklılık olması durumunda İngilizce metin esas alınır.
`,
};
