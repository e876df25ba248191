import { ApartmentOutlined, DeleteOutlined, EditOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { buildingFloorResource, buildingResource, companyResource, permissionCode } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess, noticeWarning } from '../../../request/notify.js';
import { resourceApi } from '../../../resource/api.js';
import { DialogMode } from '../../../resource/form-rules.js';
import { ResourcePage, type ResourcePageContext, type ResourcePageOverrides } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { buildingOf, BuildingType, residentialOf, companyFilters, type IndexedAreaNode } from '../apartment/area-tree.js';
import { areaChanged, areaSideTreeSource, floorAddValues, useAreaTree } from '../apartment/area-tree-query.js';
import { FloorTreeSelect } from '../apartment/FloorTreeSelect.js';
import '../apartment/apartment.css';
import { BuildingDialog } from './BuildingDialog.js';
import { FloorsDialog } from './FloorsDialog.js';

const buildingApi = resourceApi(buildingResource);
const floorApi = resourceApi(buildingFloorResource);

type Dialog =
  { kind: 'building'; mode: DialogMode; type: number; id: number | null; initialValues?: Record<string, unknown> } | { kind: 'floors' };

/** The tree's toolbar: add a region or building, edit or delete the chosen node, manage a building's floors. */
function AreaTools({ entry, context }: { entry: IndexedAreaNode | undefined; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAdd = usePermission(permissionCode(buildingResource, 'add'));
  const canEdit = usePermission(permissionCode(buildingResource, 'edit'));
  const canDelete = usePermission(permissionCode(buildingResource, 'delete'));
  const canDeleteFloor = usePermission(permissionCode(buildingFloorResource, 'delete'));
  const canViewFloors = usePermission(permissionCode(buildingFloorResource, 'view'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const node = entry?.node;
  const building = buildingOf(entry);
  const isBuildingNode = node?.type === 'building';
  const isFloor = node?.type === 'floor';
  const changed = () => {
    setDialog(null);
    areaChanged(queryClient);
    context.refresh();
  };
  /** A new node goes into the chosen node's community, under the chosen region (or the chosen building's region). */
  const addValues = (): Record<string, unknown> => {
    const residentialId = residentialOf(entry);
    const region =
      node?.type === 'building' && node.buildingType === BuildingType.region
        ? node
        : [...(entry?.ancestors ?? [])].reverse().find((n) => n.type === 'building' && n.buildingType === BuildingType.region);
    return {
      ...(residentialId !== null ? { residentialId } : {}),
      ...(region && node?.type !== 'floor' ? { parentId: region.value } : {}),
    };
  };
  const remove = async () => {
    if (!node) return;
    if (isFloor) await floorApi.remove(node.value);
    else await buildingApi.remove(node.value);
    noticeSuccess(t('resource.deleted' as never));
    changed();
  };
  const needsNode = (run: () => void) => () => (node ? run() : noticeWarning(t('house.area.chooseNode')));
  return (
    <>
      <Space size={4} wrap className="area-toolbar" data-testid="area-toolbar">
        {canAdd && (
          <Tooltip title={t('house.area.addRegion')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() =>
                setDialog({ kind: 'building', mode: DialogMode.add, type: BuildingType.region, id: null, initialValues: addValues() })
              }
              data-testid="area-add-region"
            >
              {t('house.area.addRegion')}
            </Button>
          </Tooltip>
        )}
        {canAdd && (
          <Tooltip title={t('house.area.addBuilding')}>
            <Button
              size="small"
              icon={<HomeOutlined />}
              onClick={() =>
                setDialog({ kind: 'building', mode: DialogMode.add, type: BuildingType.building, id: null, initialValues: addValues() })
              }
              data-testid="area-add-building"
            >
              {t('house.area.addBuilding')}
            </Button>
          </Tooltip>
        )}
        {canEdit && (
          <Tooltip title={t('house.area.editNode')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('house.area.editNode')}
              disabled={!isBuildingNode}
              onClick={() =>
                node &&
                setDialog({ kind: 'building', mode: DialogMode.edit, type: node.buildingType ?? BuildingType.building, id: node.value })
              }
              data-testid="area-edit"
            />
          </Tooltip>
        )}
        {(canDelete || canDeleteFloor) && (
          <Popconfirm
            title={node ? t('house.area.confirmDeleteNode', { name: node.label }) : ''}
            disabled={!(isBuildingNode ? canDelete : isFloor && canDeleteFloor)}
            onConfirm={() => remove().catch(() => undefined)}
            okButtonProps={{ 'data-testid': 'confirm-delete' } as never}
          >
            <Tooltip title={t('house.area.deleteNode')}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('house.area.deleteNode')}
                disabled={!(isBuildingNode ? canDelete : isFloor && canDeleteFloor)}
                data-testid="area-delete"
              />
            </Tooltip>
          </Popconfirm>
        )}
        {canViewFloors && (
          <Tooltip title={t('house.area.manageFloors')}>
            <Button
              size="small"
              icon={<ApartmentOutlined />}
              disabled={!building || building.buildingType === BuildingType.region}
              onClick={needsNode(() => setDialog({ kind: 'floors' }))}
              data-testid="area-floors"
            >
              {t('house.area.manageFloors')}
            </Button>
          </Tooltip>
        )}
      </Space>
      {dialog?.kind === 'building' && (
        <BuildingDialog
          mode={dialog.mode}
          row={dialog.id === null ? null : { id: dialog.id }}
          type={dialog.type}
          initialValues={dialog.initialValues}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      )}
      {dialog?.kind === 'floors' && building && (
        <FloorsDialog building={building} onClose={() => setDialog(null)} onChanged={() => context.refresh()} />
      )}
    </>
  );
}

/**
 * /areaManager/areaManager: the community → region/building → floor tree (spec "Building or company") with its
 * toolbar, and the companies of the chosen building or floor.
 */
export default function AreaManagerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { index } = useAreaTree();
  const overrides = useMemo<ResourcePageOverrides>(
    () => ({
      sideTree: {
        source: areaSideTreeSource(queryClient, t('house.treeSearch')),
        filtersOf: (key) => companyFilters(index.get(String(key))),
        toolbar: (selected, context) => <AreaTools entry={selected === null ? undefined : index.get(String(selected))} context={context} />,
      },
      addValues: (key) => floorAddValues(index, key),
      inputs: { floorId: (props) => <FloorTreeSelect {...props} /> },
    }),
    [index, queryClient, t],
  );
  return <ResourcePage decl={companyResource} overrides={overrides} />;
}
