import { HomePage } from '../../features/home/home-page';
import { ServerStatusCard } from '../../features/status/components/server-status-card';

/**
 * Features do not import each other, so the app composes them: the home page has a place
 * for the status card, and this route fills it.
 */
export function HomeRoute() {
  return <HomePage statusCard={<ServerStatusCard />} />;
}
