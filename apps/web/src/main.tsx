import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { installSessionEndHandler } from './app/session-end-handler.js';
import './app/global.css';
import { CONSOLE_TEXTS } from './console-texts.js';
import { WEB_MODULES } from './features/index.js';
import { initI18n } from './i18n/index.js';
import { clearTabs } from './layout/tabs/tabs-store.js';
import { forgetLists } from './resource/list-memory.js';
import { createRouter } from './routes/router.js';
import { bespokeScreens, screenRegistry } from './routes/screen-registry.js';
import { captureEmbeddedFlag } from './session/embedded.js';
import { onLogout } from './session/logout.js';
import { clearTasks } from './tasks/task-store.js';

// The composition root: the one place that lists the modules (WEB_MODULES) and hands their screens to the routes
// and their texts to i18n, so nothing below imports a feature (docs/decisions/0052).

// Before the first request: embedded mode decides the API prefix.
captureEmbeddedFlag(window.location.search);
installSessionEndHandler();
// A logout also closes the open tabs and forgets the task list.
onLogout(clearTabs);
onLogout(clearTasks);
onLogout(forgetLists);

const router = createRouter(screenRegistry(bespokeScreens(WEB_MODULES)));

void initI18n(CONSOLE_TEXTS).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
