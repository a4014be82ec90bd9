import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import type { NoticeText } from '../../i18n/error-text';
import { NOTICES } from '../../i18n/notices';
import de from '../../locales/de.json';
import { NoticeSnackbar } from './notice-snackbar';
import { createNotificationStore } from './notification-store';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

/** What the snackbar says of `message` to a German reader. */
function shown(message: NoticeText): string {
  const store = createNotificationStore();
  store.show(message, 'error');
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <NoticeSnackbar store={store} notice={store.getSnapshot()} />
    </I18nextProvider>,
  ).replaceAll('<!-- -->', '');
}

describe('the notice snackbar', () => {
  it("translates a server's failure by its code, whatever its English words", () => {
    expect(
      shown({ code: 'too_many_attempts', message: 'Too many attempts. Please try again later.' }),
    ).toContain(de.errors.too_many_attempts);
  });

  it('translates a text of the web itself by its English words', () => {
    expect(shown(NOTICES.unexpectedError)).toContain(de.messages.unexpectedError);
  });

  it('shows a failure without a code as the server worded it', () => {
    expect(shown({ code: undefined, message: 'Upstream said no.' })).toContain('Upstream said no.');
  });
});
