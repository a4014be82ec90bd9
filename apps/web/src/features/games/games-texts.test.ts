import { describeLocaleFiles } from '../../i18n/feature-texts/describe-locale-files';
import { gamesTexts } from './games-texts';

describeLocaleFiles(
  'games locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { texts: gamesTexts },
);
