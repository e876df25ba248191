import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Action, FieldDecl } from '@cvap/contracts';
import { permissionCode, referenceLabelKey } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, type TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { noticeSuccess } from '../request/notify.js';
import { actingResidential } from '../session/residential.js';
import { readCompanyId } from '../session/residential-choice.js';
import { usePermission } from '../session/permissions.js';
import { useCurrentUser } from '../session/user-info.js';
import { startedTask } from '../tasks/task-list.js';
import { onTaskEnded, updateTask } from '../tasks/task-store.js';
import { ListLayout } from '../widgets/list-layout/ListLayout.js';
import { resourceApi, resourceKey, useResourceList, type ResourceApi, type Row } from './api.js';
import { renderCell } from './cells.js';
import { ColumnSettings } from './ColumnSettings.js';
import { columnVisibilityKey, readHiddenColumns, writeHiddenColumns } from './column-visibility.js';
import { fieldsOf, type AnyResourceDecl } from './decl.js';
import { EditDialog, type EditDialogProps } from './EditDialog.js';
import { DialogMode } from './form-rules.js';
import { ImportDialog } from './ImportDialog.js';
import { ListPager, ListTable, turnedPage } from './ListTable.js';
import { sortedBy, useListState, type ListState } from './list-state.js';
import { RowActions } from './RowActions.js';
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
  /** The rows ticked in the list (kept across its pages) when the screen is `selectable`, else none. */
  selected: Row[];
  /** The rows of the page shown. */
  pageRows: Row[];
}

/** Bespoke parts of a screen, layered over what the declaration derives. */
export interface ResourcePageOverrides {
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
  /**
   * The add dialog is open when the screen shows (when add is granted): an inline 新增 page another screen opens
   * with its `addValues`.
   */
  openAdd?: boolean;
  /** Initial values of the add dialog, e.g. from the node chosen in the side tree. */
  addValues?: (treeSelected: number | string | null) => Record<string, unknown> | undefined;
  /** Date-range search fields using the 30-day range helper. */
  rangeHelperFields?: readonly string[];
  /** Rows can be ticked (context.selected), for the screen's toolbar buttons acting on several rows. */
  selectable?: boolean;
  /** Row actions the screen hides even when granted. */
  hiddenActions?: readonly Action[];
  /** Reads the list again every so many seconds while the screen is shown (live device states, new passages). */
  refetchSeconds?: number;
  /** Asked before the derived dialog saves (a warning to accept); false returns to the form. */
  confirmBeforeSave?: EditDialogProps['confirmBeforeSave'];
  /** After the derived dialog saved a record, with the saved row (e.g. to check it with a device platform). */
  afterSave?: (saved: Row) => void;
  /** A whole bespoke dialog instead of the derived one. */
  dialog?: (props: {
    mode: DialogMode;
    row: Row | null;
    onClose: () => void;
    onSaved: () => void;
    treeSelected: number | string | null;
  }) => ReactNode;
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
  const readOnly = decl.scope === 'headOffice' && decl.communityRead === true && actingResidential(user, readCompanyId()) !== null;
  return (action) =>
    decl.actions.includes(action) && !hidden.includes(action) && granted[action] && (!readOnly || READ_ACTIONS.has(action));
}

const READ_ACTIONS: ReadonlySet<Action> = new Set(['view', 'export']);

/** The list reads again when an import started here ends (progress is in the task indicator meanwhile). */
function useFollowedTasks(decl: AnyResourceDecl): (taskId: string) => void {
  const queryClient = useQueryClient();
  const started = useRef(new Set<string>());
  useEffect(
    () =>
      onTaskEnded((task) => {
        if (started.current.delete(task.id)) void queryClient.invalidateQueries({ queryKey: resourceKey(decl) });
      }),
    [queryClient, decl],
  );
  return (taskId) => void started.current.add(taskId);
}

