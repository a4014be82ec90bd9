/*
 * The home page's sections below the slider and the hero, split from the home route into one
 * chunk of their own (issue 12): the first paint does not wait for their code (carousels, the
 * live feed's tables, the status card), and coming in one chunk they appear together, never one
 * pushing down another that came first.
 */
export { HomeGameSections } from '../../features/catalogue/components/home-game-sections';
export { Banners } from '../../features/content/home/banners';
export { PromotionSlider } from '../../features/content/home/promotion-slider';
export { LiveFeed } from '../../features/games/live-feed';
export { ServerStatusCard } from '../../features/status/components/server-status-card';
