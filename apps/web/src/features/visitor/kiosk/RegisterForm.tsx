import { CameraOutlined, CreditCardOutlined, IdcardOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  GUEST_TYPE_OPTIONS,
  isValidIdCard,
  isValidMobile,
  labelIn,
  VISIT_WAY_OPTIONS,
  type EnumOption,
  type KioskCompany,
  type KioskHost,
  type KioskHousehold,
} from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { captureImage, HwBridgeError, readAccessCard, readIdCard } from '../../../app/hw-bridge.js';
import { languageOrDefault } from '../../../i18n/language.js';
import { useCurrentUser } from '../../../session/user-info.js';
import { hardwareFailureKey, type HardwareFailureKey, type HardwareStep } from './hardware-messages.js';
import { kioskApi } from './kiosk-api.js';
import { bytesToBase64 } from './offline/crypto.js';
import { FEVER_FROM, type KioskFormValues } from './registration.js';

export interface KioskPhotos {
  catchImage: string;
  idImage: string | null;
}

interface RegisterFormProps {
  submitting: boolean;
  onSubmit(values: KioskFormValues, photos: KioskPhotos, hostName: string | undefined): void;
}

type Problems = Partial<Record<HardwareStep, HardwareFailureKey>>;

const INITIAL: KioskFormValues = { guestType: 'business', visitWay: 'walk', passMethod: 'qr', companions: [] };
const RESIDENTIAL_GUEST_TYPE = 'personal';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="kiosk-section" data-testid={testId}>
      <h2 className="kiosk-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** The registration form with its three hardware steps; each failure says why and how to go on by hand. */
