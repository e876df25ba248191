import { isValidIdCard } from '@cvap/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureImage, HwBridgeError, readAccessCard, readIdCard } from '../../../app/hw-bridge.js';
import { useCurrentUser } from '../../../session/user-info.js';
import { hardwareFailureKey, type HardwareStep } from './hardware-messages.js';
import { bytesToBase64 } from './offline/crypto.js';
import {
  HostSection,
  IdentitySection,
  PassSection,
  PhotoSection,
  useKioskCompanies,
  useKioskHosts,
  VisitSection,
  type Problems,
} from './register-sections.js';
import type { KioskFormValues } from './registration.js';

export interface KioskPhotos {
  catchImage: string;
  idImage: string | null;
}

interface RegisterFormProps {
  submitting: boolean;
  onSubmit(values: KioskFormValues, photos: KioskPhotos, hostName: string | undefined): void;
}

const INITIAL: KioskFormValues = { guestType: 'business', visitWay: 'walk', passMethod: 'qr', companions: [] };
const RESIDENTIAL_GUEST_TYPE = 'personal';

/** The hardware steps' state: the one running, and why each one last failed. */
function useHardware() {
  const [busy, setBusy] = useState<HardwareStep | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const clear = (step: HardwareStep) => setProblems((current) => ({ ...current, [step]: undefined }));
  /** Runs one hardware step: its problem is cleared first and set again when it fails. */
  async function hardware(step: HardwareStep, work: () => Promise<void>): Promise<void> {
    setBusy(step);
    clear(step);
    try {
      await work();
    } catch (error) {
      setProblems((current) => ({ ...current, [step]: hardwareFailureKey(step, error) }));
    } finally {
      setBusy(null);
    }
  }
  return { busy, problems, hardware, clear };
}

/** The registration form with its three hardware steps; each failure says why and how to go on by hand. */
export function RegisterForm({ submitting, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const { hwBridgeUrl } = useCurrentUser();
  const [form] = Form.useForm<KioskFormValues>();
  const { busy, problems, hardware, clear } = useHardware();
  const [photo, setPhoto] = useState<string | null>(null);
  const [portrait, setPortrait] = useState<string | null>(null);
  const [photoMissing, setPhotoMissing] = useState(false);
  const companyId = Form.useWatch('companyId', form);
  const passMethod = Form.useWatch('passMethod', form);
  const temperature = Form.useWatch('temperature', form);
  const companions = Form.useWatch('companions', form) ?? [];

  // A community without companies is residential: the visitor names a house, whose resident hosts. Read from the
  // last answer, so a refetch failing while the kiosk is offline keeps the form as it was.
  const residential = useKioskCompanies().data?.length === 0;
  // At a residential gate most visitors call on family or friends: that is the type offered first.
  useEffect(() => {
    if (residential && !form.isFieldTouched('guestType')) form.setFieldsValue({ guestType: RESIDENTIAL_GUEST_TYPE });
  }, [residential, form]);
  const hosts = useKioskHosts(companyId);

  const readId = () =>
    hardware('idcard', async () => {
      const card = await readIdCard(hwBridgeUrl);
      // A number that fails its own check digit is a bad read or a forged card: verification failed.
      if (!isValidIdCard(card.idNumber)) throw new HwBridgeError('failed', 'the ID card number fails its check digit');
      form.setFieldsValue({ guestName: card.name, idNumber: card.idNumber, visitGender: card.gender === '女' ? 2 : 1 });
      setPortrait(card.photo || null);
      await form.validateFields(['guestName', 'idNumber']).catch(() => undefined);
    });

  const takePhoto = () =>
    hardware('camera', async () => {
      setPhoto(bytesToBase64(await captureImage(hwBridgeUrl)));
      setPhotoMissing(false);
    });

  const readCard = () =>
    hardware('card', async () => {
      form.setFieldsValue({ accessCard: await readAccessCard(hwBridgeUrl) });
      await form.validateFields(['accessCard']).catch(() => undefined);
    });

  const choosePass = (method: 'qr' | 'none') => {
    form.setFieldsValue({ passMethod: method, accessCard: undefined });
    clear('card');
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!photo) setPhotoMissing(true);
    if (!values || !photo) return;
    const host = hosts.data?.find((candidate) => candidate.personId === values.personId);
    onSubmit(values, { catchImage: photo, idImage: portrait }, host?.name);
  };

  return (
    <Form<KioskFormValues> form={form} layout="vertical" size="large" initialValues={INITIAL} className="kiosk-form" requiredMark={false}>
      <div className="kiosk-grid">
        <div className="kiosk-column">
          <IdentitySection busy={busy} problems={problems} portrait={portrait} onReadId={() => void readId()} />
          <PhotoSection busy={busy} problems={problems} photo={photo} photoMissing={photoMissing} onTakePhoto={() => void takePhoto()} />
        </div>
        <div className="kiosk-column">
          <HostSection residential={residential} companyId={companyId} clearHost={() => form.setFieldsValue({ personId: undefined })} />
          <VisitSection temperature={temperature} companions={companions} />
          <PassSection
            busy={busy}
            problems={problems}
            passMethod={passMethod}
            onPassChange={() => clear('card')}
            onReadCard={() => void readCard()}
            onChoosePass={choosePass}
          />
        </div>
      </div>
      <div className="kiosk-submit">
        <Button
          type="primary"
          size="large"
          className="kiosk-big-button kiosk-submit__button"
          loading={submitting}
          onClick={() => void submit()}
          data-testid="kiosk-submit"
        >
          {submitting ? t('kiosk.submitting') : t('kiosk.submit')}
        </Button>
      </div>
    </Form>
  );
}
