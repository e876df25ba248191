import {
  PATROL_ELEMENTS,
  PATROL_PROBLEM_PHOTO_MAX,
  PATROL_ORDER_OPTIONS,
  PATROL_PROBLEM_STATUS_OPTIONS,
  PATROL_RECORD_STATUS_OPTIONS,
  PATROL_RESULT_OPTIONS,
  PATROL_TASK_STATUS_OPTIONS,
  PatrolEndpoints,
  type EnumOption,
  type PatrolTaskDetail,
} from '@cvap/contracts';
import { CameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, List, Modal, Progress, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLabel } from '../../i18n/label.js';
import { useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { UploadsInFlightScope, useUploadsInFlight } from '../../resource/uploads-in-flight.js';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { usePermission } from '../../session/permissions.js';
import { canScan, scanOnce } from './scanner.js';
import { idOf, patrolApi, patrolChanged } from './patrol-api.js';
import { PhotoThumbs } from './PhotoThumbs.js';
import '../../layout/phone-screen.css';
import './patrol.css';

export function OptionTag({ options, value }: { options: readonly EnumOption[]; value: string | null }) {
  const label = useLabel();
  const option = options.find((o) => o.value === value);
  return option ? <Tag color={option.color}>{label(option)}</Tag> : null;
}

/** The camera view: scans until a code is read (handed to `onCode`) or the dialog is closed. */
function ScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    if (video.current)
      scanOnce(video.current, stop.signal).then(onCode, (error: unknown) => {
        if (!stop.signal.aborted && !(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      });
    return () => stop.abort();
  }, [onCode]);
  return (
    <Modal open title={t('patrol.scan')} footer={null} onCancel={onClose} destroyOnHidden>
      {failed ? (
        <Alert type="warning" showIcon title={t('patrol.cameraDenied')} />
      ) : (
        <Typography.Text>{t('patrol.scanning')}</Typography.Text>
      )}
      <video ref={video} className="patrol-scan__video" muted playsInline />
    </Modal>
  );
}

/** The check-in: the code scanned or typed, the result found, a remark. */
function CheckInForm({ task, onDone }: { task: PatrolTaskDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<{ code: string; result: string; remark?: string }>();
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [scanner, setScanner] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void canScan().then((can) => live && setScanner(can));
    return () => {
      live = false;
    };
  }, []);
  const submit = async (values: { code: string; result: string; remark?: string }) => {
    setBusy(true);
    try {
      const done = await patrolApi.checkIn({
        taskId: task.id,
        code: values.code,
        result: values.result as 'normal',
        remark: values.remark || undefined,
      });
      noticeSuccess(t('patrol.checkedIn', { point: done.pointName }));
      form.setFieldsValue({ code: '', remark: '' });
      onDone();
    } catch {
      // The refusal is shown by the request client, in the user's language.
    } finally {
      setBusy(false);
    }
  };
  const scanned = (code: string) => {
    setScanning(false);
    form.setFieldValue('code', code);
    void submit({ ...form.getFieldsValue(), code });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ result: 'normal' }}
      onFinish={(values) => void submit(values)}
      data-testid="patrol-checkin-form"
    >
      {scanner ? (
        <Button block size="large" type="primary" icon={<CameraOutlined />} onClick={() => setScanning(true)} data-testid="patrol-scan">
          {t('patrol.scan')}
        </Button>
      ) : (
        scanner === false && <Alert type="info" showIcon title={t('patrol.scanUnavailable')} data-testid="patrol-scan-unavailable" />
      )}
      <Form.Item
        name="code"
        label={t('patrol.code')}
        rules={[{ required: true, whitespace: true, message: t('patrol.codeRequired') }]}
        style={{ marginTop: 12 }}
      >
        <Input size="large" placeholder={t('patrol.codePlaceholder')} autoComplete="off" data-testid="patrol-code" />
      </Form.Item>
      <Form.Item name="result" label={t('patrol.result')}>
        <Segmented block options={PATROL_RESULT_OPTIONS.map((o) => ({ value: o.value, label: label(o) }))} data-testid="patrol-result" />
      </Form.Item>
      <Form.Item name="remark" label={t('patrol.remark')}>
        <Input maxLength={200} />
      </Form.Item>
      <Button block size="large" type="primary" htmlType="submit" loading={busy} data-testid="patrol-checkin">
        {t('patrol.checkIn')}
      </Button>
      {scanning && <ScanDialog onCode={scanned} onClose={() => setScanning(false)} />}
    </Form>
  );
}

/** The problem's pictures, taken with the phone's camera or chosen from its album, uploaded as they are added. */
function PhotoInput({ value, onChange }: { value?: string[]; onChange?: (value: string[]) => void }) {
  return (
    <UploadWidget
      multiple
      pictures
      accept="image/*"
      limit={PATROL_PROBLEM_PHOTO_MAX}
      value={value ?? []}
      onChange={(next) => onChange?.(Array.isArray(next) ? next : next ? [next] : [])}
    />
  );
}

