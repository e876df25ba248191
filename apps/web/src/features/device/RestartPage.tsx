import { deviceRestartResource } from '@cvap/contracts';
import { ResourcePage } from '../../resource/ResourcePage.js';

/** /deviceManager/deviceRestartMng: restart plans; the list is read again every 5 s to show each run's result. */
export default function RestartPage() {
  return <ResourcePage decl={deviceRestartResource} overrides={{ refetchSeconds: 5 }} />;
}
