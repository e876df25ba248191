import { openRecordResource } from '@cvap/contracts';
import { ResourcePage } from '../../resource/ResourcePage.js';

/**
 * /deviceManager/openRecord: door passage records, read only, searched over the last 7 days by default (the
 * declaration's default range) and limited to 30-day spans by the range helper.
 */
export default function OpenRecordPage() {
  return <ResourcePage decl={openRecordResource} overrides={{ rangeHelperFields: ['openedAt'] }} />;
}
