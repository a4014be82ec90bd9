import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const responsibleGaming: PageTranslation = {
  title: 'Sorumlu oyun',
  description:
    'Kumar eğlenceli kalmalı. Satsino’nun sunduğu limitler, molalar ve kendini dışlama, dikkat etmeniz gereken uyarı işaretleri ve yardım kaynakları.',
  body: `# Sorumlu oyun

Casino oyunları, bedeli ödenen diğer tüm eğlenceler gibidir: kasanın bir avantajı vardır ve zaman içinde oyuncuların çoğu kazandığından fazlasını kaybeder. Kaybetmeyi göze alabileceğiniz parayla oynayın; asla para kazanmak veya kayıplarınızı telafi etmek için oynamayın. Satsino’nun keyfini uzun süre çıkarmanızı istiyoruz ve kontrolü elinizde tutmanız için gereken araçları size sunuyoruz.

## Uyarı işaretleri

Aşağıdakilerden herhangi biri size tanıdık geliyorsa bir adım geri çekilin:

- planladığınızdan ya da karşılayabileceğinizden daha fazla para veya zaman harcıyorsunuz;
- kayıplarınızın peşine düşüyor ya da kaybettiğinizi geri kazanmak için yeniden para yatırıyorsunuz;
- kumar oynamak için borç alıyor, eşyalarınızı satıyor veya faturalara ayrılmış parayı kullanıyorsunuz;
- kumar tartışmalara yol açıyor ya da onu yakınlarınızdan saklıyorsunuz;
- oynamadığınızda kaygılı, huzursuz veya keyifsiz hissediyorsunuz.

## Sunduğumuz araçlar

Bunlardan herhangi birini ayarlamak için canlı sohbet üzerinden Müşteri desteğiyle iletişime geçin; onaylandıkları anda yürürlüğe girerler.

- Günlük, haftalık veya aylık **yatırım limitleri**. Limiti düşürmek hemen geçerli olur; yükseltmek ise ancak 24 saat sonra geçerli olur, böylece bu karar asla anın heyecanıyla verilmez.
- Ne kadar süredir oynadığınızı ve ne kadar kazandığınızı ya da kaybettiğinizi size bildiren **kayıp ve oturum hatırlatıcıları**.
- **Mola:** 24 saat, bir hafta veya bir ay süren ve bu süre boyunca oynamak için giriş yapamadığınız bir ara.
- Altı ay, bir yıl, beş yıl veya süresiz **kendini dışlama**. Hesabınız süre boyunca kapalı kalır, kalan bakiyeniz size ödenir ve hiçbir pazarlama iletisi almazsınız. Kendini dışlama süresi kısaltılamaz ve süre dolmadan kaldırılamaz.

Bonuslar sizi asla oynamaya devam etmek zorunda bırakmaz: herhangi bir bonusu reddedebilir ve her zaman bonussuz para yatırabilirsiniz.

## Reşit olmayanların korunması

${f.age} yaşından küçük hiç kimse Satsino’da oynayamaz. En küçük bir şüphe olduğunda yaşı doğrular ve reşit olmayanlara ait hesapları kapatırız. Cihazınızı çocuklar da kullanıyorsa şifrenizi gizli tutun, oynadıktan sonra oturumu kapatın ve kumar sitelerini engelleyen ebeveyn denetimi yazılımlarını kullanmayı düşünün.

## Daha güvenli oyun için öneriler

- Başlamadan önce ne kadar harcayacağınıza ve ne kadar süre oynayacağınıza karar verin; bu sınırlardan birine ulaştığınızda durun.
- Üzgün, yorgun veya alkolün etkisindeyken asla oynamayın.
- Kazançlarınızı gelir değil, bonus olarak görün ve çekin.
- Düzenli molalar verin ve kumarı diğer etkinliklerle dengeleyin.

## Nereden yardım alabilirsiniz?

Kumar sizin için sorun yaratıyorsa konuşmak iyi gelir. Aşağıdaki kuruluşlar ücretsiz ve gizli destek sunar:

- [Gamblers Anonymous](https://www.gamblersanonymous.org) — dünya genelinde toplantılar ve destek.
- [GamCare](https://www.gamcare.org.uk) — danışmanlık ve rehberlik.
- [BeGambleAware](https://www.begambleaware.org) — bilgilendirme ve yardım hattı.

Müşteri destek ekibimiz yardımcı olmak üzere eğitim almıştır: kumar alışkanlıklarınızdan endişe ettiğinizi bize söylerseniz, gerekçe sormadan hemen limit koyar veya hesabınızı kapatırız.
`,
};
