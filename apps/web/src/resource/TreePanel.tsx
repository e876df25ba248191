import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { resourceApi } from './api.js';
import type { AnyResourceDecl } from './decl.js';
import { useResourceTexts } from './texts.js';
import { treeValues, type TreeNode } from './tree-data.js';

function filterTree(nodes: readonly TreeNode[], text: string): TreeNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], text);
    return node.label.includes(text) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

export interface TreePanelProps {
  /** The tree resource shown (`POST {base}/tree`). */
  decl: AnyResourceDecl;
  selected: number | string | null;
  onSelect: (value: number | string | null) => void;
  /** Extra controls above the tree (e.g. managing the departments). */
  toolbar?: ReactNode;
}

export function treeQueryKey(name: string) {
  return ['resource', name, 'tree'] as const;
}

/** The side tree of a list screen: choosing a node filters the list; choosing it again shows everything. */
export function TreePanel({ decl, selected, onSelect, toolbar }: TreePanelProps) {
  const texts = useResourceTexts(decl);
  const [text, setText] = useState('');
  const { data, isLoading } = useQuery({ queryKey: treeQueryKey(decl.name), queryFn: () => resourceApi(decl).tree() });
  const nodes = useMemo(() => filterTree(data ?? [], text.trim()), [data, text]);
  const toTreeData = (list: TreeNode[]): { title: string; key: number | string; children?: unknown[] }[] =>
    list.map((node) => ({ title: node.label, key: node.value, ...(node.children?.length ? { children: toTreeData(node.children) } : {}) }));
  return (
    <div className="resource-tree-panel" data-testid="resource-tree-panel">
      {toolbar}
      <Input.Search allowClear placeholder={texts.resourceLabel()} onChange={(event) => setText(event.target.value)} style={{ marginBottom: 8 }} />
      <Spin spinning={isLoading}>
        {nodes.length === 0 && !isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            blockNode
            defaultExpandAll
            key={`${treeValues(nodes).length}-${text}`}
            selectedKeys={selected === null ? [] : [selected]}
            treeData={toTreeData(nodes) as never}
            onSelect={(keys) => onSelect((keys[0] as number | string | undefined) ?? null)}
          />
        )}
      </Spin>
    </div>
  );
}
