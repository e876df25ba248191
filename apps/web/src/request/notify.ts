import { message as staticMessage, notification as staticNotification, type App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/index.js';

type AppApis = ReturnType<typeof App.useApp>;

/** Spec section 9: a success notice lasts 1000 ms, a generic one 3000 ms; HTTP-level errors stay 5 s (section 8). */
export const NoticeDurations = { successSeconds: 1, genericSeconds: 3, httpErrorSeconds: 5 } as const;

let apis: Pick<AppApis, 'message' | 'notification'> = { message: staticMessage, notification: staticNotification };

/** Called once by the app shell so notices use the themed, localised antd App context. */
export function bindNoticeApis(next: Pick<AppApis, 'message' | 'notification'>): void {
  apis = next;
}

/** A business message from the server: warning titled 提示. */
export function noticeWarning(description: ReactNode): void {
  apis.notification.warning({
    title: i18n.t('request.noticeTitle'),
    description,
    duration: NoticeDurations.genericSeconds,
    props: { 'data-testid': 'notice-warning' },
  });
}

/** An HTTP-level failure: error titled 异常 for 5 s. */
export function noticeHttpError(description: ReactNode): void {
  apis.notification.error({
    title: i18n.t('request.errorTitle'),
    description,
    duration: NoticeDurations.httpErrorSeconds,
    props: { 'data-testid': 'notice-error' },
  });
}

export function noticeSuccess(text: ReactNode): void {
  void apis.message.success(text, NoticeDurations.successSeconds);
}

export function noticeErrorMessage(text: ReactNode): void {
  void apis.message.error(text, NoticeDurations.genericSeconds);
}

/** A notice that stays until the user closes it (a background task that ended). */
export function noticePersistent(options: {
  key: string;
  type: 'success' | 'error';
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}): void {
  apis.notification[options.type]({
    key: options.key,
    title: options.title,
    description: options.description,
    actions: options.actions,
    duration: 0,
    // Bottom right: a notice that stays must not cover the header's controls.
    placement: 'bottomRight',
    props: { 'data-testid': 'notice-task-ended' },
  });
}

export function closeNotice(key: string): void {
  apis.notification.destroy(key);
}
