import { describeLocaleFiles } from '../../i18n/feature-texts/describe-locale-files';
import { chatTexts } from './chat-texts';

describeLocaleFiles(
  'chat locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { texts: chatTexts },
);
