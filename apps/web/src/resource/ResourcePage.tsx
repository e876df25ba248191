import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Action, FieldDecl } from '@cvap/contracts';
import { permissionCode, referenceLabelKey } from '@cvap/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, type TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { noticeSuccess } from '../request/notify.js';
import { actingCommunity } from '../session/community.js';
import { readCompanyId } from '../session/community-choice.js';
import { usePermission } from '../session/permissions.js';
import { useCurrentUser } from '../session/user-info.js';
import { startedTask } from '../tasks/task-list.js';
import { onTaskEnded, updateTask } from '../tasks/task-store.js';
import { ListLayout } from '../widgets/list-layout/ListLayout.js';
import { resourceApi, type Row } from './api.js';
import { renderCell } from './cells.js';
import { ColumnSettings } from './ColumnSettings.js';
import { columnVisibilityKey, readHiddenColumns, writeHiddenColumns } from './column-visibility.js';
import { fieldsOf, type AnyResourceDecl } from './decl.js';
import { EditDialog, type EditDialogProps } from './EditDialog.js';
import { DialogMode } from './form-rules.js';
import { ImportDialog } from './ImportDialog.js';
import { ListPager, ListTable, turnedPage } from './ListTable.js';
import { listMemoryKey, recallList, rememberList } from './list-memory.js';
import { PAGER } from './pager.js';
import type { RouteOverrides } from './resource-paths.js';
import { initialSearchValues, searchFilters } from './search-values.js';
import { SearchForm } from './SearchForm.js';
import { useResourceTexts, type ResourceTexts } from './texts.js';
import { sideTreeFilters, type DeclSideTree, type SourceSideTree } from './side-tree.js';
import { SourceTreePanel, TreePanel } from './TreePanel.js';
import './resource.css';

export interface ResourcePageContext {
  refresh: () => void;
  openDialog: (mode: DialogMode, row: Row | null) => void;
  texts: ResourceTexts;
  can: (action: Action) => boolean;
}

/** Bespoke parts of a screen, layered over what the declaration derives. */
export interface ResourcePageOverrides {
  routes?: RouteOverrides;
  /** Cell renderers by field. */
  cells?: Record<string, (value: unknown, row: Row) => ReactNode>;
  /** Inputs of the edit dialog by field. */
  inputs?: EditDialogProps['inputs'];
  /** Fields the edit dialog leaves out. */
  omitFromDialog?: readonly string[];
  /** More row actions after detail/edit/clone/delete. */
  rowActions?: (row: Row, context: ResourcePageContext) => ReactNode;
  /**
   * Row actions in the place of detail and edit, before clone and delete: a screen opening its own detail and
   * edit pages keeps the order every list has (详情 编辑 复制 删除).
   */
  leadingRowActions?: (row: Row, context: ResourcePageContext) => ReactNode;
  /** More toolbar buttons after add/export/import. */
  toolbar?: (context: ResourcePageContext) => ReactNode;
  /**
   * The side tree filtering the list: another tree resource and the list filter it sets. A tree resource gets
   * its own tree filtering by its parent field unless this is `false`.
   */
  sideTree?: DeclSideTree<ResourcePageContext> | SourceSideTree<ResourcePageContext> | false;
  /** Initial values of the add dialog, e.g. from the node chosen in the side tree. */
  addValues?: (treeSelected: number | string | null) => Record<string, unknown> | undefined;
  /** Date-range search fields using the 30-day range helper. */
  rangeHelperFields?: readonly string[];
  /** Row actions the screen hides even when granted. */
  hiddenActions?: readonly Action[];
  /** Reads the list again every so many seconds while the screen is shown (live device states, new passages). */
  refetchSeconds?: number;
  /** A whole bespoke dialog instead of the derived one. */
  dialog?: (props: {
    mode: DialogMode;
    row: Row | null;
    onClose: () => void;
    onSaved: () => void;
    treeSelected: number | string | null;
  }) => ReactNode;
}

interface ListState {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, unknown>;
}

function useActionPermissions(decl: AnyResourceDecl, hidden: readonly Action[]): (action: Action) => boolean {
  const granted: Record<Action, boolean> = {
    view: usePermission(permissionCode(decl, 'view')),
    add: usePermission(permissionCode(decl, 'add')),
    edit: usePermission(permissionCode(decl, 'edit')),
    delete: usePermission(permissionCode(decl, 'delete')),
    export: usePermission(permissionCode(decl, 'export')),
    import: usePermission(permissionCode(decl, 'import')),
  };
  // A head-office catalogue communities may read (decl.communityRead): acting for a community, it is read-only.
  const user = useCurrentUser();
  const readOnly = decl.scope === 'headOffice' && decl.communityRead === true && actingCommunity(user, readCompanyId()) !== null;
  return (action) =>
    decl.actions.includes(action) && !hidden.includes(action) && granted[action] && (!readOnly || READ_ACTIONS.has(action));
}

