import {
  AccessEndpoints,
  AUTH_TASK_TYPE,
  CARD_ELEMENTS,
  CARD_TRANSITIONS,
  cardResource,
  type CardOperation,
  type CardOperationResult,
} from '@cvap/contracts';
import { Button, Modal, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../request/endpoint.js';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import { CardValidityPicker, type CardValidityProps } from '../../resource/CardValidityPicker.js';
import { DateFormats } from '../../resource/date-range.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { startedTask } from '../../tasks/task-list.js';
import { updateTask } from '../../tasks/task-store.js';

const ELEMENT: Record<CardOperation, string> = {
  lost: CARD_ELEMENTS.lost.code,
  return: CARD_ELEMENTS.return.code,
  renew: CARD_ELEMENTS.renew.code,
  freeze: CARD_ELEMENTS.freeze.code,
  unfreeze: CARD_ELEMENTS.freeze.code,
};

function CardActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState(false);
  const [until, setUntil] = useState<Dayjs | null>(null);
  const granted = {
    lost: usePermission(ELEMENT.lost),
    return: usePermission(ELEMENT.return),
    renew: usePermission(ELEMENT.renew),
    freeze: usePermission(ELEMENT.freeze),
    unfreeze: usePermission(ELEMENT.unfreeze),
  };
  const id = row.id as number;
  /** An operation answered: its device task followed, said, and the list read again. */
  const done = (operation: CardOperation, result: CardOperationResult) => {
    if (result.taskId)
      updateTask(startedTask(result.taskId, AUTH_TASK_TYPE, 'cardManager:cardMng', t('cards.deviceTask', { cardNo: String(row.cardNo) })));
    noticeSuccess(t(`cards.done.${operation}`));
    context.refresh();
  };
  const run = (operation: Exclude<CardOperation, 'renew'>) =>
    callEndpoint(AccessEndpoints.cardOperations[operation], { params: { id }, body: undefined }).then((result) => done(operation, result));
  const renew = (validUntil: string) =>
    callEndpoint(AccessEndpoints.cardOperations.renew, { params: { id }, body: { validUntil } }).then((result) => done('renew', result));
  const allowed = (operation: CardOperation) =>
    granted[operation] && (CARD_TRANSITIONS[operation].from as readonly number[]).includes(Number(row.status));
  const confirmed = (operation: Exclude<CardOperation, 'renew'>) =>
    allowed(operation) && (
      <Popconfirm
        key={operation}
        title={t(`cards.confirm.${operation}`, { cardNo: String(row.cardNo) })}
        onConfirm={() => run(operation).catch(() => undefined)}
      >
        <Button type="link" size="small" data-testid={`card-${operation}-${String(row.id)}`}>
          {t(`cards.action.${operation}`)}
        </Button>
      </Popconfirm>
    );
  return (
    <>
      {confirmed('lost')}
      {confirmed('freeze')}
      {confirmed('unfreeze')}
      {allowed('renew') && (
        <Button type="link" size="small" onClick={() => setRenewing(true)} data-testid={`card-renew-${String(row.id)}`}>
          {t('cards.action.renew')}
        </Button>
      )}
      {confirmed('return')}
      <Modal
        open={renewing}
        title={t('cards.renewTitle', { cardNo: String(row.cardNo) })}
        onCancel={() => setRenewing(false)}
        okButtonProps={{ disabled: !until }}
        onOk={() => {
          if (!until) return noticeWarning(t('cards.pickValidity'));
          return renew(until.format(DateFormats.datetime)).then(() => setRenewing(false));
        }}
        destroyOnHidden
      >
        <CardValidityPicker value={until} onChange={setUntil} />
      </Modal>
    </>
  );
}

/**
 * /cardManager/cardMng: access cards of residents, staff and visitors. Issuing is the add form (validity with the
 * spec's presets, past days disabled); each row offers report lost, freeze or unfreeze, renew and return as its
 * status allows. Issuing and every operation are carried to the holder's devices as a background task.
 */
export default function CardMngPage() {
  return (
    <ResourcePage
      decl={cardResource}
      overrides={{
        inputs: { validUntil: (props) => <CardValidityPicker {...(props as CardValidityProps)} /> },
        rowActions: (row, context) => <CardActions row={row} context={context} />,
      }}
    />
  );
}
