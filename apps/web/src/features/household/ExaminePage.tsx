import { permissionCode, ReviewStatus, type FieldDecl, type ReviewVerdict } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Tabs, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import { useResourceList, type Row, resourceKey } from '../../resource/api.js';
import { fieldOf } from '../../resource/decl.js';
import { ListPager, ListTable, turnedPage } from '../../resource/ListTable.js';
import { PAGER } from '../../resource/pager.js';
import { searchFilters } from '../../resource/search-values.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { householdApi } from './household-api.js';
import { registrationCell } from './registration-cells.js';
import { KINDS, type RegistrationKind } from './registration-kinds.js';
import { batchPlan } from './review-actions.js';
import { RejectDialog, ReviewRowActions, ReviewSearch, type SearchValues } from './review-parts.js';
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

/** One tab of the review screen: registrations of a kind, pending first by default, with single and batch verdicts. */
function ReviewPanel({ kind }: { kind: RegistrationKind }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
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
    await queryClient.invalidateQueries({ queryKey: resourceKey(config.decl) });
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
      render: (_: unknown, row: Row) => (
        <ReviewRowActions
          kind={kind}
          row={row}
          mayReview={mayReview}
          texts={texts}
          onPass={() => void verdict([row], 'pass').catch(() => undefined)}
          onReject={() => setRejecting([row])}
        />
      ),
    },
  ];

  return (
    <div className="resource-page" data-testid={`review-panel-${kind}`}>
      <ReviewSearch
        kind={kind}
        form={form}
        initial={initial}
        texts={texts}
        onSearch={(values) => {
          setFilters(searchFilters(config.decl, values as Record<string, unknown>));
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
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
  const seesPersons = usePermission(permissionCode(KINDS.person.decl, 'view'));
  const seesStaff = usePermission(permissionCode(KINDS.staff.decl, 'view'));
  return (
    <Tabs
      destroyOnHidden
      data-testid="review-tabs"
      items={[
        ...(seesPersons ? [{ key: 'person', label: t('household.residents'), children: <ReviewPanel kind="person" /> }] : []),
        ...(seesStaff ? [{ key: 'staff', label: t('household.staff'), children: <ReviewPanel kind="staff" /> }] : []),
      ]}
    />
  );
}