/** The columns the user hides (per user, route and column set), kept in local storage. */
function useHiddenColumns(username: string, pathname: string, columnCodes: string[]) {
  const storageKey = columnVisibilityKey(username, pathname, columnCodes);
  const [hidden, setHidden] = useState(() => readHiddenColumns(storageKey));
  const change = (next: string[]) => {
    setHidden(next);
    writeHiddenColumns(storageKey, next);
  };
  return [hidden, change] as const;
}

interface ToolbarProps {
  texts: ResourceTexts;
  can: (action: Action) => boolean;
  onAdd: () => void;
  onExport: () => Promise<void>;
  onImport: () => void;
  extra: ReactNode;
  columnSettings: ReactNode;
}

/** Add, export and import (each when granted), the screen's own buttons, and the column settings. */
function ResourceToolbar({ texts, can, onAdd, onExport, onImport, extra, columnSettings }: ToolbarProps) {
  return (
    <div className="resource-toolbar">
      <Space wrap>
        {can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="resource-add">
            {texts.t('resource.add')}
          </Button>
        )}
        {can('export') && (
          <Button icon={<DownloadOutlined />} onClick={() => void onExport().catch(() => undefined)} data-testid="resource-export">
            {texts.t('resource.export')}
          </Button>
        )}
        {can('import') && (
          <Button icon={<UploadOutlined />} onClick={onImport} data-testid="resource-import">
            {texts.t('resource.import')}
          </Button>
        )}
        {extra}
      </Space>
      {columnSettings}
    </div>
  );
}

/** The screen's side tree (another tree resource, or its own source), or none. */
function sideTreeOf(
  decl: AnyResourceDecl,
  overrides: ResourcePageOverrides,
): DeclSideTree<ResourcePageContext> | SourceSideTree<ResourcePageContext> | null {
  if (overrides.sideTree === false) return null;
  return overrides.sideTree ?? (decl.tree ? { decl, filterField: decl.tree.parentField } : null);
}

interface ColumnsInput {
  fields: [string, FieldDecl][];
  texts: ResourceTexts;
  state: ListState;
  overrides: ResourcePageOverrides;
  can: (action: Action) => boolean;
  context: ResourcePageContext;
  open: (mode: DialogMode, row: Row) => void;
  remove: (row: Row) => Promise<void>;
}

/** The table's columns: the shown list fields (sortable ones with their order), then the row actions if any. */
function listColumns({ fields, texts, state, overrides, can, context, open, remove }: ColumnsInput): TableProps<Row>['columns'] {
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
    (['view', 'edit', 'add', 'delete'] as const).some(can) ||
    overrides.rowActions !== undefined ||
    overrides.leadingRowActions !== undefined;
  const actions = {
    key: 'actions',
    title: texts.t('resource.actions'),
    fixed: 'right' as const,
    render: (_: unknown, row: Row) => (
      <RowActions
        row={row}
        texts={texts}
        can={can}
        open={open}
        remove={remove}
        leading={overrides.leadingRowActions?.(row, context)}
        trailing={overrides.rowActions?.(row, context)}
      />
    ),
  };
  return [...fields.map(([name, field]) => column(name, field)), ...(hasRowActions ? [actions] : [])];
}

