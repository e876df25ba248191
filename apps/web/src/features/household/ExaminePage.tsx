import { permissionCode, REJECT_REASON_MAX, ReviewStatus, type FieldDecl, type ReviewVerdict } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space, Tabs, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import { useResourceList, type Row } from '../../resource/api.js';
import { fieldOf } from '../../resource/decl.js';
import { ListPager, ListTable, turnedPage } from '../../resource/ListTable.js';
import { PAGER } from '../../resource/pager.js';
import { searchFilters } from '../../resource/search-values.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { householdApi } from './household-api.js';
import { registrationCell } from './registration-cells.js';
import { HouseholdPaths, inlineUrl, KINDS, type RegistrationKind } from './registration-kinds.js';
import { batchPlan, rejectReasonError, rowReviewActions } from './review-actions.js';
import '../../resource/resource.css';
import './household.css';

/** The columns of a review list, by kind (what a reviewer needs to decide, then the review itself). */
const COLUMNS: Readonly<Record<RegistrationKind, readonly string[]>> = {
  person: [
    'portrait',
    'name',
    'personType',
    'phone',
    'idCard',
    'apartmentId',
    'companyId',
    'reviewStatus',
    'reviewerId',
    'reviewedAt',
    'rejectReason',
    'createdAt',
  ],
  staff: [
    'portrait',
    'name',
    'staffNo',
    'staffType',
    'phone',
    'departmentId',
    'reviewStatus',
    'reviewerId',
    'reviewedAt',
    'rejectReason',
    'createdAt',
  ],
};

interface SearchValues {
  name?: string;
  phone?: string;
  reviewStatus?: number | null;
}