const READ_ACTIONS: ReadonlySet<Action> = new Set(['view', 'export']);

/** A list screen derived from a declaration: search form, toolbar, table with pager, dialogs, optional side tree. */
export function ResourcePage({ decl, overrides = {} }: { decl: AnyResourceDecl; overrides?: ResourcePageOverrides }) {
  const texts = useResourceTexts(decl);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(decl, overrides.routes), [decl, overrides.routes]);
  const can = useActionPermissions(decl, overrides.hiddenActions ?? []);
  const memoryKey = listMemoryKey(user.username, pathname, decl.name);
  const [recalled] = useState(() => recallList<ListState>(memoryKey));
  const [state, setState] = useState<ListState>(
    () =>
      recalled?.state ?? {
        page: 1,
        limit: PAGER.defaultPageSize,
        sort: decl.defaultSort?.field,
        order: decl.defaultSort?.order,
        filters: searchFilters(decl, initialSearchValues(decl)),
      },
  );
  const searchValues = useRef<Record<string, unknown>>(recalled?.searchValues ?? initialSearchValues(decl));
  useEffect(() => rememberList(memoryKey, { state, searchValues: searchValues.current }), [memoryKey, state]);
  const [dialog, setDialog] = useState<{ mode: DialogMode; row: Row | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const sideTree: DeclSideTree<ResourcePageContext> | SourceSideTree<ResourcePageContext> | null =
    overrides.sideTree === false ? null : (overrides.sideTree ?? (decl.tree ? { decl, filterField: decl.tree.parentField } : null));
  const [treeValue, setTreeValue] = useState<number | string | null>(null);

  // What the list shows (sort, search and the side tree's node), for its pages and for the export alike.
  const query = {
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'asc' } : {}),
    ...state.filters,
    ...sideTreeFilters(sideTree, treeValue),
  };
  const body = { page: state.page, limit: state.limit, ...query };
  const list = useQuery({
    queryKey: ['resource', decl.name, 'page', body],
    queryFn: () => api.page(body),
    placeholderData: keepPreviousData,
    ...(overrides.refetchSeconds ? { refetchInterval: overrides.refetchSeconds * 1000 } : {}),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', decl.name] });
  // An import started here changes the list when its task ends (progress is in the task indicator meanwhile).
  const startedTasks = useRef(new Set<string>());
  const followTask = (taskId: string) => startedTasks.current.add(taskId);
  useEffect(
    () =>
      onTaskEnded((task) => {
        if (startedTasks.current.delete(task.id)) void queryClient.invalidateQueries({ queryKey: ['resource', decl.name] });
      }),
    [queryClient, decl.name],
  );
  const context: ResourcePageContext = { refresh, openDialog: (mode, row) => setDialog({ mode, row }), texts, can };

  const listFields = fieldsOf(decl).filter(([, field]) => field.list && !field.secret);
  const columnCodes = listFields.map(([name]) => name);
  const storageKey = columnVisibilityKey(user.username, pathname, columnCodes);
  const [hidden, setHidden] = useState(() => readHiddenColumns(storageKey));
  const changeHidden = (next: string[]) => {
    setHidden(next);
    writeHiddenColumns(storageKey, next);
  };

  const remove = async (row: Row) => {
    await api.remove(row.id);
    noticeSuccess(texts.t('resource.deleted'));
    refresh();
  };

  const exportList = async () => {
    const outcome = await api.export(query);
    if (outcome.kind === 'task') {
      updateTask(startedTask(outcome.taskId, 'export', pathname, texts.t('resource.exportTitle', { name: texts.resourceNoun() })));
      noticeSuccess(texts.t('resource.exportStarted'));
    }
  };

  const column = (name: string, field: FieldDecl) => ({
    key: name,
    dataIndex: name,
    title: texts.fieldLabel(name, field),
    width: field.width,
    ellipsis: field.kind === 'textarea' || field.kind === 'json',
    sorter: field.sortable ? true : undefined,
    sortOrder: state.sort === name ? (state.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
    render: (value: unknown, row: Row) =>
      overrides.cells?.[name]?.(value, row) ?? renderCell(field, value, texts, row[referenceLabelKey(name)]),
  });
  const hasRowActions =
    can('view') ||
    can('edit') ||
    can('add') ||
    can('delete') ||
    overrides.rowActions !== undefined ||
    overrides.leadingRowActions !== undefined;
  const columns: TableProps<Row>['columns'] = [
    ...listFields.filter(([name]) => !hidden.includes(name)).map(([name, field]) => column(name, field)),
    ...(hasRowActions
      ? [
          {
            key: 'actions',
            title: texts.t('resource.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: Row) => (
              <Space size={0} className="resource-row-actions">
                {overrides.leadingRowActions?.(row, context)}
                {can('view') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ mode: DialogMode.detail, row })}
                    data-testid={`row-detail-${row.id}`}
                  >
                    {texts.t('resource.detail')}
                  </Button>
                )}
                {can('edit') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ mode: DialogMode.edit, row })}
                    data-testid={`row-edit-${row.id}`}
                  >
                    {texts.t('resource.edit')}
                  </Button>
                )}
                {can('add') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ mode: DialogMode.clone, row })}
                    data-testid={`row-clone-${row.id}`}
                  >
                    {texts.t('resource.clone')}
                  </Button>
                )}
                {can('delete') && (
                  <Popconfirm
                    title={texts.t('resource.confirmDelete')}
                    onConfirm={() => remove(row).catch(() => undefined)}
                    okButtonProps={{ 'data-testid': 'confirm-delete' } as never}
                  >
                    <Button type="link" size="small" danger data-testid={`row-delete-${row.id}`}>
                      {texts.t('resource.delete')}
                    </Button>
                  </Popconfirm>
                )}
                {overrides.rowActions?.(row, context)}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
    setState((current) => ({
      ...current,
      page: 1,
      sort: field ?? decl.defaultSort?.field,
      order: field ? (one?.order === 'descend' ? 'desc' : 'asc') : decl.defaultSort?.order,
    }));
  };

  const main = (
    <div className="resource-page" data-testid={`resource-page-${decl.name}`}>
      <SearchForm
        decl={decl}
        texts={texts}
        rangeHelperFields={overrides.rangeHelperFields}
        restoredValues={recalled?.searchValues}
        onSearch={(filters, values) => {
          searchValues.current = values;
          setState((current) => ({ ...current, page: 1, filters }));
        }}
      />
      <div className="resource-toolbar">
        <Space wrap>
          {can('add') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: DialogMode.add, row: null })}
              data-testid="resource-add"
            >
              {texts.t('resource.add')}
            </Button>
          )}
          {can('export') && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportList().catch(() => undefined)} data-testid="resource-export">
              {texts.t('resource.export')}
            </Button>
          )}
          {can('import') && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="resource-import">
              {texts.t('resource.import')}
            </Button>
          )}
          {overrides.toolbar?.(context)}
        </Space>
        <ColumnSettings
          columns={listFields.map(([name, field]) => ({ code: name, title: texts.fieldLabel(name, field) }))}
          hidden={hidden}
          onChange={changeHidden}
          texts={texts}
        />
      </div>
      <ListTable
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        onChange={onTableChange}
        data-testid="resource-table"
      />
      <ListPager
        page={state.page}
        limit={state.limit}
        total={list.data?.total ?? 0}
        totalExact={list.data?.totalExact ?? true}
        texts={texts}
        onChange={(page, limit) => setState((current) => turnedPage(current, page, limit))}
        testId="resource-pager"
      />
      {dialog &&
        (overrides.dialog ? (
          overrides.dialog({
            ...dialog,
            treeSelected: treeValue,
            onClose: () => setDialog(null),
            onSaved: () => (setDialog(null), refresh()),
          })
        ) : (
          <EditDialog
            decl={decl}
            api={api}
            texts={texts}
            mode={dialog.mode}
            row={dialog.row}
            inputs={overrides.inputs}
            omit={overrides.omitFromDialog}
            initialValues={dialog.mode === DialogMode.add ? overrides.addValues?.(treeValue) : undefined}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        ))}
      {importing && (
        <ImportDialog
          api={api}
          texts={texts}
          source={pathname}
          onClose={() => setImporting(false)}
          onImported={refresh}
          onTaskStarted={followTask}
        />
      )}
    </div>
  );

  if (!sideTree) return main;
  const select = (value: number | string | null) => (setTreeValue(value), setState((c) => ({ ...c, page: 1 })));
  const toolbar = sideTree.toolbar?.(treeValue, context);
  return (
    <ListLayout
      panel={
        'source' in sideTree ? (
          <SourceTreePanel source={sideTree.source} selected={treeValue} onSelect={select} toolbar={toolbar} />
        ) : (
          <TreePanel decl={sideTree.decl} selected={treeValue} onSelect={select} toolbar={toolbar} />
        )
      }
    >
      {main}
    </ListLayout>
  );
}
