import { amount, figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';

/** ホームページとメニューの短いテキスト：スライド、バナー、VIPレベル、メニュー名。 */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${f.welcomePercent}%ウェルカムボーナス＋フリースピン${f.freeSpins}回`,
    alt: `金貨と「${f.welcomePercent}%」の数字`,
  },
  'home-provably-fair': {
    title: 'すべての結果の公平性を検証できます',
    alt: '青い背景に2つのサイコロ',
  },
  'home-lightning': {
    title: 'ライトニングでビットコインを数秒で入金',
    alt: '紫の背景に稲妻',
  },
  'promo-welcome': {
    title: 'ウェルカムボーナス',
    alt: `金貨の上に「${f.welcomePercent}%」と「フリースピン${f.freeSpins}回」の文字`,
  },
  'promo-deposit-bonus': {
    title: '最初の4回の入金にボーナス',
    alt: 'カジノチップと4つの入金ボーナスの割合',
  },
  'promo-weekly-cashback': {
    title: 'ウィークリーキャッシュバック',
    alt: `積み重なったコインの上に「${f.weeklyMin}%〜${f.weeklyMax}%」の文字`,
  },
  'promo-daily-cashback': {
    title: 'デイリーキャッシュバック',
    alt: `時計の横に「${f.daily}%」の文字`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent}%・最大${amount(f.welcomeMax, 'ja')}＋フリースピン${f.freeSpins}回`,
    description: `初回入金をパワーアップ。最低入金額${amount(f.minDeposit, 'ja')}、賭け条件${f.wagering}倍。${f.age}歳以上の方限定です。`,
  },
  'daily-cashback': {
    title: `${f.daily}%デイリーキャッシュバック`,
    description: `前日の純損失の${f.daily}%を毎朝キャッシュバック。賭け条件はわずか${f.dailyWagering}倍です。`,
  },
  vip: {
    title: 'VIPクラブに参加しましょう',
    description: `リロードボーナス、優先出金、最大${f.platinumCashback}%のVIPキャッシュバック、そして専任マネージャーをご用意しています。`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'ブロンズ',
    benefits: [
      `5回目以降のすべての入金に${f.vipReload}%のリロードボーナス`,
      `${f.daily}%のデイリーキャッシュバックと最大${f.weeklyMax}%のウィークリーキャッシュバック`,
      '24時間365日のライブチャットサポート',
    ],
  },
  silver: {
    name: 'シルバー',
    benefits: ['ブロンズの特典すべて', '優先出金', '専用サポート窓口'],
  },
  gold: {
    name: 'ゴールド',
    benefits: [
      'シルバーの特典すべて',
      `毎週${f.goldCashback}%のVIPキャッシュバック（賭け条件なしのリアルマネー）`,
    ],
  },
  platinum: {
    name: 'プラチナ',
    benefits: [
      'ゴールドの特典すべて',
      `毎週${f.platinumCashback}%のVIPキャッシュバック（賭け条件なしのリアルマネー）`,
      '専任のVIPマネージャー',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'ホーム' },
  'drawer.promotions': { title: 'プロモーション' },
  'drawer.blog': { title: 'ブログ' },
  'drawer.vip': { title: 'VIPクラブ' },
  'drawer.support': { title: 'カスタマーサポート' },
  'casino.lobby': { title: 'ロビー' },
  'casino.live-casino': { title: 'ライブカジノ' },
  'casino.slots': { title: 'スロット' },
  'casino.game-show': { title: 'ゲームショー' },
  'casino.originals': { title: 'オリジナルゲーム' },
  'casino.roulette': { title: 'ルーレット' },
  'casino.blackjack': { title: 'ブラックジャック' },
  'casino.table-games': { title: 'テーブルゲーム' },
  'casino.crash': { title: 'クラッシュ' },
  'about.promotions': { title: 'プロモーション' },
  'about.terms': { title: '利用規約' },
  'legal.about-us': { title: '会社概要' },
  'legal.terms-and-conditions': { title: '利用規約' },
  'legal.privacy-policy': { title: 'プライバシーポリシー' },
  'legal.responsible-gaming': { title: '責任あるギャンブル' },
  'legal.aml-policy': { title: 'AMLポリシー' },
  'legal.how-to-deposit': { title: '入金方法' },
  'legal.vip': { title: 'VIPプログラム' },
  'settings.profile': { title: 'プロフィール' },
  'settings.wallet': { title: 'ウォレット' },
  'settings.transactions': { title: '取引履歴' },
  'settings.bonus': { title: 'ボーナス' },
  'settings.notifications': { title: 'お知らせ' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: '本人確認' },
  'settings.password': { title: 'パスワード' },
  'settings.sessions': { title: 'セッション' },
};
