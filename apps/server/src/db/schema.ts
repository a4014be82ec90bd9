import * as account from '../modules/account/account.schema.js';
import * as auth from '../modules/auth/auth.schema.js';
import * as bonuses from '../modules/bonuses/bonuses.schema.js';
import * as catalogue from '../modules/catalogue/catalogue.schema.js';
import * as chat from '../modules/chat/chat.schema.js';
import * as content from '../modules/content/content.schema.js';
import * as coupons from '../modules/coupons/coupons.schema.js';
import * as crash from '../modules/crash/crash.schema.js';
import * as games from '../modules/games/games.schema.js';
import * as kyc from '../modules/kyc/kyc.schema.js';
import * as ledger from '../modules/ledger/ledger.schema.js';
import * as mail from '../modules/mail/mail.schema.js';
import * as notifications from '../modules/notifications/notifications.schema.js';
import * as operatorLog from '../modules/operator-log/operator-log.schema.js';
import * as playerGames from '../modules/player-games/player-games.schema.js';
import * as providerCatalogue from '../modules/providers/provider-catalogue.schema.js';
import * as providerWallet from '../modules/providers/provider-wallet.schema.js';
import * as providers from '../modules/providers/providers.schema.js';
import * as site from '../modules/site/site.schema.js';
import * as vip from '../modules/vip/vip.schema.js';
import * as wallet from '../modules/wallet/wallet.schema.js';

/**
 * Every table, gathered for Drizzle's relational queries. Each domain keeps its tables in its
 * own `<domain>.schema.ts`; drizzle-kit reads the same files to generate migrations.
 */
export const schema = {
  ...site,
  ...account,
  ...auth,
  ...mail,
  ...content,
  ...ledger,
  ...wallet,
  ...operatorLog,
  ...providers,
  ...providerWallet,
  ...providerCatalogue,
  ...bonuses,
  ...catalogue,
  ...chat,
  ...coupons,
  ...crash,
  ...games,
  ...kyc,
  ...notifications,
  ...playerGames,
  ...vip,
};
