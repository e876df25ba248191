import { REPAIR_ACTIONS, REPAIR_SOURCE_OPTIONS, REPAIR_TRANSITIONS, type RepairAction, type RepairOrderInput } from '@cvap/contracts';
import { Button, Card, Descriptions, Empty, Rate, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { StatusTag } from './status-tag.js';
import { CreateOrderDialog } from './CreateOrderDialog.js';
import { StepDialog } from './StepDialog.js';
import { useLabel } from './use-language.js';
import './repair.css';
import { RepairEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../../request/endpoint.js';

function idOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function actionOf(search: string): RepairAction | null {
  const raw = new URLSearchParams(search).get('action');
  return (REPAIR_ACTIONS as readonly string[]).includes(raw ?? '') ? (raw as RepairAction) : null;
}

/** The order's own fields as the report form takes them (for the edit of an order awaiting dispatch). */
function editValues(order: Record<string, unknown>, photos: string[]): Partial<RepairOrderInput> {
  const pick = (name: string) => (order[name] === null || order[name] === undefined ? undefined : order[name]);
  return {
    typeId: pick('typeId') as number | undefined,
    title: pick('title') as string | undefined,
    content: pick('content') as string | undefined,
    address: pick('address') as string | undefined,
    reporterName: pick('reporterName') as string | undefined,
    reporterPhone: pick('reporterPhone') as string | undefined,
    source: pick('source') as string | undefined,
    photos,
  };
}

const EVENT_LABELS: Record<string, { zh: string; en: string }> = { create: { zh: '报修', en: 'Reported' } };

/**
 * 报修详情 (/repairManager/myRepairDetail?id=): the order, its photos, its history as a timeline (who, when, which
 * step, from and to which state, note, photos, rating, score) and a button for each action the server says this
 * user may take now — nothing else is offered. `&action=visit` (repairRevisitAdd) opens that step at once.
 */
export function OrderDetail() {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { search } = useLocation();
  const id = idOf(search);
  const initial = actionOf(search);
  const [action, setAction] = useState<RepairAction | null>(null);
  const detail = useEndpoint(RepairEndpoints.detail, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const allowed = detail.data?.actions ?? [];
  // `&action=` opens that step once, when the order allows it; closing the dialog does not reopen it.
  const [dismissed, setDismissed] = useState(false);
  const open = action ?? (!dismissed && initial && allowed.includes(initial) ? initial : null);

  if (id === null || detail.isError) return <Empty description={t('repair.notFound')} />;
  if (!detail.data) return <Spin />;
  const { order, photos, events } = detail.data;
  const source = REPAIR_SOURCE_OPTIONS.find((o) => o.value === order.source);
  return (
    <div className="repair-detail" data-testid="repair-detail">
      <Card
        size="small"
        title={
          <Space wrap>
            <StatusTag status={String(order.status)} />
            <Typography.Text data-testid="repair-detail-no">{String(order.orderNo)}</Typography.Text>
            {order.overdue === 1 && <Tag color="red">{t('repair.overdue')}</Tag>}
          </Space>
        }
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {String(order.title)}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2, lg: 3 }}>
          <Descriptions.Item label={t('repair.type')}>{String(order.typeIdLabel ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('repair.address')}>{String(order.address ?? '')}</Descriptions.Item>
          <Descriptions.Item
            label={t('repair.reporter')}
          >{`${String(order.reporterName ?? '')} ${String(order.reporterPhone ?? '')}`}</Descriptions.Item>
          <Descriptions.Item label={t('repair.source')}>{source ? label(source) : ''}</Descriptions.Item>
          <Descriptions.Item label={t('repair.worker')}>
            <span data-testid="repair-detail-worker">{String(order.assigneeUserIdLabel ?? '')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('repair.deadline')}>{String(order.completeDeadline ?? '')}</Descriptions.Item>
          {order.rating != null && (
            <Descriptions.Item label={t('repair.rating')}>
              <Rate disabled value={Number(order.rating)} />
            </Descriptions.Item>
          )}
          {order.checkScore != null && <Descriptions.Item label={t('repair.score')}>{String(order.checkScore)}</Descriptions.Item>}
        </Descriptions>
        {order.content ? <Typography.Paragraph>{String(order.content)}</Typography.Paragraph> : null}
        {photos.length > 0 && <UploadWidget value={photos} multiple pictures disabled />}
        <div className="repair-detail__actions" data-testid="repair-actions">
          {allowed.map((a) => (
            <Button
              key={a}
              type={a === 'close' || a === 'return' ? 'default' : 'primary'}
              danger={a === 'close'}
              onClick={() => setAction(a)}
              data-testid={`repair-action-${a}`}
            >
              {label(REPAIR_TRANSITIONS[a].label)}
            </Button>
          ))}
        </div>
      </Card>
      <Card size="small" title={t('repair.timeline')} style={{ marginTop: 12 }}>
        <Timeline
          data-testid="repair-timeline"
          items={events.map((event) => ({
            key: event.id,
            color: event.toStatus === 'closed' ? 'gray' : event.action === 'return' ? 'red' : 'blue',
            children: (
              <div data-testid={`repair-event-${event.action}`}>
                <Space wrap size={6}>
                  <Typography.Text strong>
                    {label(
                      EVENT_LABELS[event.action] ??
                        REPAIR_TRANSITIONS[event.action as RepairAction]?.label ?? { zh: event.action, en: event.action },
                    )}
                  </Typography.Text>
                  <StatusTag status={event.toStatus} />
                  <Typography.Text type="secondary">{event.createdAt}</Typography.Text>
                </Space>
                <div>
                  {event.actorName ?? t('repair.nobody')}
                  {event.assigneeName && event.action !== 'create' ? ` → ${event.assigneeName}` : ''}
                </div>
                {event.reason && (
                  <Typography.Paragraph style={{ marginBottom: 0 }}>
                    {event.actorName ? event.reason : t('repair.byRule', { rule: event.reason })}
                  </Typography.Paragraph>
                )}
                {event.rating != null && <Rate disabled value={event.rating} />}
                {event.score != null && <div>{`${t('repair.score')}: ${event.score}`}</div>}
                {event.photos.length > 0 && <UploadWidget value={event.photos} multiple pictures disabled />}
              </div>
            ),
          }))}
        />
      </Card>
      {open === 'update' && (
        <CreateOrderDialog
          editing={{ id, values: editValues(order, photos) }}
          onClose={() => {
            setAction(null);
            setDismissed(true);
          }}
        />
      )}
      {open && open !== 'update' && (
        <StepDialog
          action={open}
          orderId={id}
          onClose={() => {
            setAction(null);
            setDismissed(true);
          }}
        />
      )}
    </div>
  );
}
