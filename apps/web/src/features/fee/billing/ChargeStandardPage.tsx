import { apartmentResource, chargeStandardResource, FeeBillingEndpoints, type StandardPreview } from '@cvap/contracts';
import { Button, Descriptions, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../request/endpoint.js';
import { useLookupRows, type Row } from '../../../resource/api.js';
import { ResourcePage } from '../../../resource/ResourcePage.js';

const BY_AREA = new Set([1, 2]);
const BY_USAGE = new Set([4, 5]);

/** What a standard gives a chosen house of its community (by area) or a usage, as its bill line would be rounded. */
function PreviewDialog({ standard, onClose }: { standard: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const formula = standard.formula as number;
  const [apartmentId, setApartmentId] = useState<number | undefined>();
  const [usage, setUsage] = useState('');
  const [result, setResult] = useState<StandardPreview | null>(null);
  const apartments = useLookupRows(
    apartmentResource,
    { residentialId: standard.residentialId as number },
    { enabled: BY_AREA.has(formula) },
  );
  const compute = async () => {
    setResult(
      await callEndpoint(FeeBillingEndpoints.standardPreview, {
        body: {
          standardId: standard.id,
          ...(BY_AREA.has(formula) && apartmentId ? { apartmentId } : {}),
          ...(BY_USAGE.has(formula) && usage.trim() ? { usage: usage.trim() } : {}),
        },
      }),
    );
  };
  return (
    <Modal open title={t('fee.previewTitle', { name: String(standard.name) })} onCancel={onClose} footer={null} width={560}>
      <Form layout="vertical">
        {BY_AREA.has(formula) && (
          <Form.Item label={t('fee.house')}>
            <Select
              showSearch
              optionFilterProp="label"
              value={apartmentId}
              onChange={setApartmentId}
              loading={apartments.isLoading}
              data-testid="preview-house"
              options={(apartments.data?.rows ?? []).map((h) => ({ value: h.id, label: `${h.hint ?? ''} ${h.label}` }))}
            />
          </Form.Item>
        )}
        {BY_USAGE.has(formula) && (
          <Form.Item label={t('fee.usage')}>
            <Input value={usage} onChange={(event) => setUsage(event.target.value)} data-testid="preview-usage" />
          </Form.Item>
        )}
        <Button type="primary" onClick={() => void compute().catch(() => undefined)} data-testid="preview-compute">
          {t('fee.compute')}
        </Button>
      </Form>
      {result && (
        <Descriptions column={1} size="small" style={{ marginTop: 16 }} data-testid="preview-result">
          <Descriptions.Item label={t('fee.amount')}>
            <b data-testid="preview-amount">{result.amount}</b>
          </Descriptions.Item>
          <Descriptions.Item label={t('fee.computed')}>{result.computed}</Descriptions.Item>
          <Descriptions.Item label={t('fee.explanation')}>{result.explanation}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/** /propertyPayment/chargeSetting/chargeStandard: the declaration's screen plus a preview per standard. */
export default function ChargeStandardPage() {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        decl={chargeStandardResource}
        overrides={{
          rowActions: (row) => (
            <Button type="link" size="small" onClick={() => setPreviewing(row)} data-testid={`preview-${row.id}`}>
              {t('fee.preview')}
            </Button>
          ),
        }}
      />
      {previewing && <PreviewDialog standard={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
