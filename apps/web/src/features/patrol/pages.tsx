import {
  PATROL_ELEMENTS,
  patrolAreaResource,
  patrolPlanResource,
  patrolPointResource,
  patrolProblemResource,
  patrolRecordResource,
  patrolRouteResource,
  patrolTaskResource,
  PatrolEndpoints,
  RepairEndpoints,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Tabs, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import type { FieldInputOverrideProps } from '../../resource/EditDialog.js';
import { usePhone } from '../../layout/use-phone.js';
import { useClearOnResidentialChange } from '../../resource/same-residential.js';
import { pageLink } from '../../resource/page-link.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { MyTasksToday } from './MyTasksToday.js';
import { patrolApi, patrolChanged } from './patrol-api.js';
import { photosCell } from './PhotoThumbs.js';
import { RoutePointsInput } from './RoutePointsInput.js';

/** 巡更点: the points (with their detail: the QR code) and, in a second tab, the community's patrol areas. */
export function PatrolPointPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      data-testid="resource-tabs"
      items={[
        {
          key: 'points',
          label: t('patrol.points'),
          children: (
            <ResourcePage
              decl={patrolPointResource}
              overrides={{
                leadingRowActions: pageLink({ path: '/patrolManager/patrolPointDetail', text: t('patrol.qrCodeLink'), testId: 'row-page' }),
              }}
            />
          ),
        },
        { key: 'areas', label: t('patrol.areas'), children: <ResourcePage decl={patrolAreaResource} /> },
      ]}
    />
  );
}

/**
 * The plan's people, from the server's list of who the plan's community may name (not the head office's user list):
 * the acting community's, or the one the head office's form names; a change of community drops who is not listed.
 */
function StaffSelect({ value, onChange, disabled }: FieldInputOverrideProps) {
  const watched: unknown = Form.useWatch('residentialId', Form.useFormInstance());
  const residential = typeof watched === 'number' ? watched : undefined;
  const staff = useEndpoint(PatrolEndpoints.staff, { query: { residentialId: residential } });
  const options = useMemo(() => (staff.data ?? []).map((person) => ({ value: person.id, label: person.name })), [staff.data]);
  useClearOnResidentialChange(residential, { value, shown: options, loading: staff.isLoading, onChange });
  return (
    <Select
      mode="multiple"
      value={(value as number[] | undefined) ?? []}
      onChange={onChange}
      disabled={disabled}
      loading={staff.isLoading}
      optionFilterProp="label"
      options={options}
      data-testid="field-userIds"
    />
  );
}

/** 巡更路线: the route's points are chosen and put in walking order (dragged, or moved up and down) in its form. */
export function PatrolRoutePage() {
  return <ResourcePage decl={patrolRouteResource} overrides={{ inputs: { pointIds: (props) => <RoutePointsInput {...props} /> } }} />;
}

export function PatrolPlanPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={patrolPlanResource}
      overrides={{
        leadingRowActions: pageLink({ path: '/patrolManager/patrolPlanDetail', text: t('patrol.planTasksLink'), testId: 'row-page' }),
        inputs: { userIds: (props) => <StaffSelect {...props} /> },
      }}
    />
  );
}

/** 巡更任务: the console's table; on a phone, the signed-in patroller's tasks of today. */
export function PatrolTaskPage() {
  const { t } = useTranslation();
  if (usePhone()) return <MyTasksToday />;
  return (
    <ResourcePage
      decl={patrolTaskResource}
      overrides={{
        leadingRowActions: pageLink({ path: '/patrolManager/patrolTaskDetail', text: t('patrol.detail'), testId: 'row-detail' }),
        hiddenActions: ['view'],
      }}
    />
  );
}

export function PatrolRecordPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={patrolRecordResource}
      overrides={{
        leadingRowActions: pageLink({ path: '/patrolManager/patrolRecordDetail', text: t('patrol.detail'), testId: 'row-detail' }),
        hiddenActions: ['view'],
      }}
    />
  );
}

interface TypeNode {
  value: number;
  title: string;
  children: TypeNode[];
}

/** Close (with a resolution) or turn into a repair order (under a repair type): one dialog for either step. */
function ProblemStepDialog({ step, row, onClose }: { step: 'close' | 'toRepair'; row: Row; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ closeNote?: string; typeId?: number }>();
  const [busy, setBusy] = useState(false);
  const types = useEndpoint(RepairEndpoints.typeAll, {}, { enabled: step === 'toRepair' });
  const tree = (pid: number | null): TypeNode[] =>
    (types.data ?? [])
      .filter((type) => type.pid === pid)
      .map((type) => ({ value: type.id, title: type.typeName, children: tree(type.id) }));
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      if (step === 'close') {
        await patrolApi.closeProblem(row.id, values.closeNote!);
        noticeSuccess(t('patrol.closed'));
      } else {
        const done = await patrolApi.toRepair(row.id, values.typeId!);
        noticeSuccess(t('patrol.repairFiled', { orderNo: done.repairOrderNo ?? '' }));
      }
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(step === 'close' ? 'patrol.close' : 'patrol.toRepair')}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`patrol-problem-${step}-form`}>
        {step === 'close' ? (
          <Form.Item
            name="closeNote"
            label={t('patrol.closeNote')}
            rules={[{ required: true, whitespace: true, message: t('patrol.closeNoteRequired') }]}
          >
            <Input.TextArea maxLength={200} rows={3} data-testid="patrol-close-note" />
          </Form.Item>
        ) : (
          <Form.Item name="typeId" label={t('patrol.repairType')} rules={[{ required: true, message: t('patrol.repairTypeRequired') }]}>
            <TreeSelect treeData={tree(null)} treeDefaultExpandAll data-testid="patrol-repair-type" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function ProblemActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canClose = usePermission(PATROL_ELEMENTS.closeProblem.code);
  const canRepair = usePermission(PATROL_ELEMENTS.problemToRepair.code);
  const [step, setStep] = useState<'close' | 'toRepair' | null>(null);
  const status = String(row.status);
  return (
    <>
      {canClose && status !== 'closed' && (
        <Button type="link" size="small" onClick={() => setStep('close')} data-testid={`patrol-close-${row.id}`}>
          {t('patrol.close')}
        </Button>
      )}
      {canRepair && status === 'open' && (
        <Button type="link" size="small" onClick={() => setStep('toRepair')} data-testid={`patrol-to-repair-${row.id}`}>
          {t('patrol.toRepair')}
        </Button>
      )}
      {step && (
        <ProblemStepDialog
          step={step}
          row={row}
          onClose={(saved) => {
            setStep(null);
            if (!saved) return;
            patrolChanged(queryClient);
            context.refresh();
          }}
        />
      )}
    </>
  );
}

/** 巡更问题: problems found on patrol, closed with a resolution or turned into a repair work order. */
export function PatrolProblemPage() {
  return (
    <ResourcePage
      decl={patrolProblemResource}
      overrides={{ rowActions: (row, context) => <ProblemActions row={row} context={context} />, cells: { photos: photosCell } }}
    />
  );
}
