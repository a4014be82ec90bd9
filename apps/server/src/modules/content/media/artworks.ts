import { MARKETING_FIGURES as F } from '@satsino/contract/content';

/**
 * The site's promotional art, drawn in code (DESIGN §9: generated locally, one consistent style).
 * Words are avoided on purpose: the art serves all ten locales, so it carries figures and
 * symbols, and the localized title is shown by the page beside or over it. The figures come from
 * the marketing constants, so the art can never disagree with the text.
 */
export type ArtFormat = 'promotion' | 'slide' | 'banner' | 'post';
export type Motif =
  | 'coins'
  | 'chips'
  | 'dice'
  | 'lightning'
  | 'shield'
  | 'crown'
  | 'rocket'
  | 'clock';

export interface Artwork {
  format: ArtFormat;
  /** Gradient from, gradient to, accent. */
  palette: readonly [string, string, string];
  motif: Motif;
  headline?: string;
  caption?: string;
}

/** Sizes of SPEC §9 where it gives one (promotions carousel 280x350); the others are ours. */
export const ART_SIZES: Record<ArtFormat, { width: number; height: number }> = {
  promotion: { width: 280, height: 350 },
  slide: { width: 1200, height: 400 },
  banner: { width: 800, height: 300 },
  post: { width: 1200, height: 630 },
};

const NIGHT = '#0f172a';
const PALETTES = {
  gold: [NIGHT, '#3b2a07', '#fbbf24'],
  emerald: [NIGHT, '#064e3b', '#34d399'],
  violet: [NIGHT, '#3b0764', '#c084fc'],
  sky: [NIGHT, '#0c4a6e', '#38bdf8'],
  rose: [NIGHT, '#4c0519', '#fb7185'],
  amber: [NIGHT, '#451a03', '#f59e0b'],
  teal: [NIGHT, '#134e4a', '#2dd4bf'],
} as const;

const percents = F.depositBonusPercents.join(' · ');
const welcome = `${F.welcomeBonus.percent}%`;
const freeSpins = `+${F.welcomeBonus.freeSpins} FS`;
const weekly = `${F.weeklyCashback.minPercent}–${F.weeklyCashback.maxPercent}%`;
const daily = `${F.dailyCashback.percent}%`;

export const ARTWORKS = {
  'promo-welcome': {
    format: 'promotion',
    palette: PALETTES.gold,
    motif: 'coins',
    headline: welcome,
    caption: freeSpins,
  },
  'promo-deposit-bonus': {
    format: 'promotion',
    palette: PALETTES.violet,
    motif: 'chips',
    headline: `×${F.depositBonusPercents.length}`,
    caption: `${percents}%`,
  },
  'promo-weekly-cashback': {
    format: 'promotion',
    palette: PALETTES.emerald,
    motif: 'coins',
    headline: weekly,
    caption: '7d',
  },
  'promo-daily-cashback': {
    format: 'promotion',
    palette: PALETTES.teal,
    motif: 'clock',
    headline: daily,
    caption: '24h',
  },
  'promo-vip': { format: 'promotion', palette: PALETTES.amber, motif: 'crown', headline: 'VIP' },
  // Slides carry no figures: the web writes the slide's title and its call to action over the
  // left side (issue 17), as it does for banners.
  'slide-welcome': { format: 'slide', palette: PALETTES.gold, motif: 'coins' },
  'slide-provably-fair': { format: 'slide', palette: PALETTES.sky, motif: 'dice' },
  'slide-lightning': { format: 'slide', palette: PALETTES.violet, motif: 'lightning' },
  // Banners are backgrounds: the web writes the banner's title and description over the left
  // side, so they carry only a motif on the right.
  'banner-welcome': { format: 'banner', palette: PALETTES.gold, motif: 'coins' },
  'banner-cashback': { format: 'banner', palette: PALETTES.emerald, motif: 'clock' },
  'banner-vip': { format: 'banner', palette: PALETTES.amber, motif: 'crown' },
  'post-provably-fair': { format: 'post', palette: PALETTES.sky, motif: 'dice' },
  'post-crypto-deposits': { format: 'post', palette: PALETTES.gold, motif: 'coins' },
  'post-lightning': { format: 'post', palette: PALETTES.violet, motif: 'lightning' },
  'post-responsible-gaming': { format: 'post', palette: PALETTES.teal, motif: 'shield' },
  'post-vip': { format: 'post', palette: PALETTES.amber, motif: 'crown' },
  'post-new-games': { format: 'post', palette: PALETTES.rose, motif: 'rocket' },
} as const satisfies Record<string, Artwork>;

export type ArtworkName = keyof typeof ARTWORKS;

export function isArtworkName(name: string): name is ArtworkName {
  return Object.hasOwn(ARTWORKS, name);
}

export const ARTWORK_NAMES = Object.keys(ARTWORKS) as ArtworkName[];

/** Operators pick art by name; a name that draws nothing would leave a broken image. */
export function checkImageKey(imageKey: string | undefined, unknown: () => Error): void {
  if (imageKey !== undefined && !isArtworkName(imageKey)) throw unknown();
}
