import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Gizlilik politikası',
  description:
    'Satsino hangi kişisel verileri neden topluyor, kimlerle paylaşıyor, ne kadar süre saklıyor ve bu veriler üzerinde hangi haklara sahipsiniz?',
  body: `# Gizlilik politikası

Bu politika, siteyi ziyaret ettiğinizde, hesap açtığınızda ve oyun oynadığınızda Satsino’nun kişisel verilerinizi nasıl işlediğini açıklar. Yalnızca güvenli ve yasalara uygun bir casino işletmek için ihtiyaç duyduğumuz verileri toplarız ve verilerinizi asla satmayız.

## Topladığımız veriler

- **Hesap verileri:** takma adınız, e-posta adresiniz, şifreniz (yalnızca tek yönlü hash olarak saklanır), hesap para biriminiz ve tercih ettiğiniz dil.
- **Profil ve doğrulama verileri:** adınız, doğum tarihiniz, adresiniz ve doğrulama gerektiğinde kimlik belgelerinizin, adres belgenizin veya fonlarınızın kaynağını gösteren belgelerin kopyaları.
- **İşlem verileri:** para yatırma ve çekme işlemleri, cüzdan adresleri, blokzincir işlem kimlikleri, bonuslar ve her bahis ile sonucu.
- **Teknik veriler:** her girişin IP adresi, cihazı ve tarayıcısı ile bunlardan elde edilen yaklaşık konum (ülke). Bunlar, hesap ayarlarınızda gördüğünüz oturum listesini oluşturur.
- **Destek verileri:** Müşteri desteğiyle yaptığınız yazışmalar.

## Verileri neden kullanıyoruz?

- Hizmeti sunmak için: hesabınızı yönetmek, yatırımları hesabınıza eklemek, çekimleri ödemek ve oyunları sonuçlandırmak.
- Yasal yükümlülüklerimizi yerine getirmek için: yaş ve kimlik kontrolleri, kara para aklamayı önlemeye yönelik izleme, kayıtların saklanması ve sorumlu oyun.
- Siteyi güvende tutmak için: dolandırıcılığı, hesap ele geçirmeyi ve bonus istismarını tespit etmek.
- Sizinle iletişimde kalmak için: e-posta doğrulama ve şifre sıfırlama gibi hizmet mesajları; pazarlama iletileri ise yalnızca onay verdiyseniz ve hiçbir zaman kendini dışlama süresi boyunca değil.

## Verileri kimlerle paylaşıyoruz?

Verileri yalnızca bu amaçlar için gerekli olduğunda paylaşırız: yatırım ve çekimlerinizi işleyen ödeme ve blokzincir hizmet sağlayıcılarıyla, kimlik doğrulama sağlayıcılarıyla, oyun sağlayıcılarıyla (iletişim bilgileriniz asla değil, yalnızca takma adlı bir oyuncu kimliği), barındırma ve e-posta sağlayıcılarımızla ve yasaların gerektirdiği durumlarda yetkili makamlarla. Tüm sağlayıcılar, verilerinizi korumak ve yalnızca talimatlarımız doğrultusunda kullanmakla sözleşme gereği yükümlüdür.

## Verileri ne kadar süre saklıyoruz?

Hesap, işlem ve doğrulama kayıtları, kara para aklamayı önleme mevzuatının gerektirdiği şekilde, hesabınız kapatıldıktan sonra beş yıl boyunca saklanır. Oturum kayıtları 12 ay, destek yazışmaları iki yıl saklanır. Artık ihtiyaç duymadığımız veriler silinir veya anonim hâle getirilir.

## Verileri nasıl koruyoruz?

Trafik şifrelenir, şifreler bellek yoğun modern bir algoritmayla hash’lenir, oturum açma belirteçleri yalnızca hash olarak saklanır ve ekibimiz içinde kişisel verilere erişim yalnızca ihtiyaç duyanlarla sınırlıdır. Hesabınızda oturum açmış tüm cihazları görebilir ve herhangi birinin oturumunu kapatabilirsiniz.

## Çerezler

Sitenin çalışması için gereken az sayıda çerez kullanırız: \`token\` oturumunuzun açık kalmasını sağlar (“Beni hatırla” seçeneğini işaretlerseniz 365 gün, aksi takdirde tarayıcınızı kapatana kadar) ve \`i18n_redirected\` dil tercihinizi 365 gün boyunca hatırlar. Tema tercihiniz tarayıcınızın depolama alanında saklanır. Reklam çerezleri kullanmayız.

## Haklarınız

Verilerinizin bir kopyasını isteyebilir, yanlış verilerin düzeltilmesini talep edebilir, pazarlamaya itiraz edebilir ve yasaların izin verdiği ölçüde verilerinizin silinmesini veya işlenmesinin kısıtlanmasını isteyebilirsiniz — kara para aklamayı önleme amacıyla saklamamız gereken kayıtlar, saklama süresi dolmadan silinemez. “Gizlilik talebi” konu başlığıyla Müşteri desteğine başvurun; 30 gün içinde yanıt veririz. Ayrıca veri koruma otoritenize şikâyette bulunma hakkına da sahipsiniz.

## Değişiklikler

Bu politikada yapılan her değişikliği bu sayfada yayımlarız; değişiklik önemliyse sizi e-postayla veya bir sonraki girişinizde bilgilendiririz.
`,
};
