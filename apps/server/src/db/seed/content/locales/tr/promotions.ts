import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amt, pct, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Minimum yatırım ${amt(f.minDeposit)}; yatırım başına en fazla ${amt(f.bonusMax)} bonus.
- Bonus tutarını ${f.bonusDays} gün içinde ${f.wagering} kez (${f.wagering}×) çevirmeniz gerekir; çevrim tamamlanana kadar bonus bakiyesi ve bununla elde edilen kazançlar çekilemez.
- Çevrim sürerken maksimum bahis ${amt(f.maxBet)}. Her zaman önce gerçek para, ardından bonus bakiyesi kullanılır.
- Aynı anda yalnızca bir bonus aktif olabilir. Bonuslar isteğe bağlıdır: her zaman “Bonus yok” seçeneğini seçebilirsiniz.
- Tutarlar hesap para biriminizdedir (USD veya EUR). [Şartlar ve koşullarımız](/policies/terms-and-conditions) geçerlidir.`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Hoş geldin bonusu: ${pct(f.welcomePercent)}, en fazla ${amt(f.welcomeMax)} + ${f.freeSpins} ücretsiz dönüş`,
    summary: `İlk yatırımınıza en fazla ${amt(f.welcomeMax)} olmak üzere ${pct(f.welcomePercent)} bonus ekliyoruz; üstüne ${f.freeSpins} ücretsiz dönüş de bizden.`,
    meta_description: `Satsino hoş geldin bonusu: ilk kripto yatırımınıza ${pct(f.welcomePercent)} bonus (en fazla ${amt(f.welcomeMax)}) ve ${f.freeSpins} ücretsiz dönüş.`,
    body: `Satsino’ya hoş geldiniz. İlk yatırımınızı yapın; yatırdığınız tutar üzerinden **${pct(f.welcomePercent)}** bonus ekleyelim — **en fazla ${amt(f.welcomeMax)}** — üstüne de **${f.freeSpins} ücretsiz dönüş** verelim.

## Nasıl çalışır?

1. Kayıt olun ve e-posta adresinizi doğrulayın.
2. Cüzdanı açın, bir kripto para seçin ve bonus olarak **Hoş geldin bonusu** seçeneğini işaretleyin.
3. En az ${amt(f.minDeposit)} yatırın. ${amt(f.minDeposit)} yatırırsanız ${amt((f.minDeposit * f.welcomePercent) / 100)} bonus bakiyesi alırsınız; ${amt((f.welcomeMax * 100) / f.welcomePercent)} veya daha fazla yatırırsanız bonusun tamamını, yani ${amt(f.welcomeMax)} alırsınız.
4. Bonusunuz ve ücretsiz dönüşleriniz, yatırımınız onaylanır onaylanmaz hesabınıza tanımlanır.

## Ücretsiz dönüşler

${f.freeSpins} ücretsiz dönüş, bonusla birlikte gösterilen ve öne çıkan kendi slot oyunumuzda, dönüş başına ${spinValue} değerinde oynanır. Dönüşler ${f.spinDays} gün geçerlidir; kazançlar ${f.spinWagering} kat çevrim şartıyla bonus bakiyesi olarak hesabınıza eklenir.

## Şartlar

${bonusTerms}
- Hoş geldin bonusu yalnızca ilk yatırımda geçerlidir ve her oyuncu, hane ve cüzdan için yalnızca bir kez kullanılabilir.

Hoş geldin bonusu, [yatırım bonuslarımızın](/promotions/deposit-bonus) ilk adımıdır: ikinci, üçüncü ve dördüncü yatırımlarınız da bonuslu.`,
  },

  'deposit-bonus': {
    title: `İlk dört yatırımınıza bonus: ${pct(first)}, ${pct(second)}, ${pct(third)}, ${pct(fourth)}`,
    summary: `Dört yatırım, dört bonus: ${pct(first)} (${f.freeSpins} ücretsiz dönüşle birlikte), ardından ${pct(second)}, ${pct(third)} ve ${pct(fourth)}; her biri en fazla ${amt(f.bonusMax)}.`,
    meta_description: `Satsino yatırım bonusları: ilk dört kripto yatırımınıza ${pct(first)}, ${pct(second)}, ${pct(third)} ve ${pct(fourth)} bonus; her biri en fazla ${amt(f.bonusMax)}.`,
    body: `Hoş geldin paketimiz ilk dört yatırımınızı kapsar. Her birinin kendi bonusu vardır ve bonusu alıp almayacağınıza her seferinde siz karar verirsiniz.

| Yatırım | Bonus | En fazla |
|---|---|---|
| 1. | **${pct(first)}** + ${f.freeSpins} ücretsiz dönüş | ${amt(f.bonusMax)} |
| 2. | **${pct(second)}** | ${amt(f.bonusMax)} |
| 3. | **${pct(third)}** | ${amt(f.bonusMax)} |
| 4. | **${pct(fourth)}** | ${amt(f.bonusMax)} |

## Bonusunuzu seçin

Para yatırırken kasa, yatırımınızın hak kazandığı bonusu ve alacağınız bonus tutarını hesaplayan bir hesaplayıcıyı gösterir. Bu bonusu seçin ya da çevrim şartı olmadan oynamayı tercih ediyorsanız **Bonus yok** seçeneğini işaretleyin — örneğin kısa süre içinde para çekmeyi planlıyorsanız. Bonus alınmadan yapılan bir yatırım da dört yatırımdan biri sayılır.

## Dördüncü yatırımdan sonra

Beşinci yatırımınızdan itibaren VIP programı devreye girer: her yatırımda en fazla ${amt(f.bonusMax)} olmak üzere **${pct(f.vipReload)} reload bonusu** alabilirsiniz. Ayrıntılar için [VIP programı](/policies/vip) sayfasına göz atın.

## Şartlar

${bonusTerms}
- Her yatırım bonusu, yatırım yapılırken seçilmelidir; sonradan eklenemez.`,
  },

  'weekly-cashback': {
    title: `Haftalık cashback: net kayıplarınıza ${pct(f.weeklyMin)} ile ${pct(f.weeklyMax)} arası iade`,
    summary: `Her pazartesi, geçen haftaki net kayıplarınız için ${pct(f.weeklyMin)} ile ${pct(f.weeklyMax)} arası cashback alın — ne kadar çok oynadıysanız oran o kadar yüksek.`,
    meta_description: `Satsino haftalık cashback: haftalık net kayıplarınıza ${pct(f.weeklyMin)} ile ${pct(f.weeklyMax)} arası iade, her pazartesi ${f.weeklyWagering} kat çevrim şartıyla hesabınızda.`,
    body: `Kayıplı bir hafta da oyunun bir parçası. Haftalık cashback sayesinde böyle bir hafta size daha az maliyetli olur: her pazartesi, bir önceki haftanın (pazartesiden pazara, UTC) net kayıplarınızın bir kısmını size geri veriyoruz.

## Oranınız

| Haftalık net kayıp | Cashback |
|---|---|
| ${amt(tierLow.minNetLoss)} ve üzeri | **${pct(tierLow.percent)}** |
| ${amt(tierMid.minNetLoss)} ve üzeri | **${pct(tierMid.percent)}** |
| ${amt(tierHigh.minNetLoss)} ve üzeri | **${pct(tierHigh.percent)}** |

Net kayıp, hafta boyunca gerçek parayla yaptığınız bahislerden gerçek parayla elde ettiğiniz kazançların düşülmesiyle bulunur; bonus bakiyesiyle yapılan bahisler hesaba katılmaz.

## Günlük cashback ile birlikte çalışır

[Günlük cashback](/promotions/daily-cashback) zaten her gün hesabınıza ekleniyor. Haftalık cashback bunu tamamlar: haftalık oranınızı tüm haftanın net kayıpları üzerinden hesaplar ve o günler için zaten aldığınız günlük cashback tutarını düşeriz; böylece aynı kayıp hiçbir zaman iki kez iade edilmez.

## Örnek

Diyelim ki hafta boyunca net ${amt(1_200)} kaybettiniz; bu sizi ${pct(tierMid.percent)} dilimine yerleştirir: ${amt((1_200 * tierMid.percent) / 100)}. Hafta içinde zaten ${amt(60)} günlük cashback aldıysanız haftalık cashback tutarınız ${amt((1_200 * tierMid.percent) / 100 - 60)} olur.

## Şartlar

- Her pazartesi ${f.weeklyWagering} kat çevrim şartıyla bonus bakiyesi olarak otomatik tanımlanır ve 7 gün geçerlidir.
- Haftalık minimum net kayıp ${amt(tierLow.minNetLoss)}.
- Altın ve Platin VIP üyeleri, buna ek olarak VIP cashback tutarlarını da gerçek para olarak alır.
- Tutarlar hesap para biriminizdedir. [Şartlar ve koşullarımız](/policies/terms-and-conditions) geçerlidir.`,
  },

  'daily-cashback': {
    title: `Günlük cashback: her gün ${pct(f.daily)} iade`,
    summary: `Kötü bir gün mü geçirdiniz? Net kayıplarınız için ertesi gün ${pct(f.daily)} cashback alın; çevrim şartı yalnızca ${f.dailyWagering} kat.`,
    meta_description: `Satsino günlük cashback: günlük net kayıplarınıza ${pct(f.daily)} iade, her gün ${f.dailyWagering} kat çevrim şartıyla hesabınızda.`,
    body: `Her gün bir önceki günkü oyununuza (00:00–24:00 UTC) bakarız; günü net kayıpla kapattıysanız bu kayıp üzerinden **${pct(f.daily)}** cashback iade ederiz.

## Nasıl çalışır?

- Net kaybınız, gün boyunca gerçek parayla yaptığınız bahislerden gerçek parayla elde ettiğiniz kazançların düşülmesiyle bulunur.
- Net kaybınız ${amt(f.dailyMinLoss)} veya daha fazlaysa, bu tutar üzerinden ${pct(f.daily)} cashback ertesi sabah bonus bakiyenize eklenir.
- Tutarı yalnızca bir kez (${f.dailyWagering}×) çevirin; çekebileceğiniz gerçek paraya dönüşsün.

## Örnek

Diyelim ki salı günü oynadınız ve günü ${amt(250)} kayıpla kapattınız. Çarşamba sabahı ${amt((250 * f.daily) / 100)} cashback alırsınız. Bu tutarı bir kez çevirdiğinizde artık sizindir; ister oynamaya devam edin ister çekin.

## Şartlar

- Katılım gerekmez: net kaybı olan tüm doğrulanmış oyuncular cashback’i otomatik olarak alır.
- Cashback, hesabınıza eklendikten sonra 7 gün geçerlidir.
- Bonus bakiyesiyle yapılan bahisler net kayba dahil edilmez.
- [Haftalık cashback](/promotions/weekly-cashback), daha önce aldığınız günlük cashback tutarını düşer; böylece kayıplar hiçbir zaman iki kez iade edilmez.
- Tutarlar hesap para biriminizdedir. [Şartlar ve koşullarımız](/policies/terms-and-conditions) geçerlidir.`,
  },

  'vip-club': {
    title: 'VIP Kulübü: Bronz, Gümüş, Altın ve Platin',
    summary: `Gerçek ödüllerle dört seviye: ${pct(f.vipReload)} reload bonusu, öncelikli para çekme, en fazla ${pct(f.platinumCashback)} VIP cashback ve kişisel VIP yöneticisi.`,
    meta_description: `Satsino VIP Kulübü: ${pct(f.vipReload)} reload bonusu, öncelikli para çekme, ${pct(f.goldCashback)} ile ${pct(f.platinumCashback)} arası VIP cashback ve kişisel yönetici.`,
    body: `Yaptığınız her yatırım ve koyduğunuz her bahis sizi VIP Kulübümüzde bir adım yukarı taşır. İlk yatırımınızla Bronz seviyesinden katılırsınız ve her seviye, öncekilerin avantajlarına yenilerini ekler.

| Seviye | Toplam bahis | Kazandıklarınız |
|---|---|---|
| **Bronz** | ilk yatırım | Dördüncüden sonraki her yatırımda ${pct(f.vipReload)} reload bonusu |
| **Gümüş** | ${amt(f.silverWagered)} | + öncelikli para çekme ve size özel destek sırası |
| **Altın** | ${amt(f.goldWagered)} | + her hafta ${pct(f.goldCashback)} VIP cashback |
| **Platin** | ${amt(f.platinumWagered)} | + ${pct(f.platinumCashback)} VIP cashback ve kişisel VIP yöneticisi |

## VIP cashback

Altın ve Platin üyeler, her pazartesi bir önceki haftanın net kayıpları üzerinden ${pct(f.goldCashback)} veya ${pct(f.platinumCashback)} cashback alır — **gerçek para olarak, çevrim şartı olmadan** ve günlük ile haftalık cashback promosyonlarımıza ek olarak.

## Şartlar

- Seviyeniz, katıldığınızdan bu yana hesap para biriminizde gerçek parayla yaptığınız toplam bahis tutarına göre belirlenir ve hiçbir zaman düşürülmez.
- Reload bonusu olağan bonus şartlarımıza tabidir: minimum yatırım ${amt(f.minDeposit)}, en fazla ${amt(f.bonusMax)} bonus, ${f.bonusDays} gün içinde ${f.wagering} kat çevrim.
- Bonus istismarıyla oluşturulan bahis hacmi hesaba katılmaz.

Tüm kuralları [VIP programı](/policies/vip) sayfasında bulabilirsiniz.`,
  },
};
