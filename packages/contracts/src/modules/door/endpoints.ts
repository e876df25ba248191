import { z } from 'zod';
import { endpoint } from '../../endpoint-decl.js';
import { pageResultSchema } from '../../envelope.js';
import { Access } from '../../permissions.js';
import { permissionCode, rowSchema } from '../../resource/derive.js';
import type { ResourceDecl } from '../../resource/types.js';
import { apartmentResource } from './apartment.js';
import { openRecordResource } from './open-record.js';

const id = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);

export const DOOR_ELEMENTS = {
  personReview: { code: 'door:person:review', menu: 'householdManager:householdExamine', zh: '住户审核', en: 'Review residents' },
  staffReview: { code: 'door:staff:review', menu: 'householdManager:householdExamine', zh: '物业人员审核', en: 'Review property staff' },
  directory: { code: 'door:directory:view', menu: 'householdManager:householdReg', zh: '人员通讯录', en: 'People directory' },
} as const;

/** A node of the community → building (or region) → floor tree. `key` is unique across levels. */
export type AreaNodeType = 'residential' | 'building' | 'floor';
export interface AreaTreeNode {
  key: string;
  label: string;
  value: number;
  type: AreaNodeType;
  /** For a building node: 1 region, 2 building. */
  buildingType?: number;
  children?: AreaTreeNode[];
}
export const AreaTreeNodeSchema: z.ZodType<AreaTreeNode> = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  type: z.enum(['residential', 'building', 'floor']),
  buildingType: z.number().int().optional(),
  get children() {
    return z.array(AreaTreeNodeSchema).optional();
  },
});
// A recursive schema is written as a component of the API document only with an id (decision 0051).
z.globalRegistry.add(AreaTreeNodeSchema, { id: 'AreaTreeNode' });

export const ResidentialListRequestSchema = z.strictObject({ residentialName: z.string().trim().max(50).optional() }).nullish();
export const ResidentialSummarySchema = z.object({
  id: z.number().int(),
  residentialName: z.string(),
  companyId: z.string(),
  kind: z.string(),
});
export type ResidentialSummary = z.infer<typeof ResidentialSummarySchema>;

export const BuildingListRequestSchema = z
  .strictObject({ residentialId: id.optional(), type: z.union([z.literal(1), z.literal(2)]).optional() })
  .nullish();
export const BuildingSummarySchema = z.object({
  id: z.number().int(),
  residentialId: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  parentId: z.number().int().nullable(),
  floorCount: z.number().int(),
});
export type BuildingSummary = z.infer<typeof BuildingSummarySchema>;

export const ApartmentAddressRequestSchema = z.strictObject({ id });
/** The full address text of an apartment, e.g. 阳光花园 1栋 3层 302室 (and its parts). */
export const ApartmentAddressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  residentialName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  roomNo: z.string(),
  residentialId: z.number().int(),
  buildingId: z.number().int(),
  floorId: z.number().int(),
  floorNo: z.number().int(),
  /** The regions above the building, outermost first (empty when the building hangs off the community). */
  regionNames: z.array(z.string()),
});
export type ApartmentAddress = z.infer<typeof ApartmentAddressSchema>;

export const APARTMENT_LIST_LIMIT = 1000;
export const ApartmentListRequestSchema = z.strictObject({
  floorId: id.optional(),
  buildingId: id.optional(),
  roomNo: z.string().trim().max(20).optional(),
});
export const ApartmentSummarySchema = z.object({
  id: z.number().int(),
  roomNo: z.string(),
  floorId: z.number().int(),
  buildingId: z.number().int(),
  residentialId: z.number().int(),
  houseType: z.number().int(),
  status: z.number().int(),
});
export type ApartmentSummary = z.infer<typeof ApartmentSummarySchema>;

/** Paging for the room detail's lists (default 20, at most 100 per page). */
const paging = { page: z.number().int().min(1).max(1_000_000).default(1), limit: z.number().int().min(1).max(100).default(20) };
export const PersonsByApartmentQuerySchema = z.strictObject({
  apartmentId: queryId,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only registrations of this review status (0 pending, 1 passed, 2 rejected); all when absent. */
  reviewStatus: z.coerce.number().int().min(0).max(2).optional(),
});
export const OwnerParamsSchema = z.strictObject({ id: queryId });
/**
 * `cursor`: the `nextCursor` of the previous page, sent with `page + 1`, continues from that page's last row
 * (open records: one index range scan whatever the depth). Without it the page number positions the page.
 */
