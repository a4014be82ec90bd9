import { HomeGameSections } from '../../features/catalogue/components/home-game-sections';
import { Banners } from '../../features/content/home/banners';
import { ImageSlider } from '../../features/content/home/image-slider';
import { PromotionSlider } from '../../features/content/home/promotion-slider';
import { LiveFeed } from '../../features/games/live-feed';
import { type HomeLayout, HomePage } from '../../features/home/home-page';
import { ServerStatusCard } from '../../features/status/components/server-status-card';

/**
 * Features do not import each other, so the app composes them: the home page has places
 * for the status card and the content sections, and this route fills them.
 */
export function HomeRoute({ layout = 'default' }: { layout?: HomeLayout }) {
  return (
    <HomePage
      layout={layout}
      statusCard={<ServerStatusCard />}
      imageSlider={<ImageSlider />}
      promotionSlider={<PromotionSlider />}
      banners={<Banners />}
      gameSections={<HomeGameSections />}
      liveFeed={<LiveFeed />}
    />
  );
}

/** /casino/index1: the alternative landing layout led by the hero and banners. */
export function HomeIndex1Route() {
  return <HomeRoute layout="index1" />;
}

/** /casino/index2: the alternative landing layout led by the promotions. */
export function HomeIndex2Route() {
  return <HomeRoute layout="index2" />;
}
