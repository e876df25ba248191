import { DEVICE_ELEMENTS, DeviceEndpoints, deviceResource, permissionCode } from '@cvap/contracts';
import { Button, Modal, Popconfirm } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { deviceApi } from './device-api.js';
import { endpointKey } from '../../request/endpoint.js';

function QrCodeDialog({ device, onClose }: { device: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: endpointKey(DeviceEndpoints.qrCode, { params: { id: device.id } }),
    queryFn: () => deviceApi.qrCode(device.id),
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!qr.data) return;
    const made = URL.createObjectURL(qr.data);
    // The object URL is made (and revoked) here, so this is where it enters the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [qr.data]);
  const close = onClose;
  return (
    <Modal open title={t('device.qrTitle', { name: device.name })} footer={null} onCancel={close} width={320}>
      {url && <img src={url} alt={t('device.qrCode')} data-testid="device-qr" style={{ width: 256, height: 256 }} />}
    </Modal>
  );
}

/**
 * After a device is saved, asks the platform whether it accepts the device's platform login and says so, so a wrong
 * password is found now rather than at the first 开门 (issue 23).
 */
function useLoginCheck(): (saved: Row) => void {
  const { t } = useTranslation();
  const mayCheck = usePermission(permissionCode(deviceResource, 'edit'));
  return (saved) => {
    if (!mayCheck) return;
    const name = String(saved.name);
    deviceApi
      .checkLogin(saved.id as number)
      .then((check) =>
        check.loginAccepted
          ? noticeSuccess(t('device.loginAccepted', { name }))
          : noticeWarning(t('device.loginRefused', { name, reason: check.reason })),
      )
      // The request layer has said why the check itself failed.
      .catch(() => undefined);
  };
}

/** /deviceManager/deviceMng: devices with their live status (read again every 3 s), QR code and open door. */
export default function DevicePage() {
  const { t } = useTranslation();
  const mayOpen = usePermission(DEVICE_ELEMENTS.openDoor.code);
  const checkLogin = useLoginCheck();
  const [qr, setQr] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <ResourcePage
        decl={deviceResource}
        overrides={{
          refetchSeconds: 3,
          afterSave: checkLogin,
          rowActions: (row) => (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => setQr({ id: row.id as number, name: String(row.name) })}
                data-testid="device-qr-open"
              >
                {t('device.qrCode')}
              </Button>
              {mayOpen && row.isRemote !== false && (
                <Popconfirm
                  title={t('device.openDoorConfirm', { name: String(row.name) })}
                  onConfirm={() =>
                    deviceApi
                      .openDoor(row.id as number)
                      .then(() => noticeSuccess(t('device.doorOpened')))
                      // The request layer has said why; a refusal is not an uncaught page error.
                      .catch(() => undefined)
                  }
                  okButtonProps={{ 'data-testid': 'confirm-open-door' } as never}
                >
                  <Button type="link" size="small" data-testid="device-open-door">
                    {t('device.openDoor')}
                  </Button>
                </Popconfirm>
              )}
            </>
          ),
        }}
      />
      {qr && <QrCodeDialog device={qr} onClose={() => setQr(null)} />}
    </>
  );
}
