import { describeLocaleFiles } from '../../../i18n/feature-texts/describe-locale-files';
import { vipTexts } from '../vip-texts';

describeLocaleFiles(
  'vip locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // A short file in which "VIP", "Cashback" and "Bonus" stay as they are in several languages.
  { texts: vipTexts, copiedShareBelow: 0.15 },
);
