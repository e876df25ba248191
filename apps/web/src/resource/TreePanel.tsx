import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AnyResourceDecl } from './decl.js';
import { lookupTree } from './reference.js';
import { useResourceTexts } from './texts.js';
import type { TreeSource } from './side-tree.js';
import { expandWithin, filterTree, treeValues, type TreeNode } from './tree-data.js';

export interface TreePanelProps {
  /** The tree resource shown (its lookup, `POST {base}/lookup`). */
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
  const { data, isLoading } = useQuery({ queryKey: treeQueryKey(decl.name), queryFn: () => lookupTree(decl) });
  return (
    <TreeView
      nodes={data}
      loading={isLoading}
      placeholder={texts.resourceLabel()}
      selected={selected}
      onSelect={onSelect}
      toolbar={toolbar}
    />
  );
}

/** The side tree of a list screen, its nodes from a `TreeSource`. */
export function SourceTreePanel({ source, selected, onSelect, toolbar }: Omit<TreePanelProps, 'decl'> & { source: TreeSource }) {
  const { data, isLoading } = useQuery({ queryKey: source.queryKey, queryFn: source.load });
  return (
    <TreeView nodes={data} loading={isLoading} placeholder={source.placeholder} selected={selected} onSelect={onSelect} toolbar={toolbar} />
  );
}

interface TreeDataNode {
  title: string;
  key: number | string;
  children?: TreeDataNode[];
}
type TreeData = TreeDataNode[];
function toTreeData(list: readonly TreeNode[]): TreeData {
  return list.map((node) => ({
    title: node.label,
    key: node.value,
    ...(node.children?.length ? { children: toTreeData(node.children) } : {}),
  }));
}

/**
 * A tree larger than this many nodes is drawn virtually (only the rows in view exist in the page). At scale the area tree has tens of thousands of
 * floors: drawn whole, the house screen took 28–35 s to show and 7–10 s to select a node (decision 0006).
 */
const LARGE_TREE = 500;
/** The rows a side tree opens to before anyone searches or clicks: about one screen at 900 px. */
const SCREENFUL_ROWS = 30;

/** The height of a virtual side tree: the window's, less the header, tabs and the panel's search box. */
function useVirtualTreeHeight(): number {
  const measure = () => Math.max(320, window.innerHeight - 240);
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const resized = () => setHeight(measure());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return height;
}

function TreeView({
  nodes: all,
  loading,
  placeholder,
  selected,
  onSelect,
  toolbar,
}: Omit<TreePanelProps, 'decl'> & { nodes: readonly TreeNode[] | undefined; loading: boolean; placeholder: string }) {
  const [text, setText] = useState('');
  const search = text.trim();
  const nodes = useMemo(() => filterTree(all ?? [], search), [all, search]);
  // Built once per tree and search text: the list's own re-renders (paging, dialogs) do not rebuild a large tree.
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const size = useMemo(() => treeValues(nodes).length, [nodes]);
  const large = useMemo(() => treeValues(all ?? []).length > LARGE_TREE, [all]);
  // A search's matches open completely (virtual rows keep a large result cheap); otherwise the tree opens level by
  // level as long as a screenful of rows shows (communities and buildings, not every floor: issue 12 item 6).
  const opened = useMemo(() => (search ? null : expandWithin(nodes, SCREENFUL_ROWS)), [nodes, search]);
  const height = useVirtualTreeHeight();
  const treeKey = `${size}-${search}`;
  return (
    <div className="resource-tree-panel" data-testid="resource-tree-panel">
      {toolbar}
      <Input.Search allowClear placeholder={placeholder} onChange={(event) => setText(event.target.value)} style={{ marginBottom: 8 }} />
      <Spin spinning={loading}>
        {nodes.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            blockNode
            {...(opened ? { defaultExpandedKeys: opened } : { defaultExpandAll: true })}
            {...(large ? { height } : {})}
            key={treeKey}
            selectedKeys={selected === null ? [] : [selected]}
            treeData={treeData as never}
            onSelect={(keys) => onSelect((keys[0] as number | string | undefined) ?? null)}
          />
        )}
      </Spin>
    </div>
  );
}
