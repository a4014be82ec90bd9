import { lazy, type ReactNode, Suspense } from 'react';
import { ImageSlider } from '../../features/content/home/image-slider';
import { type HomeLayout, HomePage } from '../../features/home/home-page';

// Requested as soon as the home route's own code runs, in parallel with its first render. A
// failure reaches the sections' lazy components, which rethrow it to the route's error page;
// the empty handler only keeps the browser from reporting it before they ask.
const sections = import('./home-sections');
sections.catch(() => undefined);
const HomeGameSections = lazy(async () => ({ default: (await sections).HomeGameSections }));
const Banners = lazy(async () => ({ default: (await sections).Banners }));
const PromotionSlider = lazy(async () => ({ default: (await sections).PromotionSlider }));
const LiveFeed = lazy(async () => ({ default: (await sections).LiveFeed }));
const ServerStatusCard = lazy(async () => ({ default: (await sections).ServerStatusCard }));

/** A section whose code comes after the page's (HomePage draws it in its turn). */
const later = (section: ReactNode) => <Suspense fallback={null}>{section}</Suspense>;

/**
 * Features do not import each other, so the app composes them: the home page has places
 * for the status card and the content sections, and this route fills them.
 */
export function HomeRoute({ layout = 'default' }: { layout?: HomeLayout }) {
  return (
    <HomePage
      layout={layout}
      statusCard={later(<ServerStatusCard />)}
      imageSlider={<ImageSlider />}
      promotionSlider={later(<PromotionSlider />)}
      banners={later(<Banners />)}
      gameSections={later(<HomeGameSections />)}
      liveFeed={later(<LiveFeed />)}
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
