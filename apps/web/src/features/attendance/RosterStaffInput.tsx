import { departmentResource, LOOKUP_LIMIT, staffResource } from '@cvap/contracts';
import { Space, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, useLookupRows } from '../../resource/api.js';
import type { FieldInputOverrideProps } from '../../resource/EditDialog.js';
import { FieldInput } from '../../resource/FieldInput.js';
import { lookupNodes, toSelectableTree } from '../../resource/reference.js';
import { fieldPath } from '../../resource/registry.js';
import { useFormResidential } from '../../resource/same-residential.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { actingResidential } from '../../session/residential.js';
import { useOptionalUser } from '../../session/user-info.js';

/** The staff ids a department adds: its staff the field lets be picked (reviewed), of the rotation's community. */
async function departmentStaff(field: FieldInputOverrideProps['field'], departmentId: number, community: number | undefined) {
  const via = fieldPath(field);
  const answer = await resourceApi(staffResource).lookup({ ...(via ? { via } : {}), filter: { departmentId }, limit: LOOKUP_LIMIT });
  return answer.rows
    .filter((row) => row.residentialId !== null && (community === undefined || row.residentialId === community))
    .map((row) => row.id);
}

/**
 * A rotation's staff: the usual picker, and beside it the department tree (the community's departments and the head
 * office's): choosing a department adds its reviewed staff of the rotation's community, each once; people are still
 * removed one by one in the picker.
 */
export function RosterStaffInput({ name, field, texts, disabled, value, onChange }: FieldInputOverrideProps) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const formResidential = useFormResidential(field);
  const community = formResidential ?? (user ? actingResidential(user, readCompanyId())?.id : undefined);
  const departments = useLookupRows(departmentResource, { limit: LOOKUP_LIMIT }, { enabled: !disabled });
  const [department, setDepartment] = useState<number>();
  const [added, setAdded] = useState<number | null>(null);
  const add = async (departmentId: number | undefined) => {
    setDepartment(departmentId);
    if (departmentId === undefined) return setAdded(null);
    const ids = await departmentStaff(field, departmentId, community);
    const current = Array.isArray(value) ? (value as number[]) : [];
    onChange?.([...new Set([...current, ...ids])]);
    setAdded(ids.length);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <FieldInput name={name} field={field} texts={texts} purpose="form" disabled={disabled} value={value} onChange={onChange} />
      {!disabled && (
        <TreeSelect
          style={{ width: '100%' }}
          allowClear
          value={department}
          placeholder={t('attendance.rosterByDepartment')}
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          loading={departments.isLoading}
          treeData={toSelectableTree(lookupNodes(departments.data?.rows ?? []), false)}
          onChange={(departmentId: number | undefined) => void add(departmentId).catch(() => undefined)}
          data-testid="roster-department"
        />
      )}
      {added !== null && (
        <Typography.Text type="secondary" data-testid="roster-department-added">
          {added > 0 ? t('attendance.rosterDepartmentAdded', { count: added }) : t('attendance.rosterDepartmentNone')}
        </Typography.Text>
      )}
    </Space>
  );
}