/** The dialog a row or the add button opens: the screen's own, else the derived edit dialog. */
function RecordDialog({
  decl,
  api,
  texts,
  dialog,
  overrides,
  treeSelected,
  onClose,
  onSaved,
}: {
  decl: AnyResourceDecl;
  api: ResourceApi;
  texts: ResourceTexts;
  dialog: { mode: DialogMode; row: Row | null };
  overrides: ResourcePageOverrides;
  treeSelected: number | string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  if (overrides.dialog) return overrides.dialog({ ...dialog, treeSelected, onClose, onSaved });
  return (
    <EditDialog
      decl={decl}
      api={api}
      texts={texts}
      mode={dialog.mode}
      row={dialog.row}
      inputs={overrides.inputs}
      omit={overrides.omitFromDialog}
      confirmBeforeSave={overrides.confirmBeforeSave}
      initialValues={dialog.mode === DialogMode.add ? overrides.addValues?.(treeSelected) : undefined}
      onClose={onClose}
      onSaved={(saved) => {
        overrides.afterSave?.(saved as Row);
        onSaved();
      }}
    />
  );
}

/** A list screen derived from a declaration: search form, toolbar, table with pager, dialogs, optional side tree. */
export function ResourcePage({ decl, overrides = {} }: { decl: AnyResourceDecl; overrides?: ResourcePageOverrides }) {
  const texts = useResourceTexts(decl);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(decl), [decl]);
  const can = useActionPermissions(decl, overrides.hiddenActions ?? []);
  const { state, setState, restoredValues, search } = useListState(decl, user.username, pathname);
  const [dialog, setDialog] = useState<{ mode: DialogMode; row: Row | null } | null>(() =>
    overrides.openAdd && can('add') ? { mode: DialogMode.add, row: null } : null,
  );
  const [importing, setImporting] = useState(false);
  const sideTree = sideTreeOf(decl, overrides);
  const [treeValue, setTreeValue] = useState<number | string | null>(null);
  const [selected, setSelected] = useState<Row[]>([]);

  // What the list shows (sort, search and the side tree's node), for its pages and for the export alike.
  const query = {
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'asc' } : {}),
    ...state.filters,
    ...sideTreeFilters(sideTree, treeValue),
  };
  const list = useResourceList(
    decl,
    { page: state.page, limit: state.limit, ...query },
    overrides.refetchSeconds ? { refetchInterval: overrides.refetchSeconds * 1000 } : {},
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(decl) });
  const followTask = useFollowedTasks(decl);
  const pageRows = list.data?.rows ?? [];
  const context: ResourcePageContext = {
    refresh,
    openDialog: (mode, row) => setDialog({ mode, row }),
    texts,
    can,
    selected,
    pageRows,
  };

  const listFields = fieldsOf(decl).filter(([, field]) => field.list && !field.secret);
  const [hidden, changeHidden] = useHiddenColumns(
    user.username,
    pathname,
    listFields.map(([name]) => name),
  );

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

  const columns = listColumns({
    fields: listFields.filter(([name]) => !hidden.includes(name)),
    texts,
    state,
    overrides,
    can,
    context,
    open: (mode, row) => setDialog({ mode, row }),
    remove,
  });

  const closeAndRefresh = () => (setDialog(null), refresh());
  const main = (
    <div className="resource-page" data-testid={`resource-page-${decl.name}`}>
      <SearchForm
        decl={decl}
        texts={texts}
        rangeHelperFields={overrides.rangeHelperFields}
        restoredValues={restoredValues}
        onSearch={search}
      />
      <ResourceToolbar
        texts={texts}
        can={can}
        onAdd={() => setDialog({ mode: DialogMode.add, row: null })}
        onExport={exportList}
        onImport={() => setImporting(true)}
        extra={overrides.toolbar?.(context)}
        columnSettings={
          <ColumnSettings
            columns={listFields.map(([name, field]) => ({ code: name, title: texts.fieldLabel(name, field) }))}
            hidden={hidden}
            onChange={changeHidden}
            texts={texts}
          />
        }
      />
      <ListTable
        columns={columns}
        dataSource={pageRows}
        rowSelection={
          overrides.selectable
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setSelected(rows.filter((row): row is Row => row !== undefined)),
              }
            : undefined
        }
        loading={list.isFetching}
        onChange={(_pagination, _filters, sorter) =>
          setState((current) => sortedBy(current, decl, Array.isArray(sorter) ? sorter[0] : sorter))
        }
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
      {dialog && (
        <RecordDialog
          decl={decl}
          api={api}
          texts={texts}
          dialog={dialog}
          overrides={overrides}
          treeSelected={treeValue}
          onClose={() => setDialog(null)}
          onSaved={closeAndRefresh}
        />
      )}
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
