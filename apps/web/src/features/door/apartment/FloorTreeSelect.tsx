import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { FieldInputOverrideProps } from '../../../resource/EditDialog.js';
import { floorPickerTree } from './area-tree.js';
import { useAreaTree } from './area-tree-query.js';

/** The floor of a house or company: a tree of community → building → floor where only floors can be chosen. */
export function FloorTreeSelect({ name, disabled, value, onChange }: FieldInputOverrideProps) {
  const { nodes, loading } = useAreaTree();
  const treeData = useMemo(() => floorPickerTree(nodes), [nodes]);
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      treeData={treeData}
      loading={loading}
      disabled={disabled}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      data-testid={`field-${name}`}
    />
  );
}
