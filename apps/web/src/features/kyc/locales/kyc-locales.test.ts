import { describeLocaleFiles } from '../../../i18n/feature-texts/describe-locale-files';
import { kycTexts } from '../kyc-texts';

describeLocaleFiles(
  'verification locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { texts: kycTexts },
);
