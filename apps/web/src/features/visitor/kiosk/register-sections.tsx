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
  VisitorEndpoints,
} from '@cvap/contracts';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../../i18n/language.js';
import type { HardwareFailureKey, HardwareStep } from './hardware-messages.js';
import { useEndpoint } from '../../../request/endpoint.js';
import { kioskCall } from './kiosk-api.js';
import { FEVER_FROM } from './registration.js';

/* The kiosk form's sections, one per step of a registration; RegisterForm puts them together. */

export type Problems = Partial<Record<HardwareStep, HardwareFailureKey>>;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="kiosk-section" data-testid={testId}>
      <h2 className="kiosk-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** Why a hardware step failed and how to go on by hand; nothing while it has not failed. */
function HardwareProblem({ step, problems, extra }: { step: HardwareStep; problems: Problems; extra?: ReactNode }) {
  const { t } = useTranslation();
  const key = problems[step];
  if (!key) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="kiosk-alert"
      data-testid={`kiosk-problem-${step}`}
      title={t(key)}
      {...(extra ? { description: extra } : {})}
    />
  );
}

/** The form's checks in the user's language: a required field, a mobile number, an ID card number, a length. */
function useKioskRules() {
  const { t } = useTranslation();
  const required = (label: string, verb: 'enter' | 'select' = 'enter') => ({ required: true, message: t(`validation.${verb}`, { label }) });
  const mobileRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || isValidMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.mobile'))),
  };
  const idRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || isValidIdCard(value.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t('validation.idCard'))),
  };
  const maxLength = (n: number) => ({ max: n, message: t('validation.maxLength', { n }) });
  return { required, mobileRule, idRule, maxLength };
}

interface HardwareProps {
  busy: HardwareStep | null;
  problems: Problems;
}

/** The companies of the kiosk's community: one cache entry for the form and its host step. */
export function useKioskCompanies() {
  return useEndpoint(VisitorEndpoints.kioskCompanies, {}, { retry: false, staleTime: 5 * 60_000 }, kioskCall);
}

/** The people of the chosen company who may host a visitor. */
export function useKioskHosts(companyId: number | undefined) {
  return useEndpoint(
    VisitorEndpoints.kioskHosts,
    { query: { companyId: companyId ?? 0 } },
    { enabled: companyId !== undefined, retry: false, staleTime: 5 * 60_000 },
    kioskCall,
  );
}

/** Step 1: the visitor's identity, read from the ID card or typed. */
export function IdentitySection({ busy, problems, portrait, onReadId }: HardwareProps & { portrait: string | null; onReadId: () => void }) {
  const { t } = useTranslation();
  const { required, mobileRule, idRule, maxLength } = useKioskRules();
  return (
    <Section title={t('kiosk.step.identity')} testId="kiosk-step-identity">
      <Button
        size="large"
        className="kiosk-big-button"
        icon={<IdcardOutlined />}
        loading={busy === 'idcard'}
        onClick={onReadId}
        data-testid="kiosk-read-id"
      >
        {t('kiosk.readIdCard')}
      </Button>
      <HardwareProblem step="idcard" problems={problems} />
      <div className="kiosk-identity">
        <div className="kiosk-identity__fields">
          <Form.Item
            name="guestName"
            label={t('kiosk.field.guestName')}
            rules={[{ required: true, whitespace: true, message: t('kiosk.atLeastOneVisitor') }, maxLength(50)]}
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
  );
}

/** Step 2: the visitor's photo from the camera (required). */
export function PhotoSection({
  busy,
  problems,
  photo,
  photoMissing,
  onTakePhoto,
}: HardwareProps & { photo: string | null; photoMissing: boolean; onTakePhoto: () => void }) {
  const { t } = useTranslation();
  return (
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
          onClick={onTakePhoto}
          data-testid="kiosk-take-photo"
        >
          {photo ? t('kiosk.retakePhoto') : t('kiosk.takePhoto')}
        </Button>
      </div>
      <HardwareProblem step="camera" problems={problems} />
      {photoMissing && !photo && (
        <div className="ant-form-item-explain-error kiosk-photo__missing" data-testid="kiosk-photo-missing">
          {t('kiosk.photoMissing')}
        </div>
      )}
    </Section>
  );
}

/**
 * Step 3: whom the visitor calls on. A residential community (no companies): a house, whose resident hosts;
 * otherwise a company and one of its people, or a host typed by hand.
 */