function RejectDialog({
  count,
  name,
  onCancel,
  onConfirm,
}: {
  count: number;
  name?: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={name ? t('household.rejectTitle', { name }) : t('household.rejectTitleBatch', { count })}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('household.reject')}
      okButtonProps={{ danger: true, loading: saving, 'data-testid': 'reject-ok' } as never}
      destroyOnHidden
      data-testid="reject-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('household.rejectReason')}
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const error = rejectReasonError(value);
                if (error === 'required') return Promise.reject(new Error(t('household.rejectReasonRequired')));
                if (error === 'tooLong') return Promise.reject(new Error(t('household.rejectReasonMax', { n: REJECT_REASON_MAX })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One tab of the review screen: registrations of a kind, pending first by default, with single and batch verdicts. */
function ReviewPanel({ kind }: { kind: RegistrationKind }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = KINDS[kind];
  const texts = useResourceTexts(config.decl);
  const mayReview = usePermission(config.reviewElement);
  const [form] = Form.useForm<SearchValues>();
  const initial: SearchValues = { reviewStatus: ReviewStatus.pending };
  const [filters, setFilters] = useState<Record<string, unknown>>(() => searchFilters(config.decl, initial as Record<string, unknown>));
  const [paging, setPaging] = useState<{ page: number; limit: number }>({ page: 1, limit: PAGER.defaultPageSize });
  const [selected, setSelected] = useState<Row[]>([]);
  const [rejecting, setRejecting] = useState<Row[] | null>(null);

  const body = { ...paging, sort: 'id', order: 'desc' as const, ...filters };
  const list = useResourceList(config.decl, body);

  const verdict = async (rows: Row[], given: ReviewVerdict, reason?: string) => {
    await householdApi.review(kind, { ids: rows.map((row) => row.id), verdict: given, ...(reason ? { reason } : {}) });
    noticeSuccess(t(given === 'pass' ? 'household.passed' : 'household.rejected'));
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['resource', config.decl.name] });
  };

  const batch = (given: ReviewVerdict) => {
    const plan = batchPlan(selected, given);
    if (plan.kind === 'empty') return noticeWarning(t('household.selectAtLeastOne'));
    if (plan.kind === 'refused')
      return noticeWarning(
        t('household.batchNotAllowed', {
          names: plan.names.join('、'),
          verdict: t(given === 'pass' ? 'household.pass' : 'household.reject'),
        }),
      );
    if (given === 'reject') return setRejecting(selected);
    modal.confirm({
      title: t('household.confirmPass', { count: plan.ids.length }),
      okButtonProps: { 'data-testid': 'confirm-pass' } as never,
      onOk: () => verdict(selected, 'pass').catch(() => undefined),
    });
    return undefined;
  };

  const column = (name: string) => {
    const field = fieldOf(config.decl, name) as FieldDecl;
    return {
      key: name,
      dataIndex: name,
      title: texts.fieldLabel(name, field),
      render: (value: unknown, row: Row) => registrationCell(name, field, value, row, texts),
    };
  };
  const columns: TableProps<Row>['columns'] = [
    ...COLUMNS[kind].map(column),
    {
      key: 'actions',
      title: texts.t('resource.actions'),
      fixed: 'right',
      render: (_: unknown, row: Row) => {
        const offered = rowReviewActions(row.reviewStatus, mayReview);
        return (
          <Space size={0} className="resource-row-actions">
            <Button
              type="link"
              size="small"
              onClick={() => navigate(inlineUrl('detail', kind, row.id, HouseholdPaths.examine))}
              data-testid={`row-detail-${row.id}`}
            >
              {texts.t('resource.detail')}
            </Button>
            {offered.pass && (
              <Button
                type="link"
                size="small"
                onClick={() => void verdict([row], 'pass').catch(() => undefined)}
                data-testid={`row-pass-${row.id}`}
              >
                {t('household.pass')}
              </Button>
            )}
            {offered.reject && (
              <Button type="link" size="small" danger onClick={() => setRejecting([row])} data-testid={`row-reject-${row.id}`}>
                {t('household.reject')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="resource-page" data-testid={`review-panel-${kind}`}>
      <Form
        form={form}
        layout="inline"
        className="resource-search"
        initialValues={initial}
        onFinish={(values) => {
          setFilters(searchFilters(config.decl, values as Record<string, unknown>));
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        data-testid="review-search"
      >
        <Form.Item name="name" label={texts.fieldLabel('name')}>
          <Input allowClear data-testid="review-search-name" />
        </Form.Item>
        <Form.Item name="phone" label={texts.fieldLabel('phone')}>
          <Input allowClear data-testid="review-search-phone" />
        </Form.Item>
        <Form.Item name="reviewStatus" label={texts.fieldLabel('reviewStatus')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={(fieldOf(config.decl, 'reviewStatus')?.options ?? []).map((option) => ({
              value: option.value,
              label: texts.optionLabel(option),
            }))}
            data-testid="review-search-status"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="review-search-submit">
            {t('household.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.submit();
            }}
            data-testid="review-search-reset"
          >
            {t('household.reset')}
          </Button>
        </Space>
      </Form>
      {mayReview && (
        <div className="household-review-toolbar">
          <Button type="primary" onClick={() => batch('pass')} data-testid="batch-pass">
            {t('household.batchPass')}
          </Button>
          <Button danger onClick={() => batch('reject')} data-testid="batch-reject">
            {t('household.batchReject')}
          </Button>
        </div>
      )}
      <ListTable
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        rowSelection={
          mayReview
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                onChange: (_keys, rows) => setSelected(rows),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        data-testid="review-table"
      />
      <ListPager
        page={paging.page}
        limit={paging.limit}
        total={list.data?.total ?? 0}
        totalExact={list.data?.totalExact ?? true}
        texts={texts}
        onChange={(page, limit) => setPaging((current) => turnedPage(current, page, limit))}
        testId="review-pager"
      />
      {rejecting && (
        <RejectDialog
          count={rejecting.length}
          name={rejecting.length === 1 ? String(rejecting[0]!.name ?? '') : undefined}
          onCancel={() => setRejecting(null)}
          onConfirm={async (reason) => {
            await verdict(rejecting, 'reject', reason);
            setRejecting(null);
          }}
        />
      )}
    </div>
  );
}

/** /householdManager/householdExamine: residents and property staff registrations to review. */
export function HouseholdExaminePage() {
  const { t } = useTranslation();
  // A tab for each kind the user may list (the review buttons need the review element besides).
  const seesResidents = usePermission(permissionCode(KINDS.person.decl, 'view'));
  const seesStaff = usePermission(permissionCode(KINDS.staff.decl, 'view'));
  return (
    <Tabs
      destroyOnHidden
      data-testid="review-tabs"
      items={[
        ...(seesResidents ? [{ key: 'person', label: t('household.residents'), children: <ReviewPanel kind="person" /> }] : []),
        ...(seesStaff ? [{ key: 'staff', label: t('household.staff'), children: <ReviewPanel kind="staff" /> }] : []),
      ]}
    />
  );
}
