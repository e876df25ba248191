import { PlusOutlined } from '@ant-design/icons';
import { permissionCode } from '@cvap/contracts';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Row } from '../../resource/api.js';
import { fieldsOf } from '../../resource/decl.js';
import { ResourcePage, type ResourcePageOverrides } from '../../resource/ResourcePage.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { registrationCells } from './registration-cells.js';
import { inlineUrl, KINDS, type RegistrationKind } from './registration-kinds.js';

/**
 * A registration list (resident or property staff): the declaration's search, table and pager, with add, edit
 * and detail opening the inline pages instead of the dialog; portraits as thumbnails.
 */
function RegistrationList({ kind }: { kind: RegistrationKind }) {
  const config = KINDS[kind];
  const texts = useResourceTexts(config.decl);
  const navigate = useNavigate();
  const canAdd = usePermission(permissionCode(config.decl, 'add'));
  const canEdit = usePermission(permissionCode(config.decl, 'edit'));
  const canView = usePermission(permissionCode(config.decl, 'view'));
  const overrides = useMemo<ResourcePageOverrides>(
    () => ({
      hiddenActions: ['add', 'edit', 'view'],
      cells: registrationCells(fieldsOf(config.decl), texts),
      toolbar: () => (
        <>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(inlineUrl('add', kind))} data-testid="resource-add">
              {texts.t('resource.add')}
            </Button>
          )}
        </>
      ),
      // Detail and edit first, as on every list (详情 编辑 复制 删除).
      leadingRowActions: (row: Row) => (
        <>
          {canView && (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(inlineUrl('detail', kind, row.id))}
              data-testid={`row-detail-${row.id}`}
            >
              {texts.t('resource.detail')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => navigate(inlineUrl('edit', kind, row.id))} data-testid={`row-edit-${row.id}`}>
              {texts.t('resource.edit')}
            </Button>
          )}
        </>
      ),
    }),
    // texts changes identity on every render; its language is what the cells depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, canAdd, canEdit, canView, texts.language, navigate],
  );
  return <ResourcePage decl={config.decl} overrides={overrides} />;
}

/** /householdManager/householdReg */
export function HouseholdRegPage() {
  return <RegistrationList kind="person" />;
}

/** /householdManager/propertyReg */
export function PropertyRegPage() {
  return <RegistrationList kind="staff" />;
}
