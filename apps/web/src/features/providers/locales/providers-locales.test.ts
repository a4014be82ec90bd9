import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'providers locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "URL", "HMAC-SHA256" and the like read the same in every language.
  { namespace: 'providers', copiedShareBelow: 0.15 },
);
