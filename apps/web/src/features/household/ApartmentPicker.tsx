import { apartmentResource, DoorEndpoints } from '@cvap/contracts';
import { Select, Space, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../resource/api.js';
import { floorPickerTree, useAreaTree } from '../door/index.js';
import { useEndpoint } from '../../request/endpoint.js';

/**
 * The house of a registration: the floor from the community → building → floor tree, then the room among
 * that floor's apartments. The value is the apartment id.
 */
export function ApartmentPicker({
  value,
  onChange,
  disabled,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  // The same residential tree (and cache entry) as the house and area screens, refreshed when they change it.
  const tree = useAreaTree();
  const [floorId, setFloorId] = useState<number | null>(null);
  // An existing registration: find the floor of its apartment once.
  const current = useResourceRecord(apartmentResource, value, { enabled: floorId === null, staleTime: 60_000 });
  // Adjusted while rendering, not in an effect: the floor is known in the render that has the apartment.
  const currentFloor = current.data?.floorId;
  if (floorId === null && typeof currentFloor === 'number') setFloorId(currentFloor);
  const rooms = useEndpoint(DoorEndpoints.apartmentList, { body: { floorId: floorId ?? undefined } }, { enabled: floorId !== null });
  const treeData = useMemo(() => floorPickerTree(tree.nodes), [tree.nodes]);

  return (
    <Space.Compact block data-testid="house-picker">
      <TreeSelect
        style={{ width: '60%' }}
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeNodeLabelProp="path"
        placeholder={t('household.pickFloor')}
        treeData={treeData}
        loading={tree.loading}
        disabled={disabled}
        value={floorId ?? undefined}
        onChange={(floor: number | undefined) => {
          setFloorId(floor ?? null);
          onChange?.(null);
        }}
        data-testid="house-picker-floor"
      />
      <Select
        style={{ width: '40%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('household.pickRoom')}
        disabled={disabled || floorId === null}
        loading={rooms.isLoading && floorId !== null}
        notFoundContent={floorId === null ? null : t('household.noRooms')}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.roomNo }))}
        value={value ?? undefined}
        onChange={(room: number | undefined) => onChange?.(room ?? null)}
        data-testid="house-picker-room"
      />
    </Space.Compact>
  );
}
