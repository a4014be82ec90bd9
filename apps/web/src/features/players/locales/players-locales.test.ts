import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'players locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "ID", "E-mail", "Admin", "Support" and "—" read the same in several languages.
  { namespace: 'players', copiedShareBelow: 0.15 },
);
