import { describeLocaleFiles } from '../../../i18n/feature-texts/describe-locale-files';
import { adminTexts } from '../i18n/admin-texts';

describeLocaleFiles(
  'operator locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { texts: adminTexts },
);
