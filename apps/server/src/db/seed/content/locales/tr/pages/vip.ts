import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt, pct } from '../format.js';

export const vip: PageTranslation = {
  title: 'VIP programı',
  description:
    'Dört VIP seviyesi — Bronz, Gümüş, Altın ve Platin — ile reload bonusu, öncelikli para çekme, VIP cashback ve kişisel VIP yöneticisi.',
  body: `# VIP programı

Her Satsino oyuncusu ilk yatırımından itibaren VIP programının bir parçasıdır. Ne kadar çok oynarsanız seviyeniz o kadar yükselir — ve her seviye, altındaki seviyelerin avantajlarını korur.

## Seviyeler

| Seviye | Ulaşma koşulu (toplam bahis) | Avantajlar |
|---|---|---|
| **Bronz** | ilk yatırımınız | Dördüncüden sonraki her yatırımda ${pct(f.vipReload)} reload bonusu |
| **Gümüş** | ${amt(f.silverWagered)} | Öncelikli para çekme ve size özel destek sırası |
| **Altın** | ${amt(f.goldWagered)} | Her hafta ${pct(f.goldCashback)} VIP cashback |
| **Platin** | ${amt(f.platinumWagered)} | ${pct(f.platinumCashback)} VIP cashback ve kişisel VIP yöneticisi |

Tutarlar hesap para biriminizdedir (USD veya EUR).

## Seviyeniz nasıl hesaplanır?

Seviyeniz, katıldığınızdan bu yana gerçek parayla yaptığınız toplam bahis tutarına göre belirlenir: oyun ne olursa olsun, sonuçlanan her bahis tam tutarıyla sayılır. Bonus bakiyesiyle yapılan bahisler ve iptal edilen ya da iade edilen bahisler sayılmaz. İlerlemeniz hesabınızda **VIP** bölümünde gösterilir ve bir eşiğe ulaştığınız anda seviye atlarsınız. Seviyeler asla geri alınmaz.

## Avantajların ayrıntıları

**Reload bonusu (Bronz ve üzeri).** İlk dört yatırımınız, hoş geldin paketimizdeki yatırım bonuslarıyla gelir. Beşinci yatırımınızdan itibaren en az ${amt(f.minDeposit)} tutarındaki her yatırımda, olağan ${f.wagering} kat çevrim şartıyla ve en fazla ${amt(f.bonusMax)} olmak üzere ${pct(f.vipReload)} reload bonusu alabilirsiniz. Her zaman olduğu gibi, bunun yerine bonussuz devam etmeyi de seçebilirsiniz.

**Öncelikli para çekme (Gümüş ve üzeri).** Çekim talepleriniz inceleme sırasının en önüne geçer; mesajlarınız da size özel bir ekibe ulaşır.

**VIP cashback (Altın ve Platin).** Her pazartesi, bir önceki haftaki net kayıplarınız üzerinden ${pct(f.goldCashback)} (Altın) veya ${pct(f.platinumCashback)} (Platin) cashback’i gerçek para olarak ve çevrim şartı olmadan öderiz. Bu, günlük ve haftalık cashback promosyonlarımıza ek olarak gelir.

**Kişisel VIP yöneticisi (Platin).** Hesabınızı tanıyan, tercih ettiğiniz kanaldan ulaşabileceğiniz ve size özel limitler, daha hızlı doğrulama ve özel etkinlik davetleri ayarlayabilecek tek bir kişi.

## Adil oyun

VIP avantajları eğlence amacıyla oynayan oyuncular içindir. Bonus istismarı, danışıklı oyun veya otomatik oyunla oluşturulan bahis hacmi sayılmaz ve ilerlemenizin sıfırlanmasına yol açabilir. Yatırım limiti belirlediyseniz veya kendinizi dışladıysanız, size asla VIP teklifleriyle ulaşmayız.
`,
};
