import type { PostTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** すべての入金ボーナスに共通する規約。一度だけ記述し、各オファーで繰り返し使います。 */
const bonusTerms = `- 最低入金額は${amount(f.minDeposit, 'ja')}、ボーナスは1回の入金につき最大${amount(f.bonusMax, 'ja')}です。
- ボーナス額を${f.bonusDays}日以内に${f.wagering}回（${f.wagering}倍）賭けてください。条件を満たすまで、ボーナス資金とそれによる勝利金は出金できません。
- 賭け条件の消化中は、1回あたりのベット上限は${amount(f.maxBet, 'ja')}です。リアルマネーはボーナスマネーより先に使用されます。
- 同時に有効にできるボーナスは1つだけです。ボーナスは任意で、いつでも「ボーナスなし」を選択できます。
- 金額はお客様のアカウント通貨（USDまたはEUR）で表示しています。当社の[利用規約](/policies/terms-and-conditions)が適用されます。`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `ウェルカムボーナス：${f.welcomePercent}%・最大${amount(f.welcomeMax, 'ja')}＋フリースピン${f.freeSpins}回`,
    summary: `初回入金額の${f.welcomePercent}%（最大${amount(f.welcomeMax, 'ja')}）をボーナスとして加算。さらにフリースピン${f.freeSpins}回をプレゼントします。`,
    meta_description: `Satsinoのウェルカムボーナス：初回の暗号資産入金の${f.welcomePercent}%（最大${amount(f.welcomeMax, 'ja')}）に加え、フリースピン${f.freeSpins}回をプレゼント。`,
    body: `Satsinoへようこそ。初回入金をしていただくと、入金額の**${f.welcomePercent}%のボーナス**（**最大${amount(f.welcomeMax, 'ja')}**）を加算し、さらに**フリースピン${f.freeSpins}回**を差し上げます。

## ご利用方法

1. アカウントを登録し、メールアドレスを確認します。
2. ウォレットを開いて暗号資産を選び、ボーナスとして**ウェルカムボーナス**を選択します。
3. ${amount(f.minDeposit, 'ja')}以上を入金します。${amount(f.minDeposit, 'ja')}の入金では${amount((f.minDeposit * f.welcomePercent) / 100, 'ja')}のボーナス資金を、${amount((f.welcomeMax * 100) / f.welcomePercent, 'ja')}以上の入金では上限いっぱいの${amount(f.welcomeMax, 'ja')}を受け取れます。
4. 入金が承認され次第、ボーナスとフリースピンが付与されます。

## フリースピン

フリースピン${f.freeSpins}回は、ボーナスと一緒に表示される当社オリジナルの注目スロットで、1回あたり${f.spinValue}の価値でプレイできます。有効期限は${f.spinDays}日間です。フリースピンで獲得した勝利金はボーナス資金として付与され、賭け条件は${f.spinWagering}倍です。

## 規約

${bonusTerms}
- ウェルカムボーナスは初回入金のみが対象で、お一人様、1世帯、1ウォレットにつき1回限りです。

ウェルカムボーナスは当社の[入金ボーナス](/promotions/deposit-bonus)の第一段階です。2回目、3回目、4回目の入金にもボーナスが付きます。`,
  },

  'deposit-bonus': {
    title: `最初の4回の入金ボーナス：${first}%・${second}%・${third}%・${fourth}%`,
    summary: `4回の入金に4つのボーナス。1回目は${first}%（フリースピン${f.freeSpins}回付き）、続いて${second}%、${third}%、${fourth}%で、いずれも最大${amount(f.bonusMax, 'ja')}です。`,
    meta_description: `Satsinoの入金ボーナス：最初の4回の暗号資産入金に${first}%、${second}%、${third}%、${fourth}%のボーナス（各最大${amount(f.bonusMax, 'ja')}）。`,
    body: `当社のウェルカムパッケージは、最初の4回の入金が対象です。入金ごとに専用のボーナスがあり、受け取るかどうかは毎回お客様ご自身で決められます。

| 入金 | ボーナス | 上限 |
|---|---|---|
| 1回目 | **${first}%** + フリースピン${f.freeSpins}回 | ${amount(f.bonusMax, 'ja')} |
| 2回目 | **${second}%** | ${amount(f.bonusMax, 'ja')} |
| 3回目 | **${third}%** | ${amount(f.bonusMax, 'ja')} |
| 4回目 | **${fourth}%** | ${amount(f.bonusMax, 'ja')} |

## ボーナスの選び方

入金時には、キャッシャーに対象となるボーナスと、受け取れるボーナス額を示す計算ツールが表示されます。ボーナスを選択するか、賭け条件なしでプレイしたい場合は**ボーナスなし**を選んでください。近いうちに出金する予定がある場合などにおすすめです。ボーナスを受け取らずに行った入金も、4回のうちの1回として数えられます。

## 5回目以降の入金

5回目の入金からはVIPプログラムが適用され、毎回の入金で最大${amount(f.bonusMax, 'ja')}の**${f.vipReload}%リロードボーナス**を受け取れます。詳しくは[VIPプログラム](/policies/vip)をご覧ください。

## 規約

${bonusTerms}
- 各入金ボーナスは入金時に選択する必要があり、後から追加することはできません。`,
  },

  'weekly-cashback': {
    title: `ウィークリーキャッシュバック：純損失の${f.weeklyMin}%〜${f.weeklyMax}%`,
    summary: `毎週月曜日に、前週の純損失の${f.weeklyMin}%〜${f.weeklyMax}%をキャッシュバック。たくさんプレイするほど還元率がアップします。`,
    meta_description: `Satsinoのウィークリーキャッシュバック：週間純損失の${f.weeklyMin}%〜${f.weeklyMax}%を毎週月曜日に付与。賭け条件は${f.weeklyWagering}倍です。`,
    body: `負けが続く週もゲームの一部です。ウィークリーキャッシュバックがあれば、その負担が軽くなります。毎週月曜日に、前週（月曜日〜日曜日、UTC）の純損失の一部をお返しします。

## 還元率

| 週間の純損失 | キャッシュバック |
|---|---|
| ${amount(tierLow.minNetLoss, 'ja')}以上 | **${tierLow.percent}%** |
| ${amount(tierMid.minNetLoss, 'ja')}以上 | **${tierMid.percent}%** |
| ${amount(tierHigh.minNetLoss, 'ja')}以上 | **${tierHigh.percent}%** |

純損失とは、その週のリアルマネーでのベット額から、リアルマネーでの勝利金を差し引いた額です。ボーナス資金でのベットは対象外です。

## デイリーキャッシュバックとの併用

お客様には毎日、[デイリーキャッシュバック](/promotions/daily-cashback)がすでに付与されています。ウィークリーキャッシュバックはそれを上乗せするものです。1週間全体の純損失をもとに週間の還元率を計算し、その期間にすでに受け取ったデイリーキャッシュバックを差し引くため、同じ損失が二重に払い戻されることはありません。

## 計算例

1週間の純損失が${amount(1_200, 'ja')}の場合、${tierMid.percent}%の区分に該当し、キャッシュバックは${amount((1_200 * tierMid.percent) / 100, 'ja')}となります。その週にデイリーキャッシュバックとして${amount(60, 'ja')}をすでに受け取っている場合、ウィークリーキャッシュバックは${amount((1_200 * tierMid.percent) / 100 - 60, 'ja')}です。

## 規約

- 毎週月曜日にボーナス資金として自動で付与されます。賭け条件は${f.weeklyWagering}倍、有効期限は7日間です。
- 対象となるには、週間の純損失が${amount(tierLow.minNetLoss, 'ja')}以上である必要があります。
- ゴールドおよびプラチナのVIPメンバーには、これに加えてVIPキャッシュバックがリアルマネーで支払われます。
- 金額はお客様のアカウント通貨で表示しています。当社の[利用規約](/policies/terms-and-conditions)が適用されます。`,
  },

  'daily-cashback': {
    title: `デイリーキャッシュバック：毎日${f.daily}%を還元`,
    summary: `ついていない日があっても大丈夫。純損失の${f.daily}%を翌日にキャッシュバックします。賭け条件はわずか${f.dailyWagering}倍です。`,
    meta_description: `Satsinoのデイリーキャッシュバック：1日の純損失の${f.daily}%を毎日付与。賭け条件はわずか${f.dailyWagering}倍です。`,
    body: `当社では毎日、前日（UTCの0:00〜24:00）のプレイ内容を確認し、純損失で終わっていた場合は、その**${f.daily}%をキャッシュバック**としてお返しします。

## 仕組み

- 純損失とは、その日のリアルマネーでのベット額から、リアルマネーでの勝利金を差し引いた額です。
- 純損失が${amount(f.dailyMinLoss, 'ja')}以上の場合、その${f.daily}%が翌朝ボーナス残高に付与されます。
- 1回（${f.dailyWagering}倍）賭けるだけで、出金可能なリアルマネーになります。

## 例

火曜日にプレイして、その日を${amount(250, 'ja')}のマイナスで終えたとします。水曜日の朝、${amount((250 * f.daily) / 100, 'ja')}のキャッシュバックが付与されます。1回賭ければお客様のものとなり、そのまま残しておくことも出金することもできます。

## 規約

- お申し込みは不要です。純損失が出たアカウント確認済みのプレイヤー全員に、自動で付与されます。
- キャッシュバックの有効期限は、付与から7日間です。
- ボーナス資金でのベットは、純損失の計算に含まれません。
- [ウィークリーキャッシュバック](/promotions/weekly-cashback)では受け取り済みのデイリーキャッシュバックが差し引かれるため、損失が二重に払い戻されることはありません。
- 金額はお客様のアカウント通貨で表示しています。当社の[利用規約](/policies/terms-and-conditions)が適用されます。`,
  },

  'vip-club': {
    title: 'VIPクラブ：ブロンズ、シルバー、ゴールド、プラチナ',
    summary: `確かな特典が揃った4つのレベル。${f.vipReload}%のリロードボーナス、優先出金、最大${f.platinumCashback}%のVIPキャッシュバック、専任VIPマネージャーをご用意しています。`,
    meta_description: `SatsinoのVIPクラブ：${f.vipReload}%のリロードボーナス、優先出金、${f.goldCashback}%〜${f.platinumCashback}%のVIPキャッシュバック、専任マネージャー。`,
    body: `入金やベットを重ねるたびに、VIPクラブのレベルが上がっていきます。初回入金でブロンズとして加入し、レベルが上がるごとに、それまでの特典に新たな特典が加わります。

| レベル | 累計ベット額 | 特典 |
|---|---|---|
| **ブロンズ** | 初回入金 | 5回目以降のすべての入金に${f.vipReload}%のリロードボーナス |
| **シルバー** | ${amount(f.silverWagered, 'ja')} | ＋優先出金と専用サポート窓口 |
| **ゴールド** | ${amount(f.goldWagered, 'ja')} | ＋毎週${f.goldCashback}%のVIPキャッシュバック |
| **プラチナ** | ${amount(f.platinumWagered, 'ja')} | ＋${f.platinumCashback}%のVIPキャッシュバックと専任VIPマネージャー |

## VIPキャッシュバック

ゴールドおよびプラチナのメンバーは、毎週月曜日に前週の純損失の${f.goldCashback}%または${f.platinumCashback}%を受け取れます。**賭け条件なしのリアルマネー**で支払われ、デイリーおよびウィークリーのキャッシュバックプロモーションとは別に付与されます。

## 規約

- レベルは、加入以降のリアルマネーでの累計ベット額（アカウント通貨）に基づいて決まり、下がることはありません。
- リロードボーナスには通常のボーナス規約が適用されます。最低入金額${amount(f.minDeposit, 'ja')}、上限${amount(f.bonusMax, 'ja')}、賭け条件は${f.bonusDays}日以内に${f.wagering}倍です。
- ボーナスの不正利用によって生じたベット額は対象外です。

詳しいルールは[VIPプログラム](/policies/vip)のページをご覧ください。`,
  },
};
