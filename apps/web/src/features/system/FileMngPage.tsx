import { fileResource, fileTypeResource } from '@cvap/contracts';
import { ResourceTabs } from './ResourceTabs.js';

/** /systemManager/fileMng: the file types (what may be uploaded) and the stored files. */
export default function FileMngPage() {
  return <ResourceTabs decls={[fileTypeResource, fileResource]} />;
}
