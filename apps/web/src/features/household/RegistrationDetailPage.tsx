import { permissionCode } from '@cvap/contracts';
import { Button, Card, Descriptions, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { fieldsOf } from '../../resource/decl.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { registrationCell } from './registration-cells.js';
import { idOfQuery, inlineUrl, KINDS, type RegistrationKind } from './registration-kinds.js';
import { useRegistrationDetail } from './registration-query.js';
import './household.css';

const REVIEW_FIELDS: ReadonlySet<string> = new Set(['reviewStatus', 'reviewerId', 'reviewedAt', 'rejectReason']);

/** A registration read-only: portrait, every declared field, and the review (status, reviewer, time, reason). */
function RegistrationDetail({ kind }: { kind: RegistrationKind }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const config = KINDS[kind];
  const texts = useResourceTexts(config.decl);
  const mayEdit = usePermission(permissionCode(config.decl, 'edit'));
  const id = idOfQuery(search);
  const detail = useRegistrationDetail(config.decl, id);
  if (id === null || detail.isError) return <Result status="404" title={t('household.notFound')} data-testid="registration-not-found" />;
  const row = detail.data;
  if (!row) return <Spin />;
  // Hidden fields (the reviewer's name, shown in the reviewer's place) have no row of their own.
  const shown = fieldsOf(config.decl).filter(([name, field]) => field.kind !== 'id' && field.form !== 'hidden' && name !== 'portrait');
  const item = ([name, field]: (typeof shown)[number]) => ({
    key: name,
    label: texts.fieldLabel(name, field),
    children: <span data-testid={`detail-${name}`}>{registrationCell(name, field, row[name], row, texts)}</span>,
  });
  return (
    <div className="household-detail" data-testid={`registration-detail-${kind}`}>
      <Card
        title={t('household.basicInfo')}
        extra={
          mayEdit ? (
            <Button type="primary" onClick={() => navigate(inlineUrl('edit', kind, row.id))} data-testid="detail-edit">
              {t('household.edit')}
            </Button>
          ) : null
        }
      >
        <div className="household-detail__body">
          <div className="household-detail__portrait" data-testid="detail-portrait">
            {registrationCell('portrait', config.decl.fields.portrait, row.portrait, row, texts, 120)}
          </div>
          <Descriptions column={2} bordered size="small" items={shown.filter(([name]) => !REVIEW_FIELDS.has(name)).map(item)} />
        </div>
      </Card>
      <Card title={t('household.reviewInfo')}>
        <Descriptions column={2} bordered size="small" items={shown.filter(([name]) => REVIEW_FIELDS.has(name)).map(item)} />
      </Card>
    </div>
  );
}

/** /householdManager/detail?id= */
export function PersonDetailPage() {
  return <RegistrationDetail kind="person" />;
}

/** /householdManager/detail2?id= */
export function StaffDetailPage() {
  return <RegistrationDetail kind="staff" />;
}
