import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { languageOrDefault } from '../i18n/language.js';
import { bindNoticeApis } from '../request/notify.js';
import type { ConsoleRouter } from '../routes/router.js';
import { TaskBackground } from '../tasks/TaskBackground.js';
import { queryClient } from './query-client.js';
import { useReducedMotion } from './reduced-motion.js';
import { themeFor } from './theme.js';

/** Lets code outside components (the request client) use the themed, localised notices. */
function NoticeBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => bindNoticeApis({ message, notification }), [message, notification]);
  return null;
}

export function App({ router }: { router: ConsoleRouter }) {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const reducedMotion = useReducedMotion();
  return (
    // eslint-disable-next-line no-restricted-syntax -- antd's locale object, not a label
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={themeFor(reducedMotion)} button={{ autoInsertSpace: false }}>
      {/* Notifications open below the header (56 px), never over its community switcher and user menu. */}
      {/* Outside antd's App, so the confirmations its modal opens can read queries too. */}
      <QueryClientProvider client={queryClient}>
        <AntApp notification={{ top: 56 + 12 }}>
          <NoticeBridge />
          <TaskBackground />
          <RouterProvider router={router} />
        </AntApp>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
