import { describeLocaleFiles } from '../../../i18n/feature-texts/describe-locale-files';
import { notificationsTexts } from '../notifications-texts';

describeLocaleFiles(
  'notifications locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { texts: notificationsTexts },
);
