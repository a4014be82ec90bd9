import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'content locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "Position", "Menu", "Description", "Catalogue" and "RTP" read the same in French and others.
  { namespace: 'content', copiedShareBelow: 0.15 },
);
