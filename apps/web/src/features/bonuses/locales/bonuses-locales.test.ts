import { describeLocaleFiles } from '../../../i18n/feature-texts/describe-locale-files';
import { bonusesTexts } from '../bonuses-texts';

describeLocaleFiles(
  'bonus locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { texts: bonusesTexts },
);