export function HostSection({
  residential,
  companyId,
  clearHost,
}: {
  residential: boolean;
  companyId: number | undefined;
  clearHost: () => void;
}) {
  const { t } = useTranslation();
  const { required, mobileRule, maxLength } = useKioskRules();
  const [manualHost, setManualHost] = useState(false);
  const companies = useKioskCompanies();
  const households = useEndpoint(
    VisitorEndpoints.kioskHouseholds,
    {},
    { enabled: residential, retry: false, staleTime: 5 * 60_000 },
    kioskCall,
  );
  const hosts = useKioskHosts(companyId);
  const companyOptions = (companies.data ?? []).map((company: KioskCompany) => ({
    value: company.id,
    label: [company.companyName, company.buildingName, company.floorName].filter(Boolean).join(' · '),
  }));
  const hostOptions = (hosts.data ?? []).map((host: KioskHost) => ({ value: host.personId, label: `${host.name}  ${host.mobileMasked}` }));
  const householdOptions = (households.data ?? []).map((apartment: KioskHousehold) => ({
    value: apartment.apartmentId,
    label: `${[apartment.buildingName, apartment.floorName, apartment.roomNo].filter(Boolean).join(' · ')}  ${apartment.hostMasked}`,
  }));
  return (
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
              onChange={clearHost}
              data-testid="kiosk-company"
            />
          </Form.Item>
          <Form.Item label={t('kiosk.field.hostManual')} valuePropName="checked" className="kiosk-inline-switch">
            <Switch
              checked={manualHost}
              onChange={(checked) => {
                setManualHost(checked);
                clearHost();
              }}
              data-testid="kiosk-host-manual"
            />
          </Form.Item>
          {manualHost ? (
            <Space size="large" wrap>
              <Form.Item
                name="personName"
                label={t('kiosk.field.personName')}
                rules={[required(t('kiosk.field.personName')), maxLength(50)]}
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
  );
}

/** Step 4: the visit itself: type, way, temperature, plate and the companions. */
export function VisitSection({ temperature, companions }: { temperature: unknown; companions: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const optionLabel = (option: EnumOption) => labelIn(option, language);
  const { required, mobileRule, idRule, maxLength } = useKioskRules();
  return (
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
        <Form.Item name="visitCompanyName" label={t('kiosk.field.visitCompanyName')} rules={[maxLength(100)]}>
          <Input />
        </Form.Item>
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item
          name="temperature"
          label={t('kiosk.field.temperature')}
          extra={
            typeof temperature === 'number' && temperature >= FEVER_FROM ? <Tag color="red">{t('kiosk.feverWarning')}</Tag> : undefined
          }
        >
          <InputNumber min={34} max={43} step={0.1} precision={1} inputMode="decimal" data-testid="kiosk-temperature" />
        </Form.Item>
        <Form.Item name="licensePlateNumber" label={t('kiosk.field.licensePlateNumber')} rules={[maxLength(10)]}>
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
                  <Form.Item name={[field.name, 'name']} rules={[required(t('kiosk.field.companionName')), maxLength(50)]}>
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
  );
}

/** Step 5: how the visitor passes the gate; an access card is read by the reader, its failure offers the others. */
export function PassSection({
  busy,
  problems,
  passMethod,
  onPassChange,
  onReadCard,
  onChoosePass,
}: HardwareProps & {
  passMethod: unknown;
  onPassChange: () => void;
  onReadCard: () => void;
  onChoosePass: (method: 'qr' | 'none') => void;
}) {
  const { t } = useTranslation();
  const { required } = useKioskRules();
  return (
    <Section title={t('kiosk.step.pass')} testId="kiosk-step-pass">
      <Form.Item name="passMethod" label={t('kiosk.field.passMethod')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="large"
          className="kiosk-pass"
          onChange={onPassChange}
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
                onClick={onReadCard}
                data-testid="kiosk-read-card"
              >
                {t('kiosk.readCard')}
              </Button>
            </Form.Item>
          </Space>
          <HardwareProblem
            step="card"
            problems={problems}
            extra={
              <Space wrap>
                <span>{t('kiosk.failure.manualHint')}</span>
                <Button onClick={() => onChoosePass('qr')} data-testid="kiosk-use-qr">
                  {t('kiosk.useQr')}
                </Button>
                <Button onClick={() => onChoosePass('none')} data-testid="kiosk-use-none">
                  {t('kiosk.useNone')}
                </Button>
              </Space>
            }
          />
        </>
      )}
    </Section>
  );
}
