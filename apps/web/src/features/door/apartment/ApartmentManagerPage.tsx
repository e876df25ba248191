import { apartmentResource } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourcePage, type ResourcePageOverrides } from '../../../resource/ResourcePage.js';
import { apartmentFilters } from './area-tree.js';
import { areaSideTreeSource, floorAddValues, useAreaTree } from './area-tree-query.js';
import { FloorTreeSelect } from './FloorTreeSelect.js';

export const APARTMENT_DETAIL_PATH = '/houseManager/detail';

/**
 * /houseManager/houseManager: the houses beside the community → building → floor tree (draggable panel); a
 * chosen node filters the list and preselects the add dialog's floor; each row opens its room detail page.
 */
export default function ApartmentManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { index } = useAreaTree();
  const overrides = useMemo<ResourcePageOverrides>(
    () => ({
      sideTree: {
        source: areaSideTreeSource(queryClient, t('house.treeSearch')),
        filtersOf: (key) => apartmentFilters(index.get(String(key))),
      },
      addValues: (key) => floorAddValues(index, key),
      inputs: { floorId: (props) => <FloorTreeSelect {...props} /> },
      rowActions: (row) => (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`${APARTMENT_DETAIL_PATH}?id=${row.id}`)}
          data-testid={`house-detail-${row.id}`}
        >
          {t('house.roomDetail')}
        </Button>
      ),
    }),
    [index, navigate, queryClient, t],
  );
  return <ResourcePage decl={apartmentResource} overrides={overrides} />;
}
