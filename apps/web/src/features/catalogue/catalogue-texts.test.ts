import { describeLocaleFiles } from '../../i18n/feature-texts/describe-locale-files';
import { catalogueTexts } from './catalogue-texts';

describeLocaleFiles(
  'catalogue locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { texts: catalogueTexts },
);
