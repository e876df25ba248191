import { buildingResource } from '@cvap/contracts';
import { Form, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { resourceApi, type Row } from '../../../resource/api.js';
import { EditDialog, type FieldInputOverrideProps } from '../../../resource/EditDialog.js';
import { DialogMode } from '../../../resource/form-rules.js';
import { useResourceTexts } from '../../../resource/texts.js';
import { BuildingType, regionPickerTree } from '../apartment/area-tree.js';
import { useAreaTree } from '../apartment/area-tree-query.js';

const buildingApi = resourceApi(buildingResource);

/** The community of a new building or region: the communities of the user's tree. */
function ResidentialSelect({ name, disabled, value, onChange }: FieldInputOverrideProps) {
  const { nodes } = useAreaTree();
  const options = nodes.filter((node) => node.type === 'residential').map((node) => ({ value: node.value, label: node.label }));
  return (
    <Select
      options={options}
      disabled={disabled}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      data-testid={`field-${name}`}
    />
  );
}

/** The parent group: a region of the chosen community (spec: parent group, regions only). */
function ParentRegionSelect({ name, disabled, value, onChange, editedId }: FieldInputOverrideProps & { editedId?: number }) {
  const { nodes } = useAreaTree();
  const form = Form.useFormInstance();
  const residentialId = Form.useWatch('residentialId', form) as number | undefined;
  const treeData = useMemo(() => regionPickerTree(nodes, residentialId, editedId), [nodes, residentialId, editedId]);
  return (
    <TreeSelect
      allowClear
      treeDefaultExpandAll
      treeData={treeData}
      disabled={disabled}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      data-testid={`field-${name}`}
    />
  );
}

export interface BuildingDialogProps {
  mode: DialogMode;
  /** The record edited (its id), or null to add. */
  row: Row | null;
  /** Add: region or building; edit: the node's type (a region has no floors). */
  type: number;
  initialValues?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a region or building: type, community, parent group (regions only), name, floors, address. */
export function BuildingDialog({ mode, row, type, initialValues, onClose, onSaved }: BuildingDialogProps) {
  const texts = useResourceTexts(buildingResource);
  const editedId = row?.id;
  return (
    <EditDialog
      decl={buildingResource}
      api={buildingApi}
      texts={texts}
      mode={mode}
      row={row}
      initialValues={{ type, ...initialValues }}
      omit={type === BuildingType.region ? ['floorCount', 'sortNo'] : ['sortNo']}
      inputs={{
        residentialId: (props) => <ResidentialSelect {...props} />,
        parentId: (props) => <ParentRegionSelect {...props} editedId={editedId} />,
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
