import { roleResource, SYSTEM_ELEMENTS, SystemEndpoints, type GrantNode } from '@cvap/contracts';
import { Button, Modal, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';
import { callEndpoint, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { grantedKeys, grantsFromChecked, toGrantTree, toggleGrant } from './grant-tree.js';

/** A role's menus and elements as one tree, saved in one call. */
function GrantDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data, isLoading } = useEndpoint(SystemEndpoints.roleGrants, { params: { id: Number(row.id) } }, { staleTime: 0 });
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const tree = useMemo(() => toGrantTree(data ?? [], language), [data, language]);
  // The loaded grants reset the checked keys while rendering (not in an effect, which would render twice).
  const [grantsShown, setGrantsShown] = useState<GrantNode[] | undefined>();
  if (data && data !== grantsShown) {
    setGrantsShown(data);
    setChecked(grantedKeys(data));
  }
  const save = async () => {
    setSaving(true);
    try {
      await callEndpoint(SystemEndpoints.saveRoleGrants, { params: { id: Number(row.id) }, body: grantsFromChecked(checked) });
      noticeSuccess(t('system.grantsSaved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('system.grantsTitle', { name: String(row.name) })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okButtonProps={{ loading: saving, 'data-testid': 'grants-save' } as never}
      styles={{ body: { maxHeight: 600, overflowY: 'auto' } }}
      destroyOnHidden
      data-testid="grants-dialog"
    >
      <Spin spinning={isLoading}>
        {data && (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            treeData={tree}
            checkedKeys={{ checked, halfChecked: [] }}
            onCheck={(_keys, info) => setChecked((current) => toggleGrant(tree, current, String(info.node.key), info.checked))}
          />
        )}
      </Spin>
    </Modal>
  );
}

function GrantAction({ row }: { row: Row }) {
  const { t } = useTranslation();
  const allowed = usePermission(SYSTEM_ELEMENTS.roleGrant.code);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={`role-grants-${row.id}`}>
        {t('system.grants')}
      </Button>
      {open && <GrantDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

/** /systemManager/roleMng: roles, and each role's grants of menus and elements. */
export default function RoleMngPage() {
  return <ResourcePage decl={roleResource} overrides={{ rowActions: (row) => <GrantAction row={row} /> }} />;
}
