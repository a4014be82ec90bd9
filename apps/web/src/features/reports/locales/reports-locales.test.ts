import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'reports locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "GGR", "NGR", "Crash" and "Casino" read the same in several languages.
  { namespace: 'reports', copiedShareBelow: 0.15 },
);