export function RegisterForm({ submitting, onSubmit }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { hwBridgeUrl } = useCurrentUser();
  const [form] = Form.useForm<KioskFormValues>();
  const [busy, setBusy] = useState<HardwareStep | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [photo, setPhoto] = useState<string | null>(null);
  const [portrait, setPortrait] = useState<string | null>(null);
  const [photoMissing, setPhotoMissing] = useState(false);
  const [manualHost, setManualHost] = useState(false);
  const companyId = Form.useWatch('companyId', form);
  const passMethod = Form.useWatch('passMethod', form);
  const temperature = Form.useWatch('temperature', form);
  const companions = Form.useWatch('companions', form) ?? [];

  const companies = useQuery({ queryKey: ['kiosk', 'companies'], queryFn: kioskApi.companies, retry: false, staleTime: 5 * 60_000 });
  // A community without companies is residential: the visitor names a house, whose resident hosts. Read from the
  // last answer, so a refetch failing while the kiosk is offline keeps the form as it was.
  const residential = companies.data?.length === 0;
  const households = useQuery({
    queryKey: ['kiosk', 'households'],
    queryFn: kioskApi.households,
    enabled: residential,
    retry: false,
    staleTime: 5 * 60_000,
  });
  // At a residential gate most visitors call on family or friends: that is the type offered first.
  useEffect(() => {
    if (residential && !form.isFieldTouched('guestType')) form.setFieldsValue({ guestType: RESIDENTIAL_GUEST_TYPE });
  }, [residential, form]);
  const hosts = useQuery({
    queryKey: ['kiosk', 'hosts', companyId],
    queryFn: () => kioskApi.hosts(companyId!),
    enabled: companyId !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const optionLabel = (option: EnumOption) => labelIn(option, language);
  const required = (label: string, verb: 'enter' | 'select' = 'enter') => ({ required: true, message: t(`validation.${verb}`, { label }) });
  const mobileRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || isValidMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.mobile'))),
  };
  const idRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || isValidIdCard(value.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t('validation.idCard'))),
  };

  /** Runs one hardware step: its problem is cleared first and set again when it fails. */
  async function hardware(step: HardwareStep, work: () => Promise<void>): Promise<void> {
    setBusy(step);
    setProblems((current) => ({ ...current, [step]: undefined }));
    try {
      await work();
    } catch (error) {
      setProblems((current) => ({ ...current, [step]: hardwareFailureKey(step, error) }));
    } finally {
      setBusy(null);
    }
  }

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
    setProblems((current) => ({ ...current, card: undefined }));
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!photo) setPhotoMissing(true);
    if (!values || !photo) return;
    const host = hosts.data?.find((candidate) => candidate.personId === values.personId);
    onSubmit(values, { catchImage: photo, idImage: portrait }, host?.name);
  };

  const problem = (step: HardwareStep, extra?: ReactNode) => {
    const key = problems[step];
    return (
      key && (
        <Alert
          type="warning"
          showIcon
          className="kiosk-alert"
          data-testid={`kiosk-problem-${step}`}
          title={t(key)}
          {...(extra ? { description: extra } : {})}
        />
      )
    );
  };

  const companyOptions = (companies.data ?? []).map((company: KioskCompany) => ({
    value: company.id,
    label: [company.companyName, company.buildingName, company.floorName].filter(Boolean).join(' · '),
  }));
  const hostOptions = (hosts.data ?? []).map((host: KioskHost) => ({ value: host.personId, label: `${host.name}  ${host.mobileMasked}` }));
  const householdOptions = (households.data ?? []).map((house: KioskHousehold) => ({
    value: house.apartmentId,
    label: `${[house.buildingName, house.floorName, house.roomNo].filter(Boolean).join(' · ')}  ${house.hostMasked}`,
  }));

  return (
    <Form<KioskFormValues> form={form} layout="vertical" size="large" initialValues={INITIAL} className="kiosk-form" requiredMark={false}>
      <div className="kiosk-grid">
        <div className="kiosk-column">
          <Section title={t('kiosk.step.identity')} testId="kiosk-step-identity">
            <Button
              size="large"
              className="kiosk-big-button"
              icon={<IdcardOutlined />}
              loading={busy === 'idcard'}
              onClick={() => void readId()}
              data-testid="kiosk-read-id"
            >
              {t('kiosk.readIdCard')}
            </Button>
            {problem('idcard')}
            <div className="kiosk-identity">
              <div className="kiosk-identity__fields">
                <Form.Item
                  name="guestName"
                  label={t('kiosk.field.guestName')}
                  rules={[
                    { required: true, whitespace: true, message: t('kiosk.atLeastOneVisitor') },
                    { max: 50, message: t('validation.maxLength', { n: 50 }) },
                  ]}
                >
                  <Input data-testid="kiosk-guest-name" />
                </Form.Item>
                <Form.Item name="idNumber" label={t('kiosk.field.idNumber')} rules={[idRule]}>
                  <Input maxLength={18} data-testid="kiosk-id-number" />
                </Form.Item>
              </div>
              {portrait && (
                <img
                  className="kiosk-identity__portrait"
                  src={`data:image/jpeg;base64,${portrait}`}
                  alt={t('kiosk.idCardPortrait')}
                  data-testid="kiosk-portrait"
                />
              )}
            </div>
            <Space size="large" wrap>
              <Form.Item name="visitGender" label={t('kiosk.field.gender')}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={[
                    { value: 1, label: t('kiosk.gender.male') },
                    { value: 2, label: t('kiosk.gender.female') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="visitPhone" label={t('kiosk.field.visitPhone')} rules={[required(t('kiosk.field.visitPhone')), mobileRule]}>
                <Input inputMode="numeric" maxLength={11} data-testid="kiosk-visit-phone" />
              </Form.Item>
            </Space>
          </Section>

          <Section title={t('kiosk.step.photo')} testId="kiosk-step-photo">
            <div className="kiosk-photo">
              <div className="kiosk-photo__frame">
                {photo ? (
                  <img src={`data:image/jpeg;base64,${photo}`} alt={t('kiosk.step.photo')} data-testid="kiosk-photo" />
                ) : (
                  <CameraOutlined className="kiosk-photo__placeholder" />
                )}
              </div>
              <Button
                size="large"
                className="kiosk-big-button"
                icon={<CameraOutlined />}
                loading={busy === 'camera'}
                onClick={() => void takePhoto()}
                data-testid="kiosk-take-photo"
              >
                {photo ? t('kiosk.retakePhoto') : t('kiosk.takePhoto')}
              </Button>
            </div>
            {problem('camera')}
            {photoMissing && !photo && (
              <div className="ant-form-item-explain-error kiosk-photo__missing" data-testid="kiosk-photo-missing">
                {t('kiosk.photoMissing')}
              </div>
            )}
          </Section>
        </div>

        <div className="kiosk-column">
          <Section title={t('kiosk.step.host')} testId="kiosk-step-host">
            {residential ? (
              <Form.Item
                name="apartmentId"
                label={t('kiosk.field.household')}
                extra={t('kiosk.householdHint')}
                rules={[required(t('kiosk.field.household'), 'select')]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={householdOptions}
                  loading={households.isLoading}
                  notFoundContent={households.isSuccess ? t('kiosk.noHouseholds') : undefined}
                  data-testid="kiosk-household"
                />
              </Form.Item>
            ) : (
              <>
                {companies.isError && (
                  <Alert type="warning" showIcon className="kiosk-alert" title={companies.error.message || t('kiosk.companiesFailed')} />
                )}
                <Form.Item name="companyId" label={t('kiosk.field.company')} rules={[required(t('kiosk.field.company'), 'select')]}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={companyOptions}
                    loading={companies.isLoading}
                    notFoundContent={companies.isSuccess ? t('kiosk.noCompanies') : undefined}
                    onChange={() => form.setFieldsValue({ personId: undefined })}
                    data-testid="kiosk-company"
                  />
                </Form.Item>
                <Form.Item label={t('kiosk.field.hostManual')} valuePropName="checked" className="kiosk-inline-switch">
                  <Switch
                    checked={manualHost}
                    onChange={(checked) => {
                      setManualHost(checked);
                      form.setFieldsValue({ personId: undefined });
                    }}
                    data-testid="kiosk-host-manual"
                  />
                </Form.Item>
                {manualHost ? (
                  <Space size="large" wrap>
                    <Form.Item
                      name="personName"
                      label={t('kiosk.field.personName')}
                      rules={[required(t('kiosk.field.personName')), { max: 50, message: t('validation.maxLength', { n: 50 }) }]}
                    >
                      <Input data-testid="kiosk-person-name" />
                    </Form.Item>
                    <Form.Item
                      name="personMobile"
                      label={t('kiosk.field.personMobile')}
                      rules={[required(t('kiosk.field.personMobile')), mobileRule]}
                    >
                      <Input inputMode="numeric" maxLength={11} data-testid="kiosk-person-mobile" />
                    </Form.Item>
                  </Space>
                ) : (
                  <Form.Item name="personId" label={t('kiosk.field.host')} rules={[required(t('kiosk.field.host'), 'select')]}>
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={hostOptions}
                      loading={hosts.isFetching}
                      disabled={companyId === undefined}
                      data-testid="kiosk-host"
                    />
                  </Form.Item>
                )}
              </>
            )}
          </Section>

          <Section title={t('kiosk.step.visit')} testId="kiosk-step-visit">
            <Space size="large" wrap>
              <Form.Item name="guestType" label={t('kiosk.field.guestType')} rules={[required(t('kiosk.field.guestType'), 'select')]}>
                <Select
                  className="kiosk-select"
                  options={GUEST_TYPE_OPTIONS.map((option) => ({ value: String(option.value), label: optionLabel(option) }))}
                />
              </Form.Item>
              <Form.Item name="visitWay" label={t('kiosk.field.visitWay')} rules={[required(t('kiosk.field.visitWay'), 'select')]}>
                <Select
                  className="kiosk-select"
                  options={VISIT_WAY_OPTIONS.map((option) => ({ value: String(option.value), label: optionLabel(option) }))}
                />
              </Form.Item>
              <Form.Item
                name="visitCompanyName"
                label={t('kiosk.field.visitCompanyName')}
                rules={[{ max: 100, message: t('validation.maxLength', { n: 100 }) }]}
              >
                <Input />
              </Form.Item>
            </Space>
            <Space size="large" wrap align="start">
              <Form.Item
                name="temperature"
                label={t('kiosk.field.temperature')}
                extra={
                  typeof temperature === 'number' && temperature >= FEVER_FROM ? (
                    <Tag color="red">{t('kiosk.feverWarning')}</Tag>
                  ) : undefined
                }
              >
                <InputNumber min={34} max={43} step={0.1} precision={1} inputMode="decimal" data-testid="kiosk-temperature" />
              </Form.Item>
              <Form.Item
                name="licensePlateNumber"
                label={t('kiosk.field.licensePlateNumber')}
                rules={[{ max: 10, message: t('validation.maxLength', { n: 10 }) }]}
              >
                <Input maxLength={10} data-testid="kiosk-plate" />
              </Form.Item>
            </Space>
            <div className="kiosk-companions">
              <div className="kiosk-companions__head">
                <span className="kiosk-field-label">{t('kiosk.field.companions')}</span>
                <span data-testid="kiosk-visitor-count">{t('kiosk.visitorCount', { n: 1 + companions.length })}</span>
              </div>
              <Form.List name="companions">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field) => (
                      <Space key={field.key} size="middle" wrap align="start" className="kiosk-companion">
                        <Form.Item
                          name={[field.name, 'name']}
                          rules={[required(t('kiosk.field.companionName')), { max: 50, message: t('validation.maxLength', { n: 50 }) }]}
                        >
                          <Input placeholder={t('kiosk.field.companionName')} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'idNumber']} rules={[idRule]}>
                          <Input placeholder={t('kiosk.field.companionIdNumber')} maxLength={18} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'phone']} rules={[mobileRule]}>
                          <Input placeholder={t('kiosk.field.companionPhone')} maxLength={11} inputMode="numeric" />
                        </Form.Item>
                        <Button
                          size="large"
                          type="text"
                          danger
                          icon={<MinusCircleOutlined />}
                          onClick={() => remove(field.name)}
                          aria-label={t('kiosk.removeCompanion')}
                        />
                      </Space>
                    ))}
                    <Button size="large" type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="kiosk-add-companion">
                      {t('kiosk.addCompanion')}
                    </Button>
                  </>
                )}
              </Form.List>
            </div>
          </Section>

          <Section title={t('kiosk.step.pass')} testId="kiosk-step-pass">
            <Form.Item name="passMethod" label={t('kiosk.field.passMethod')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                size="large"
                className="kiosk-pass"
                onChange={() => setProblems((current) => ({ ...current, card: undefined }))}
                options={(['card', 'qr', 'none'] as const).map((method) => ({
                  value: method,
                  label: <span data-testid={`kiosk-pass-${method}`}>{t(`kiosk.pass.${method}`)}</span>,
                }))}
              />
            </Form.Item>
            {passMethod === 'card' && (
              <>
                <Space size="large" wrap align="end">
                  <Form.Item name="accessCard" label={t('kiosk.field.accessCard')} rules={[required(t('kiosk.field.accessCard'))]}>
                    <Input readOnly className="kiosk-card-number" data-testid="kiosk-access-card" />
                  </Form.Item>
                  <Form.Item>
                    <Button
                      size="large"
                      className="kiosk-big-button"
                      icon={<CreditCardOutlined />}
                      loading={busy === 'card'}
                      onClick={() => void readCard()}
                      data-testid="kiosk-read-card"
                    >
                      {t('kiosk.readCard')}
                    </Button>
                  </Form.Item>
                </Space>
                {problem(
                  'card',
                  <Space wrap>
                    <span>{t('kiosk.failure.manualHint')}</span>
                    <Button onClick={() => choosePass('qr')} data-testid="kiosk-use-qr">
                      {t('kiosk.useQr')}
                    </Button>
                    <Button onClick={() => choosePass('none')} data-testid="kiosk-use-none">
                      {t('kiosk.useNone')}
                    </Button>
                  </Space>,
                )}
              </>
            )}
          </Section>
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