export const ByApartmentRequestSchema = z.strictObject({ apartmentId: id, ...paging, cursor: z.string().max(200).optional() });
export type ByApartmentRequest = z.infer<typeof ByApartmentRequestSchema>;

/** A person of the directory: a resident/employee (`person`) or property staff (`staff`). */
export const DirectoryEntrySchema = z.object({
  kind: z.enum(['person', 'staff']),
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  residentialId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  buildingName: z.string().nullable(),
  roomNo: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;
export const DIRECTORY_LIMIT = 50;
export const DirectoryRequestSchema = z.strictObject({
  keyword: z.string().trim().max(50).optional(),
  companyId: id.optional(),
  buildingId: id.optional(),
  kind: z.enum(['person', 'staff']).optional(),
  limit: z.number().int().min(1).max(DIRECTORY_LIMIT).default(20),
});
export type DirectoryRequest = z.infer<typeof DirectoryRequestSchema>;
export const DirectoryResultSchema = z.array(DirectoryEntrySchema);

/** Who may read a house's details and lists (the room detail page): the house's view grant. */
export const APARTMENT_VIEW = permissionCode(apartmentResource, 'view');

/**
 * A newest-first, paged list of one house's rows of `resource` (it has an apartmentId): the request, paging and
 * visibility every such list shares (door's passage records; the access module's cards of a house).
 */
export function byApartmentEndpoint<const Id extends string>(decl: { id: Id; path: string; resource: ResourceDecl; summary: string }) {
  return endpoint({
    id: decl.id,
    method: 'POST',
    path: decl.path,
    tag: decl.resource.name,
    summary: decl.summary,
    access: APARTMENT_VIEW,
    body: ByApartmentRequestSchema,
    answer: pageResultSchema(rowSchema(decl.resource)),
  });
}

/** The door module's endpoints beside the generic resource routes (spec section 7, "Door module"). */
export const DoorEndpoints = {
  residentialTree: endpoint({
    id: 'residential.tree',
    method: 'GET',
    path: '/api/door/public/residential/tree',
    tag: 'residential',
    summary: 'Community → building or region → floor tree of the acting scope',
    // Every screen's community/building/floor picker reads it: any logged-in user, but only their scope.
    access: Access.AUTHENTICATED,
    answer: z.array(AreaTreeNodeSchema),
  }),
  residentialList: endpoint({
    id: 'residential.list',
    method: 'POST',
    path: '/api/door/residential/query/list/residential',
    tag: 'residential',
    summary: 'Communities of the acting scope, optionally by name',
    access: Access.AUTHENTICATED,
    body: ResidentialListRequestSchema,
    answer: z.array(ResidentialSummarySchema),
  }),
  buildingList: endpoint({
    id: 'building.list',
    method: 'POST',
    path: '/api/door/building/query/list',
    tag: 'building',
    summary: 'Buildings and regions of the acting scope (optionally of one community, of one type)',
    access: Access.AUTHENTICATED,
    body: BuildingListRequestSchema,
    answer: z.array(BuildingSummarySchema),
  }),
  apartmentAddress: endpoint({
    id: 'apartment.address',
    method: 'POST',
    path: '/api/door/apartment/queryAddress',
    tag: 'apartment',
    summary: 'The full address text of a house, and its parts',
    access: APARTMENT_VIEW,
    body: ApartmentAddressRequestSchema,
    answer: ApartmentAddressSchema,
  }),
  apartmentList: endpoint({
    id: 'apartment.list',
    method: 'POST',
    path: '/api/door/apartment/query/list',
    tag: 'apartment',
    summary: `Houses of the acting scope for pickers (by floor, building, room number; at most ${APARTMENT_LIST_LIMIT})`,
    access: APARTMENT_VIEW,
    body: ApartmentListRequestSchema,
    answer: z.array(ApartmentSummarySchema),
  }),
  openRecordsByApartment: byApartmentEndpoint({
    id: 'openRecord.byApartment',
    path: '/api/door/openRecord/queryByApartmentId',
    resource: openRecordResource,
    summary: 'Door passage records of a house, newest first, paged (cursor for cheap next pages)',
  }),
};