function ProblemDialog({ taskId, pointId, onClose }: { taskId: number; pointId: number; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string; description?: string; photos?: string[] }>();
  const [busy, setBusy] = useState(false);
  const uploads = useUploadsInFlight();
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await patrolApi.raiseProblem({
        taskId,
        pointId,
        title: values.title,
        description: values.description || undefined,
        photos: values.photos?.length ? values.photos : undefined,
      });
      noticeSuccess(t('patrol.problemReported'));
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('patrol.reportProblem')}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={busy || uploads.uploading}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <UploadsInFlightScope track={uploads.track}>
        <Form form={form} layout="vertical" data-testid="patrol-problem-form">
          <Form.Item
            name="title"
            label={t('patrol.problemTitle')}
            rules={[{ required: true, whitespace: true, message: t('patrol.problemTitleRequired') }]}
          >
            <Input maxLength={100} data-testid="patrol-problem-title" />
          </Form.Item>
          <Form.Item name="description" label={t('patrol.description')}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
          <Form.Item name="photos" label={t('patrol.photos')}>
            <PhotoInput />
          </Form.Item>
        </Form>
      </UploadsInFlightScope>
    </Modal>
  );
}

/**
 * 巡更任务详情 (/patrolManager/patrolTaskDetail?id=): the task's window, route, people and points in order, and the
 * check-in — by the phone camera where the browser can scan, by the code typed where it cannot. Narrow screens
 * (a phone, 390 px) get it full-screen over the console.
 */
export function TaskDetailPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { search } = useLocation();
  const id = idOf(search);
  const queryClient = useQueryClient();
  const canCheckIn = usePermission(PATROL_ELEMENTS.checkIn.code);
  const canReport = usePermission(PATROL_ELEMENTS.raiseProblem.code);
  const [problemAt, setProblemAt] = useState<number | null>(null);
  const task = useEndpoint(PatrolEndpoints.taskDetail, { params: { id: id ?? 0 } }, { enabled: id !== null });
  if (id === null || task.isError) return <Empty description={t('patrol.notFound')} />;
  if (!task.data) return <Spin />;
  const data = task.data;
  const checked = data.points.filter((point) => point.status === 'checked').length;
  const order = PATROL_ORDER_OPTIONS.find((o) => o.value === data.orderMode);
  const refresh = () => patrolChanged(queryClient);
  return (
    <div className="patrol-checkin phone-screen" data-testid="patrol-task-detail">
      <div className="phone-screen__back">
        <Link to="/patrolManager/patrolTask">{t('patrol.backToTasks')}</Link>
      </div>
      <Card
        size="small"
        title={
          <Space wrap>
            <OptionTag options={PATROL_TASK_STATUS_OPTIONS} value={data.status} />
            <span data-testid="patrol-task-name">{data.taskName}</span>
          </Space>
        }
      >
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {t('patrol.window')}: {data.startsAt} ~ {data.dueAt}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {t('patrol.route')}: {data.routeName} · {order ? label(order) : ''}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {t('patrol.staff')}: {data.staff.map((person) => person.name).join('、')}
        </Typography.Paragraph>
        <Progress
          percent={Math.round((100 * checked) / Math.max(1, data.points.length))}
          format={() => t('patrol.progress', { checked, total: data.points.length })}
          data-testid="patrol-progress"
        />
      </Card>
      {canCheckIn && (data.status === 'open' || data.status === 'waiting') && (
        <Card size="small" style={{ marginTop: 12 }}>
          <CheckInForm task={data} onDone={refresh} />
        </Card>
      )}
      <List
        style={{ marginTop: 12 }}
        bordered
        dataSource={data.points}
        data-testid="patrol-points"
        renderItem={(point) => (
          <List.Item
            data-testid={`patrol-point-${point.seq}`}
            actions={
              canReport && point.status === 'checked'
                ? [
                    <Button
                      key="problem"
                      size="small"
                      onClick={() => setProblemAt(point.pointId)}
                      data-testid={`patrol-problem-${point.seq}`}
                    >
                      {t('patrol.reportProblem')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>
                    {point.seq}. {point.pointName}
                  </span>
                  <OptionTag options={PATROL_RECORD_STATUS_OPTIONS} value={point.status} />
                  {point.result === 'abnormal' && <OptionTag options={PATROL_RESULT_OPTIONS} value={point.result} />}
                </Space>
              }
              description={
                <>
                  <div>{point.location}</div>
                  {point.checkItems.length > 0 && (
                    <div>
                      {t('patrol.checkItems')}: {point.checkItems.join('；')}
                    </div>
                  )}
                  {point.checkedAt && (
                    <div>
                      {point.checkedAt} · {point.checkedByName}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Card size="small" title={t('patrol.problems')} style={{ marginTop: 12 }} data-testid="patrol-task-problems">
        {data.problems.length === 0 ? (
          <Typography.Text type="secondary">{t('patrol.noProblems')}</Typography.Text>
        ) : (
          data.problems.map((problem) => (
            <div key={problem.id}>
              <OptionTag options={PATROL_PROBLEM_STATUS_OPTIONS} value={problem.status} /> {problem.title}
              {problem.repairOrderNo ? ` · ${problem.repairOrderNo}` : ''}
              <PhotoThumbs paths={problem.photos} />
            </div>
          ))
        )}
      </Card>
      {problemAt !== null && (
        <ProblemDialog
          taskId={data.id}
          pointId={problemAt}
          onClose={(saved) => {
            setProblemAt(null);
            if (saved) refresh();
          }}
        />
      )}
    </div>
  );
}
