import { permissionCode, repairOrderResource } from '@cvap/contracts';
import { Link } from 'react-router-dom';
import { usePermission } from '../../session/permissions.js';
import { DETAIL_PATH } from './OrderList.js';

/** An order's number leading to its detail (报修详情) for whoever may view orders; plain text for anyone else. */
export function RepairOrderLink({ id, orderNo, testId }: { id: number; orderNo: string; testId?: string }) {
  const canView = usePermission(permissionCode(repairOrderResource, 'view'));
  if (!canView) return <span data-testid={testId}>{orderNo}</span>;
  return (
    <Link to={`${DETAIL_PATH}?id=${id}`} data-testid={testId}>
      {orderNo}
    </Link>
  );
}
