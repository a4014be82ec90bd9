import AlbumOutlined from '@mui/icons-material/AlbumOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TableBarOutlined from '@mui/icons-material/TableBarOutlined';
import TableRestaurantOutlined from '@mui/icons-material/TableRestaurantOutlined';
import TheaterComedyOutlined from '@mui/icons-material/TheaterComedyOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import VideogameAssetOutlined from '@mui/icons-material/VideogameAssetOutlined';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { categoryIconKey } from './category-icon-key';

/**
 * The Material icons a category may name (the operator picks one by name, e.g. "LiveTv").
 * Each is imported on its own: loading the whole icon set for a menu would cost megabytes.
 */
const ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  album: AlbumOutlined,
  autoawesome: AutoAwesomeOutlined,
  bolt: BoltOutlined,
  casino: CasinoOutlined,
  celebration: CelebrationOutlined,
  diamond: DiamondOutlined,
  emojievents: EmojiEventsOutlined,
  gridview: GridViewOutlined,
  livetv: LiveTvOutlined,
  localfiredepartment: LocalFireDepartmentOutlined,
  mic: MicOutlined,
  newreleases: NewReleasesOutlined,
  rocketlaunch: RocketLaunchOutlined,
  sportsesports: SportsEsportsOutlined,
  star: StarOutline,
  style: StyleOutlined,
  tablebar: TableBarOutlined,
  tablerestaurant: TableRestaurantOutlined,
  theatercomedy: TheaterComedyOutlined,
  trendingup: TrendingUpOutlined,
  tv: TvOutlined,
  videogameasset: VideogameAssetOutlined,
  whatshot: WhatshotOutlined,
  // Common names of the same ideas, so an operator's guess still finds an icon.
  roulette: AlbumOutlined,
  cards: StyleOutlined,
  blackjack: StyleOutlined,
  slots: VideogameAssetOutlined,
  live: LiveTvOutlined,
  popular: WhatshotOutlined,
  fire: LocalFireDepartmentOutlined,
  featured: StarOutline,
  new: NewReleasesOutlined,
  crash: RocketLaunchOutlined,
  rocket: RocketLaunchOutlined,
  gameshow: MicOutlined,
  tablegames: TableRestaurantOutlined,
  table: TableRestaurantOutlined,
  original: AutoAwesomeOutlined,
  originals: AutoAwesomeOutlined,
  trophy: EmojiEventsOutlined,
};

/** A category's icon, or the casino die when its name is none the menu knows. */
export function categoryIconComponent(name: string): ComponentType<SvgIconProps> {
  return ICONS[categoryIconKey(name)] ?? CasinoOutlined;
}

/** Whether `name` maps to an icon of its own (the fallback is not one). */
export function hasCategoryIcon(name: string): boolean {
  return ICONS[categoryIconKey(name)] !== undefined;
}

export function CategoryIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = categoryIconComponent(name);
  return <Icon {...props} />;
}
