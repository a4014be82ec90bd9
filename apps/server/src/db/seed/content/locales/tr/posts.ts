import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amt, pct } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Kanıtlanabilir adillik nedir, nasıl çalışır?',
    summary:
      'Kendi oyunlarımızdaki her sonucun bahsinizden önce belirlendiğini tarayıcınızla ya da yayımladığımız doğrulama aracıyla nasıl kontrol edebileceğinizi ve her oyunun seed’leri nasıl sonuca dönüştürdüğünü anlatıyoruz.',
    meta_description:
      'Satsino’da provably fair: siz kendi seed’inizi seçmeden önce bağlandığımız seed’ler, her oyunun tam formülü, sentine kadar ödemeler ve salt’ı gelecekteki bir Bitcoin bloğundan gelen crash zincirleri.',
    body: `Sıradan bir online casinoda oynarken rastgele sayı üretecinin dürüst olduğuna güvenmek zorundasınız. Satsino’da buna gerek yok: kendi oyunlarımız **kanıtlanabilir şekilde adildir** (provably fair) ve aşağıdaki her formül, sunucumuzun bahisleri sonuçlandırırken kullandığı formülün harfi harfine aynısıdır.

## Üç bileşen

- **Sunucu seed’i**: bizim seçtiğimiz 32 rastgele bayt. Oynamadan önce yalnızca SHA-256 hash’ini görürsünüz; bu hash, seed’i açığa çıkarmadan bizi ona bağlar.
- **İstemci seed’i**: sizinki. Biz bir tane öneririz; dilediğiniz değerle değiştirin.
- **Nonce**: bir seed çiftinin ilk turunda 0, sonraki her turda bir fazlası.

## Siz seçmeden önce bağlanmış

Adillik paneli, siz bir istemci seed’i seçmeden önce, kullanımdaki sunucu seed’inin hash’ini *ve* bir sonrakinin hash’ini gösterir. İstemci seed’inizi değiştirmek ya da seed’i yenilemek, tam olarak önceden bağlanılmış o seed’e geçer ve eskisini açıklar; yani sizinkini gördükten sonra asla sunucu seed’i seçmeyiz. Açıklanan seed’ler, [doğrulama sayfasında](/provably-fair) “Açıklanan tohumlarınız” başlığı altında listelenmeye devam eder.

## Seed’lerden sayılara

Her tur, sayılarını \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\` çıktısından okur. Her 32 baytlık blok, her biri dört bayttan oluşan sekiz float verir: \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, 0 ile 1 arasında; cursor blokları 0’dan başlayarak sayar ve bir tur float’ları sırayla kullanır. Bu, Stake’in yayımladığı yöntemdir; zar, limbo, rulet ve kart oyunlarında Stake’in eşlemelerini de kullanırız, böylece Stake’in kendi hesaplayıcıları da bizimkilerle aynı sonucu verir.

- **Zar**: atış = ⌊float × 10.001⌋ ÷ 100, 0,00 ile 100,00 arasında.
- **Limbo**: sonuç = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, en az 1,00 ve en fazla 1.000.000.
- **Rulet**: cep = ⌊float × 37⌋.
- **Blackjack**: her kart, ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A tablosundaki ⌊float × 52⌋ konumundaki karttır. İlk iki float sizin kartlarınız, üçüncüsü krupiyenin açık kartı, dördüncüsü kapalı kartıdır; ardından sizin çektiğiniz kartlar ve krupiyenin çektikleri, gerçekleştikleri sırayla gelir.
- **Slotlar**: makara makara, soldan sağa, her makara ⌊float × makara uzunluğu⌋ konumunda durur.
- **Para çarkı**: her dönüş ⌊float × 54⌋ konumunda durur. ×3 veya ×7 dilimi çarkı yeniden döndürür ve bir sonraki kazancı katlar; en fazla üç dönüş.

## Sentine kadar adil ödeme

Bir kazancın değeri çoğu zaman bir sentin kesrini içerir: 1,98× ile 0,10’luk bir bahis 19,8 sent eder. Tam sentleri öderiz; bir sonraki float (oyunun kullandıklarından sonraki) kesirden küçükse bir sent daha öderiz, burada kesir 0,8’dir. Ortalamada her kazanç, her bahis tutarında tam olarak değeri kadar öder ve bu senti aynı seed’lerden yeniden hesaplayabilirsiniz.

## Crash: kimse bahis yapmadan sabitlenen bir zincir

Bir crash masasındaki tüm oyuncular aynı turu paylaşır; bu yüzden crash bunun yerine bustabit’in yayımladığı yöntemi izler. Her biri bir sonrakinin SHA-256’sı olan bir hash zinciri oluştururuz ve zincirin sonuncusunu, yani son hash’i, henüz kazılmamış bir Bitcoin bloğunun numarasıyla birlikte yayımlarız. O blok kazıldığında hash’i zincirin salt’ı olur; masa bundan önce çalışmaz. Zincir tur tur geriye doğru oynanır; böylece açıklanan her oyun hash’inin SHA-256’sı bir öncekini verir. Crash noktası için \`HMAC_SHA256(salt, game hash)\` değerinin ilk 52 biti r olarak alınır ve crash noktası ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100 olur, en az 1,00. Tüm zincirler, blokları ve salt’larıyla birlikte [crash zincirleri sayfasında](/provably-fair/crash) listelenir.

## Bir turu doğrulama

1. Oyunun adillik panelinde sunucu seed’inin hash’ini, bir sonraki seed’in hash’ini ve istemci seed’inizi not edin.
2. Her zamanki gibi oynayın.
3. Seed’i yenileyin: eski sunucu seed’i açıklanır ve SHA-256’sı, gördüğünüz hash ile eşleşmelidir.
4. [Doğrulama sayfasını](/provably-fair) açın, geçmişinizden turu seçin ve Doğrula’ya basın: gördüğünüz sonucun ve ödemenin tıpatıp aynısını elde edersiniz.

Çevrimdışı olarak, yayımladığımız doğrulama aracı aynı işlemi komut satırından yapar: \`npx @satsino/fairness verify\`.

## Kanıtlanabilir adillik ne anlama gelmez?

Sonuçların manipüle edilmediğini kanıtlar, ancak olasılıkları değiştirmez. Her oyunun, kurallarında belirtilen bir kasa avantajı vardır. Eğlenmek için oynayın, kendinize limitler koyun ve oyun bir gün eğlenceli olmaktan çıkarsa [Sorumlu oyun](/policies/responsible-gaming) sayfamıza göz atın.`,
  },

  'new-games-this-month': {
    title: 'Bu ayın yenilikleri: crash oynamanın üç yolu',
    summary:
      'Crash artık üç masada: Classic, Bull ve Sidewinder. Her birinin kendi hash zinciri, temposu ve görünümü var. İşte aralarındaki farklar.',
    meta_description:
      'Satsino’da kendi kanıtlanabilir adil hash zincirine sahip üç crash masası, otomatik nakde çevirme ve büyük kazançlar için yeni canlı akış.',
    body: `Crash, lobideki en basit oyun ve en heyecanlılarından biri: bir çarpan 1,00× değerinden yükselmeye başlar ve her an durabilir. Çarpan düşmeden önce nakde çevirirseniz bahsiniz katlanır; fazla beklerseniz tur kaybedilir. Bu ay oyun üç farklı versiyonla geliyor.

## Crash Classic

Orijinal versiyon. Turlar birkaç saniyede bir başlar, eğri yumuşak bir şekilde yükselir ve masadaki tüm oyuncular aynı turu canlı izler. **Otomatik nakde çevirme** ayarlayın — örneğin 2,00× — ve bağlantınız kopsa bile, çarpan o değere ulaştığı anda oyun sizin yerinize nakde çevirsin.

## Crash Bull

Aynı kurallar, borsa grafiği görünümüyle: çarpan yükselirken yeşil mumlar, düştüğünde tek bir kırmızı mum. Turlar arasındaki süre biraz daha kısa; daha hızlı tempo sevenler için.

## Crash Sidewinder

Daha uzun bahis süresiyle daha sakin bir masa; küçük bahislerle strateji denemek için ideal. Kendi seed zinciri ve kendi geçmişi olduğundan sonuçları diğer iki masadan bağımsızdır.

## Tasarımı gereği adil

Her masa, kendi kanıtlanabilir adil **hash zinciri** üzerinde çalışır. İlk turdan önce uzun bir hash zinciri üretildi ve son hash yayımlandı; her tur zincirin bir önceki halkasını açığa çıkarır ve herkes, her halkanın hash’inin bir sonrakini verdiğini kontrol edebilir. Zincir bir kez oluşturulduktan sonra hiç kimse — biz de dahil — bir turun sonucunu değiştiremez. Ayrıntılar için: [Kanıtlanabilir adillik nedir, nasıl çalışır?](/blog/provably-fair-explained)

## Diğer yenilikler

- Ana sayfadaki **canlı akış**, casinodaki en son bahisleri, yüksek bahisçileri ve kendi bahislerinizi gösterir.
- Oyun sayfaları artık her oyunun **oyuncuya geri dönüş oranını (RTP)** ve kurallarını, oyunu açmadan önce gösteriyor.
- Kendi oyunlarımızın tümünde demo modu mevcut; böylece bir oyunu önce sanal parayla öğrenebilirsiniz.

Her oyunda olduğu gibi, başlamadan önce bahis tutarınızı ve limitlerinizi belirleyin; unutmayın, bir nakde çevirme hedefi bir plandır, bir vaat değil. Masalarda bol şans!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Bitcoin Lightning ile para yatırma: bloklar değil, saniyeler',
    summary:
      'Lightning ile bitcoin’i saniyeler içinde, olağan ücretin çok küçük bir kısmını ödeyerek yatırabilirsiniz. Nedir, Satsino’da nasıl kullanılır ve nelere dikkat etmelisiniz?',
    meta_description:
      'Satsino’da Lightning Network üzerinden bitcoin yatırın: neredeyse anında hesaba geçiş, çok düşük ücretler ve adım adım rehber.',
    body: `Normal bir Bitcoin yatırımı, ağın işlemi bir bloğa eklemesini ve ardından onayları bekler — bu genellikle on dakika veya daha uzun sürer ve ağ yoğun olduğunda ücret artar. **Lightning Network** iki sorunu da çözer ve Satsino, para yatırma işlemlerinde Lightning’i kabul eder.

## Lightning nedir?

Lightning, Bitcoin üzerine kurulmuş bir ödeme kanalları ağıdır. Ödemeler kanallar arasında neredeyse anında hareket eder ve daha sonra toplu olarak ana zincirde kesinleştirilir. Sizin için anlamı şu: saniyeler içinde ulaşan bitcoin ve genellikle birkaç satoshi ile ölçülen ücretler.

## Lightning ile nasıl para yatırılır?

1. **Cüzdan** bölümünü açın ve **Bitcoin (Lightning)** seçeneğini seçin.
2. Yatırmak istediğiniz tutarı girin — hesap para biriminizde en az ${amt(f.minDeposit)} — ve bonusunuzu ya da “Bonus yok” seçeneğini seçin.
3. Sizin için bir **Lightning faturası** oluştururuz: bir QR kodu ve \`lnbc\` ile başlayan bir metin.
4. Faturayı herhangi bir Lightning cüzdanında tarayın veya yapıştırın ve onaylayın.
5. Ödeme kesinleştiği anda bakiyenize eklenir — çoğu zaman siz cüzdan uygulamanızı kapatmadan önce.

## Bilmeniz gerekenler

- **Faturaların süresi dolar.** Her fatura sınırlı bir süre için ve yalnızca gösterilen tutar için geçerlidir. Süresi dolarsa yeni bir fatura oluşturmanız yeterlidir; süresi dolmuş bir fatura ödenemez.
- **Lightning cüzdanı kullanın.** Zincir üstü (on-chain) bir Bitcoin adresi ile Lightning faturası aynı şey değildir; normal bir cüzdan fatura ödeyemez. Günümüzde popüler mobil cüzdanların çoğu Lightning’i destekler.
- **Bonuslar aynı şekilde geçerlidir.** Lightning ile yapılan bir yatırım, diğer tüm yatırımlarla aynı yatırım bonuslarına hak kazanır.
- **Para çekme işlemleri** seçtiğiniz kripto parayla zincir üstünde, talep başına ${amt(f.withdrawalMin)} – ${amt(f.withdrawalMax)} arasındaki olağan limitler dahilinde ödenir.

## Zincir üstünü mü tercih ediyorsunuz?

Sorun değil: zincir üstü Bitcoin adresiniz ve kabul ettiğimiz diğer kripto paralar (${coinCodes}) kullanılmaya devam eder. Lightning yalnızca en hızlı yoldur. Rehberin tamamı için [Nasıl para yatırılır](/policies/how-to-deposit) sayfasına bakın.`,
  },

  'vip-programme-explained': {
    title: 'VIP programımız: dört seviye, net ödüller',
    summary:
      'Bronz, Gümüş, Altın ve Platin: nasıl seviye atlarsınız, her seviye size ne kazandırır ve neden tüm avantajları net rakamlarla yazıyoruz?',
    meta_description:
      'Satsino VIP seviyeleri: reload bonusu, öncelikli para çekme, VIP cashback ve kişisel VIP yöneticisi.',
    body: `Birçok casino VIP programını bilerek belirsiz tutar: “özel ödüller”, “size özel teklifler”. Bizimki ise rakamlarla yazılıdır; çünkü oyununuzun size tam olarak ne kazandırdığını bilmeniz gerektiğine inanıyoruz.

## İlk günden itibaren programdasınız

Her oyuncu ilk yatırımıyla **Bronz** seviyesinden başlar. Bundan sonra seviyeniz, gerçek parayla yaptığınız toplam bahis tutarına göre belirlenir: hangi oyun olursa olsun, sonuçlanan her bahis tam tutarıyla sayılır.

- ${amt(f.silverWagered)} toplam bahiste **Gümüş**
- ${amt(f.goldWagered)} toplam bahiste **Altın**
- ${amt(f.platinumWagered)} toplam bahiste **Platin**

(Tutarlar hesap para biriminizdedir.) Bir eşiği geçtiğiniz anda seviye atlarsınız ve seviyeniz asla düşmez.

## Her seviye size ne kazandırır?

**Bronz — ${pct(f.vipReload)} reload bonusu.** İlk dört yatırımınız, hoş geldin paketimizdeki yatırım bonuslarıyla gelir. Sonrasında her yatırımda ${pct(f.vipReload)} reload bonusu alabilirsiniz; yani sizi her zaman bir teklif bekler — dilerseniz bonussuz da oynayabilirsiniz.

**Gümüş — öncelik.** Çekim talepleriniz inceleme sırasının en önüne geçer (inceleme zaten ortalama ${f.approvalMinutes} dakikadan kısa sürer) ve mesajlarınız size özel bir destek ekibine ulaşır.

**Altın — ${pct(f.goldCashback)} VIP cashback.** Her pazartesi, bir önceki haftanın net kayıpları üzerinden hesaplanan ${pct(f.goldCashback)} VIP cashback, çevrim şartı olmadan gerçek para olarak hesabınıza eklenir. Bu, günlük ve haftalık cashback promosyonlarına ek olarak gelir.

**Platin — ${pct(f.platinumCashback)} VIP cashback ve kişisel yönetici.** Altın seviyesindeki cashback’in iki katı ve hesabınızı tanıyan, doğrulamadan size özel limitlere kadar her konuda yardımcı olabilecek bir kişi.

## Her seviyede sorumlu oyun

VIP seviyesi bir teşekkürdür, asla bir hedef değildir. Limit belirlemiş veya kendini dışlamış oyunculara VIP teklifleri göndermeyiz; VIP yöneticiniz de limit belirlemenize, diğer her konuda olduğu gibi seve seve yardımcı olur. Tüm kurallar [VIP programı](/policies/vip) sayfasındadır.`,
  },

  'responsible-gaming-tips': {
    title: 'Oyunun keyfini korumak için yedi alışkanlık',
    summary:
      'Casino oyunlarını olması gereken yerde, yani eğlence olarak tutan basit ve pratik alışkanlıklar ve ek destek istediğinizde sunduğumuz araçlar.',
    meta_description:
      'Satsino’dan sorumlu oyun önerileri: bütçe, süre limitleri, molalar, yatırım limitleri ve kendini dışlama.',
    body: `Kumar, bir konser ya da dışarıda geçirilen bir akşam gibi bedeli olan bir eğlencedir. Yıllar boyunca bundan en çok keyif alan oyuncuların genellikle birkaç ortak alışkanlığı vardır. İşte edinmeye değer yedi tanesi.

## 1. Oynamadan önce bütçe belirleyin

Ne kadar harcamaya razı olduğunuza — yokluğunu hissetmeyeceğiniz bir paraya — karar verin ve bittiğinde durun. Önceden belirlenen bir bütçeye uymak, oyunun ortasında karar verilen bir bütçeye uymaktan çok daha kolaydır.

## 2. Süre limiti de belirleyin

Oyunlar insanı içine çekecek şekilde tasarlanır ve zaman hızla geçer. Bir alarm kurun ya da size oturum hatırlatıcıları göndermemizi isteyin.

## 3. Kayıplarınızın peşine düşmeyin

Kaybetme serileri yaşanır; her oyunun matematiğinin bir parçasıdır. Kaybettiğinizi geri kazanmak için yeniden para yatırmak, eğlencenin soruna dönüşmesinin en yaygın yoludur. Kaybı kabul edin ve hâlâ istiyorsanız başka bir gün tekrar gelin.

## 4. Kazançları gelir değil, şans olarak görün

Kazandığınızda kazancın bir kısmını ya da tamamını çekin. Bakiyede kalan kazançlar genellikle yeniden oynanır.

## 5. Kafanız net olsun

Üzgün, stresli ya da yorgunken veya alkol aldıktan sonra oynamaktan kaçının. Limitler en çok bu anlarda unutulur.

## 6. Hayatınızdaki dengeyi koruyun

Kumar, pek çok hobiden yalnızca biri olmalıdır. Ailenize, arkadaşlarınıza, işinize ya da uykunuza ayırdığınız zamandan çalmaya başlarsa ara verin.

## 7. Araçları erkenden kullanın

Araçlarımızı kullanmak için bir sorununuz olması gerekmez. Pek çok oyuncu, oturumlar daha rahat geçtiği için daha ilk gün bir yatırım limiti belirler. Müşteri desteği aracılığıyla şunları ayarlayabilirsiniz:

- günlük, haftalık veya aylık **yatırım limitleri** (limiti düşürmek hemen, yükseltmek 24 saat sonra geçerli olur);
- 24 saat, bir hafta veya bir ay süren **molalar**;
- altı ay, bir yıl, beş yıl veya süresiz **kendini dışlama**.

Ve unutmayın: her bonus isteğe bağlıdır; her zaman bonussuz para yatırabilirsiniz.

## Artık eğlenceli değilse

Uyarı işaretlerinde kendinizi görüyorsanız — planladığınızdan fazla harcamak, kumar oynadığınızı saklamak, oynamak için borç almak — biriyle konuşun. Destek ekibimiz soru sormadan hemen yardımcı olur; GamCare, BeGambleAware ve Gamblers Anonymous gibi kuruluşlar da ücretsiz ve gizli destek sunar. Her şey [Sorumlu oyun](/policies/responsible-gaming) sayfamızda. Satsino yalnızca ${f.age} yaş ve üzeri oyunculara açıktır.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Kriptoyla para yatırmaya başlarken',
    summary:
      'Kriptoyla ödeme yapmaya yeni mi başlıyorsunuz? Hangi kripto parayı seçmeli, adresler ve ağlar nasıl çalışır, ilk yatırımınızı hatasız nasıl yaparsınız?',
    meta_description:
      'Satsino’da kriptoyla para yatırma için başlangıç rehberi: kripto para seçimi, ağlar, onaylar ve minimum yatırım.',
    body: `Kriptoyla para yatırmak hızlı, gizliliğinize saygılı ve günün her saati mümkündür — ancak daha önce hiç kripto göndermediyseniz ilki gözünüzü korkutabilir. Bu rehber bilmeniz gereken her şeyi anlatıyor.

## Sıfırıncı adım: kripto edinin

Kabul ettiğimiz kripto paralardan birini bulunduran bir cüzdana veya borsa hesabına ihtiyacınız var: ${coinCodes}. Henüz yoksa kasadaki **Kripto satın al** seçeneğiyle ödeme ortağımız üzerinden kartla satın alabilirsiniz; kripto paralarınız yatırıma hazır şekilde cüzdanınıza gelir.

## Hangi kripto parayı kullanmalısınız?

- **Stablecoin’ler (USDT, USDC)** bir ABD dolarına yakın, sabit bir değeri korur; gönderdiğiniz tutar neyse hesabınıza geçen de odur — USD ile oynuyorsanız iyi bir seçim.
- **Bitcoin** en yaygın tutulan kripto paradır; **Lightning** üzerinden ise aynı zamanda en hızlı ve en ucuz seçenektir.
- **Litecoin, TRON, XRP ve Dogecoin** hızlı onaylanır ve genellikle düşük ağ ücretlerine sahiptir.
- **Ethereum** geniş çapta desteklenir, ancak ücretleri ağdaki talebe göre büyük ölçüde değişir.

Ne gönderirseniz gönderin, Satsino bakiyeniz hesap para biriminizde tutulur ve yatırımınızın onaylandığı andaki kur üzerinden çevrilir.

## Adresler ve ağlar

Para yatırma adresiniz size özeldir: kopyala düğmesiyle kopyalayın veya QR kodunu tarayın. **Ağı** her zaman kontrol edin: birçok borsa aynı token’ı birkaç farklı ağ üzerinden çekmenize izin verir ve seçtiğiniz ağ, kasamızda gösterilen ağ ile aynı olmalıdır. Bir **hedef etiketi** (destination tag, XRP) gösteriliyorsa onu da ekleyin.

## Onaylar

Bir blokzincir ödemesi, ardından yeterli sayıda blok eklendiğinde kesinleşir. Kasa, yatırımınızı görüldüğü anda beklemede olarak gösterir ve gerekli onay sayısına ulaştığında — genellikle birkaç dakika içinde — bakiyenize ekler.

## İlk yatırımınız

1. E-posta adresinizi doğrulayın (para yatırma, doğrulamadan sonra açılır).
2. Cüzdanı açın, bir kripto para seçin ve adresi kopyalayın.
3. Bonusunuzu seçin: ilk yatırımınız ${f.freeSpins} ücretsiz dönüşlü ${pct(f.welcomePercent)} hoş geldin bonusuna hak kazanır — dilerseniz bonussuz da devam edebilirsiniz.
4. Hesap para biriminizde en az ${amt(f.minDeposit)} değerinde gönderim yapın.
5. Tutar hesabınıza geçer geçmez oynamaya başlayın.

Daha fazla ayrıntı için [Nasıl para yatırılır](/policies/how-to-deposit) sayfasını okuyun; aklınıza takılan bir şey olursa destek ekibimiz bir tık uzağınızda.`,
  },
};
