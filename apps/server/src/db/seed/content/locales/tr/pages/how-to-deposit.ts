import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amt } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Nasıl para yatırılır',
  description:
    'Satsino’ya adım adım kripto yatırın: kabul edilen kripto paralar, minimum yatırım, bonus seçimi, onaylar ve Lightning.',
  body: `# Nasıl para yatırılır

Satsino’da para yatırma işlemleri kripto parayla yapılır ve bakiyenize hesap para biriminizde eklenir. Bu rehber, ilk yatırımınızı adım adım anlatır.

## Başlamadan önce

- **E-posta adresinizi doğrulayın.** Kayıt olduğunuzda gönderdiğimiz bağlantıyı açın; hesap ayarlarınızdan yeni bir bağlantı da isteyebilirsiniz. E-postanız doğrulandıktan sonra para yatırma ve çekme işlemleri kullanılabilir hâle gelir.
- **Kripto paranızı hazır bulundurun:** kontrolünüzdeki bir cüzdanda veya borsa hesabında. Henüz kriptonuz yok mu? Kasadaki **Kripto satın al** seçeneğiyle ödeme ortağımız üzerinden kartla satın alabilirsiniz.

## Kabul edilen kripto paralar

${coinList}

Bitcoin, neredeyse anında hesaba geçiş için Lightning Network üzerinden de yatırılabilir.

## Adım adım

1. Üst menüden **Cüzdan** bölümünü açın ve **Para yatırma** sekmesinde kalın.
2. **Bir kripto para seçin.** Varsayılan olarak Bitcoin seçilidir.
3. **Para yatırma adresinizi kopyalayın:** kopyala düğmesini kullanın veya QR kodunu cüzdan uygulamanızla tarayın. Adres yalnızca size aittir ve tekrar kullanılabilir.
4. **Bonusunuzu seçin** — ya da “Bonus yok”. İlk dört yatırımınızın her biri bir yatırım bonusuyla gelir (bkz. [Promosyonlar](/promotions)); hesaplayıcı, girdiğiniz tutar için ne alacağınızı gösterir.
5. **Ödemeyi gönderin:** cüzdanınızdan, adresin yanında gösterilen ağ üzerinden.
6. **Onayı bekleyin.** Yatırım, ağ tarafından görüldüğü anda beklemede olarak görünür ve yeterli onay aldığında bakiyenize eklenir — genellikle birkaç dakika içinde, ağ yoğunsa daha uzun sürede.

## Minimum yatırım

Minimum yatırım, hesap para biriminizde ${amt(f.minDeposit)} tutarındadır; bu aynı zamanda bonusa hak kazanan en küçük yatırımdır. Daha küçük ödemeler kaybolmaz: bekleyen yatırımlarınızın toplamı minimum tutara ulaştığında bakiyenize eklenir.

## Hatalardan kaçının

- **Doğru ağı kullanın.** Bir kripto parayı gösterilenden farklı bir ağ üzerinden göndermek (örneğin USDT’yi yanlış zincirde) ödemenin geri alınamaz şekilde kaybolmasına yol açabilir.
- **Yazmayın, kopyalayın.** Adresi her zaman yapıştırın veya tarayın; göndermeden önce ilk ve son karakterleri kontrol edin.
- **Etiket gösteriliyorsa ekleyin.** XRP gibi bazı kripto paralar hedef etiketi (destination tag) gerektirir; etiket olmadan yapılan bir ödeme hesabınızla otomatik olarak eşleştirilemez.
- **Kur, onay anında belirlenir.** Kripto fiyatları dalgalanır; bu nedenle hesabınıza geçen tutar, yatırımınızın onaylandığı andaki kur üzerinden çevrilir.

## Lightning ile para yatırma

**Bitcoin (Lightning)** seçeneğini seçin, tutarı girin ve faturayı herhangi bir Lightning cüzdanından ödeyin. Lightning ödemeleri saniyeler içinde kesinleşir ve normal bir zincir üstü ücretin çok küçük bir kısmına mal olur. Her fatura sınırlı bir süre için ve yalnızca gösterilen tutar için geçerlidir; süresi dolarsa yeni bir fatura oluşturun.

## Yardıma mı ihtiyacınız var?

Yatırımınız bir saat geçmesine rağmen hesabınıza ulaşmadıysa kripto parayı, tutarı ve cüzdanınızdaki işlem kimliğini (hash) belirterek Müşteri desteğiyle iletişime geçin; yatırımınızın izini sizin için sürelim.
`,
};
