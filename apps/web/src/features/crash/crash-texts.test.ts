import { describeLocaleFiles } from '../../i18n/feature-texts/describe-locale-files';
import { crashTexts } from './crash-texts';

describeLocaleFiles(
  'crash locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { texts: crashTexts },
);
