import { openRecordResource } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { useStoredPictureUrl } from '../../resource/stored-pictures.js';

function Capture({ path }: { path: string }) {
  const { t } = useTranslation();
  const url = useStoredPictureUrl(path);
  return url ? (
    <img src={url} alt={t('device.capture')} className="open-record-capture" data-testid="open-record-capture" style={{ height: 40 }} />
  ) : null;
}

/**
 * /deviceManager/openRecord: door passage records, read only, searched over the last 7 days by default (the
 * declaration's default range) and limited to 30-day spans by the range helper. New passages arrive as the
 * devices report them: the list is read again every 3 seconds; a camera's picture shows in its row.
 */
export default function OpenRecordPage() {
  return (
    <ResourcePage
      decl={openRecordResource}
      overrides={{
        rangeHelperFields: ['openedAt'],
        refetchSeconds: 3,
        cells: { captureUrl: (value) => (typeof value === 'string' && value ? <Capture path={value} /> : null) },
      }}
    />
  );
}
