import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { RepairEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../../request/endpoint.js';

interface TypeNode {
  value: number;
  title: string;
  children: TypeNode[];
}

function typeTree(types: readonly { id: number; pid: number | null; typeName: string }[]): TypeNode[] {
  const nodes = new Map(types.map((t) => [t.id, { value: t.id, title: t.typeName, children: [] as TypeNode[] }]));
  const roots: TypeNode[] = [];
  for (const t of types) (t.pid !== null && nodes.has(t.pid) ? nodes.get(t.pid)!.children : roots).push(nodes.get(t.id)!);
  return roots;
}

/**
 * The repair types the acting community reports under (the company's tree, GET …/repairType/all, open to every
 * signed-in user), searchable: the order form's picker, and other modules' when they file an order.
 */
export function RepairTypeSelect({ value, onChange, testId }: { value?: number; onChange?: (value: number) => void; testId: string }) {
  const types = useEndpoint(RepairEndpoints.typeAll, {});
  const tree = useMemo(() => typeTree(types.data ?? []), [types.data]);
  return (
    <TreeSelect
      data-testid={testId}
      value={value}
      onChange={onChange}
      loading={types.isLoading}
      treeData={tree}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
    />
  );
}
