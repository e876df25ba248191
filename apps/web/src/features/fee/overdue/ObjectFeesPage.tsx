import {
  FEE_TYPE_OPTIONS,
  FeeOverdueEndpoints,
  labelIn,
  OBJECT_TYPE_OPTIONS,
  type ArrearageRow,
  type ChargeOrderRow,
  type Language,
} from '@cvap/contracts';
import { Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../../i18n/language.js';
import { useEndpoint } from '../../../request/endpoint.js';

/** What a list asks for: a page, filtered by object type. */
interface ObjectQuery {
  page: number;
  limit: number;
  objectType?: number;
}

/** The reads of the two lists. */
const useChargeOrders = (body: ObjectQuery) => useEndpoint(FeeOverdueEndpoints.chargeOrder, { body });
const useArrears = (body: ObjectQuery) => useEndpoint(FeeOverdueEndpoints.arrearage, { body });

const label = (options: readonly { value: string | number; zh: string; en: string }[], value: unknown, language: Language) => {
  const option = options.find((o) => o.value === value);
  return option ? labelIn(option, language) : String(value);
};

/** A list of a bespoke fee query (fees per object, arrears): filter by object type, page through. */
function ObjectList<T extends object>({
  usePage,
  columns,
  testId,
}: {
  usePage: (body: ObjectQuery) => { data?: { rows: T[]; total: number }; isLoading: boolean };
  columns: TableProps<T>['columns'];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const [objectType, setObjectType] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const { data, isLoading } = usePage({ page, limit, ...(objectType ? { objectType } : {}) });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Select
        allowClear
        style={{ width: 200 }}
        placeholder={t('fee.objectType')}
        value={objectType}
        onChange={(value) => {
          setObjectType(value);
          setPage(1);
        }}
        options={OBJECT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: labelIn(o, language) }))}
      />
      <Table<T>
        rowKey={(row) => JSON.stringify(row)}
        size="small"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        columns={columns}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 30, 50],
          onChange: (p, size) => {
            setPage(p);
            setLimit(size);
          },
        }}
      />
    </Space>
  );
}

/** /propertyPayment/chargeSetting/chargeOrder: the fees each object has by its rules. */
export function ChargeOrderPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <ObjectList<ChargeOrderRow>
      usePage={useChargeOrders}
      testId="charge-order"
      columns={[
        { key: 'o', title: t('fee.object'), dataIndex: 'objectName' },
        { key: 't', title: t('fee.objectType'), dataIndex: 'objectType', render: (v) => label(OBJECT_TYPE_OPTIONS, v, language) },
        { key: 's', title: t('fee.standard'), dataIndex: 'standardName' },
        { key: 'f', title: t('fee.feeType'), dataIndex: 'feeType', render: (v) => label(FEE_TYPE_OPTIONS, v, language) },
        { key: 'from', title: t('fee.validFrom'), dataIndex: 'validFrom' },
        { key: 'to', title: t('fee.validTo'), dataIndex: 'validTo' },
        { key: 'last', title: t('fee.lastPeriod'), dataIndex: 'lastPeriod' },
      ]}
    />
  );
}

/** /propertyPayment/charge/arrearage: what each object owes, months owed first. */
export function ArrearagePage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <ObjectList<ArrearageRow>
      usePage={useArrears}
      testId="arrearage"
      columns={[
        { key: 'o', title: t('fee.object'), dataIndex: 'objectName' },
        { key: 't', title: t('fee.objectType'), dataIndex: 'objectType', render: (v) => label(OBJECT_TYPE_OPTIONS, v, language) },
        {
          key: 'f',
          title: t('fee.feeType'),
          dataIndex: 'feeTypes',
          render: (v: string[]) => v.map((type) => label(FEE_TYPE_OPTIONS, type, language)).join(labelIn({ zh: '、', en: ', ' }, language)),
        },
        { key: 'm', title: t('fee.monthsOwed'), dataIndex: 'monthsOwed' },
        { key: 'p', title: t('fee.periods'), render: (_: unknown, row) => `${row.firstPeriod} – ${row.lastPeriod}` },
        { key: 'r', title: t('fee.receivable'), dataIndex: 'receivable', align: 'right' },
        { key: 'w', title: t('fee.outstanding'), dataIndex: 'outstanding', align: 'right' },
      ]}
    />
  );
}

export default ChargeOrderPage;
