import type { NoticeText } from '../../i18n/error-text';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

/** SPEC §3 interface state `notification (active, message)`, plus how it should look. */
export interface Notice {
  /** Changes with every message, so the same text twice is shown (and timed) twice. */
  id: number;
  active: boolean;
  /**
   * Translated when shown: a server's coded message by its code, an English text the app knows
   * by its key; any other text is shown as it is.
   */
  message: NoticeText;
  severity: NoticeSeverity;
}

export interface NotificationStore {
  getSnapshot(): Notice;
  subscribe(listener: () => void): () => void;
  /** SPEC §4: a notification message sets it active with the message. */
  show(message: NoticeText, severity?: NoticeSeverity): void;
  /** SPEC §4: closing sets active to false (the message stays for the closing animation). */
  close(): void;
}

/**
 * The one notification of the app (the snackbar). It lives outside React so that code outside
 * a component (an expired session, a real-time event) can show a notice too.
 */
export function createNotificationStore(): NotificationStore {
  let notice: Notice = { id: 0, active: false, message: '', severity: 'info' };
  const listeners = new Set<() => void>();

  function publish(next: Notice) {
    notice = next;
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getSnapshot: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show(message, severity = 'info') {
      publish({ id: notice.id + 1, active: true, message, severity });
    },
    close() {
      if (notice.active) {
        publish({ ...notice, active: false });
      }
    },
  };
}
