import { permissionCode, userResource, type FieldDecl } from '@cvap/contracts';
import type { ReactNode } from 'react';
import type { Row } from '../../resource/api.js';
import { renderCell } from '../../resource/cells.js';
import type { ResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { useCurrentUser } from '../../session/user-info.js';
import { PortraitThumb } from './Portrait.js';

/** Names the API may send beside a reference id (read-model fields); shown instead of looking the id up. */
const NAME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  residentialId: ['residentialName'],
  apartmentId: ['apartmentAddress', 'address', 'roomNo'],
  buildingId: ['buildingName'],
  companyId: ['companyName'],
  departmentId: ['departmentName'],
  reviewerId: ['reviewerName'],
};

export function nameBeside(name: string, row: Row): string | null {
  for (const key of NAME_FIELDS[name] ?? []) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

function ResidentialCell({ value }: { value: unknown }) {
  const user = useCurrentUser();
  const residential = user.communities.find((c) => c.id === value);
  return <>{residential?.residentialName ?? String(value)}</>;
}

function ReviewerCell({ field, value, texts }: { field: FieldDecl; value: unknown; texts: ResourceTexts }) {
  // The API names the reviewer (reviewerName, shown instead of this cell); without a name (an account gone), only
  // users who may list users can look the id up, the others see the id.
  const mayList = usePermission(permissionCode(userResource, 'view'));
  return <>{mayList ? renderCell(field, value, texts) : `#${String(value)}`}</>;
}

/** How a registration's field shows in the lists and the detail pages. */
export function registrationCell(
  name: string,
  field: FieldDecl,
  value: unknown,
  row: Row,
  texts: ResourceTexts,
  portraitSize = 32,
): ReactNode {
  if (name === 'portrait') return <PortraitThumb path={value} size={portraitSize} preview={portraitSize > 48} />;
  if (value === null || value === undefined || value === '') return '';
  const named = nameBeside(name, row);
  if (named) return named;
  if (name === 'residentialId') return <ResidentialCell value={value} />;
  if (name === 'reviewerId') return <ReviewerCell field={field} value={value} texts={texts} />;
  return renderCell(field, value, texts);
}

/** The list cells of a registration screen (ResourcePage `cells` override). */
export function registrationCells(
  fields: readonly (readonly [string, FieldDecl])[],
  texts: ResourceTexts,
): Record<string, (value: unknown, row: Row) => ReactNode> {
  const cells: Record<string, (value: unknown, row: Row) => ReactNode> = {};
  for (const [name, field] of fields) {
    if (name === 'portrait' || NAME_FIELDS[name]) cells[name] = (value, row) => registrationCell(name, field, value, row, texts);
  }
  return cells;
}
