import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { installSessionEndHandler } from './app/session-end-handler.js';
import './app/global.css';
import { initI18n } from './i18n/index.js';
import { clearTabs } from './layout/tabs/tabs-store.js';
import { forgetLists } from './resource/list-memory.js';
import { captureEmbeddedFlag } from './session/embedded.js';
import { onLogout } from './session/logout.js';
import { clearTasks } from './tasks/task-store.js';

// Before the first request: embedded mode decides the API prefix.
captureEmbeddedFlag(window.location.search);
installSessionEndHandler();
// A logout also closes the open tabs and forgets the task list.
onLogout(clearTabs);
onLogout(clearTasks);
onLogout(forgetLists);

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
