import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import { pageResultSchema } from '../../envelope.js';
import { byApartmentEndpoint } from '../door/endpoints.js';
import {
  AUTH_ELEMENTS,
  AuthDetailQuerySchema,
  AuthExceptionQuerySchema,
  AuthExceptionSchema,
  AuthoriseRequestSchema,
  AuthResultSchema,
  AuthRetryRequestSchema,
} from './auth.js';
import { CARD_ELEMENTS, CardOperationResultSchema, CardRenewSchema, cardResource, type CardOperation } from './card.js';
import { AUTH_FILE_ELEMENTS, AuthFileStatusSchema, AuthFileUploadSchema } from './licence.js';
import type { RalidStepName } from './ralid.js';
import { ACCESS_SYNC_ELEMENTS, SyncRunSchema, SyncStepResultSchema } from './sync.js';

const tag = 'access';
const TaskStarted = z.object({ taskId: z.string() });

/** The element each card operation needs: freezing and unfreezing share one. */
const CARD_OPERATION_ACCESS: Record<CardOperation, string> = {
  lost: CARD_ELEMENTS.lost.code,
  return: CARD_ELEMENTS.return.code,
  renew: CARD_ELEMENTS.renew.code,
  freeze: CARD_ELEMENTS.freeze.code,
  unfreeze: CARD_ELEMENTS.freeze.code,
};

/**
 * A card operation beside issuing (POST /api/door/card/{id}/{operation}): allowed from the statuses
 * CARD_TRANSITIONS lists, carried to the devices as a batchDevice task. Only renew reads a body.
 */
function cardOperationEndpoint<B extends z.ZodType>(operation: CardOperation, body: B, errors: readonly string[] = []) {
  return endpoint({
    id: `card.${operation}`,
    method: 'POST',
    path: `/api/door/card/{id}/${operation}`,
    tag: cardResource.name,
    summary: `Card operation: ${operation}`,
    access: CARD_OPERATION_ACCESS[operation],
    opLog: { resource: 'card', action: operation },
    params: IdParams,
    body,
    answer: CardOperationResultSchema,
    errors: ['CARD_ACTION_NOT_ALLOWED', ...errors],
  });
}
/** The body the other operations take: anything, or nothing (the spec's routes have none). */
const NoPayload = z.unknown().optional();

/** One data set from the access-control platform now (spec section 7: no payload); refused while a full sync runs. */
function syncStepEndpoint(step: RalidStepName) {
  return endpoint({
    id: `accessSync.${step}`,
    method: 'POST',
    path: `/api/proxy/ralid/${step}`,
    tag,
    summary: `Sync one data set from the access-control platform now (${step}); no payload`,
    access: ACCESS_SYNC_ELEMENTS.run.code,
    opLog: { resource: 'accessSync', action: 'sync' },
    body: NoPayload,
    answer: SyncStepResultSchema,
    errors: ['HEAD_OFFICE_ONLY', 'ACCESS_SYNC_RUNNING', 'RALID_UNREACHABLE'],
  });
}

/** The access module's endpoints beside its generic resource routes. */
export const AccessEndpoints = {
  /** The room detail's access cards of one house (the URL is door's, as the spec has it). */
  cardsByApartment: byApartmentEndpoint({
    id: 'card.byApartment',
    path: '/api/door/card/queryByApartmentId',
    resource: cardResource,
    summary: 'Access cards of a house, newest first, paged',
  }),
  /** Report lost, return, renew (a new validity, never in the past), freeze, unfreeze: by operation. */
  cardOperations: {
    lost: cardOperationEndpoint('lost', NoPayload),
    return: cardOperationEndpoint('return', NoPayload),
    renew: cardOperationEndpoint('renew', CardRenewSchema, ['CARD_VALIDITY_PAST']),
    freeze: cardOperationEndpoint('freeze', NoPayload),
    unfreeze: cardOperationEndpoint('unfreeze', NoPayload),
  } satisfies Record<CardOperation, unknown>,

  /** An administrator authorises people (residents or staff) to their devices. */
  authorise: endpoint({
    id: 'accessAuth.authorise',
    method: 'POST',
    path: '/api/access/auth/authorise',
    tag,
    summary: 'Push residents’ or staff credentials to the devices of their access level (batchDevice task)',
    access: AUTH_ELEMENTS.authorise.code,
    opLog: { resource: 'accessAuth', action: 'authorise' },
    body: AuthoriseRequestSchema,
    answer: TaskStarted,
    errors: ['NOT_FOUND'],
  }),
  /** Authorisations with failed writes (paged). */
  authExceptions: endpoint({
    id: 'accessAuth.exceptions',
    method: 'POST',
    path: '/api/access/auth/exceptions',
    tag,
    summary: 'Authorisations with failed device writes, newest first',
    access: AUTH_ELEMENTS.view.code,
    body: AuthExceptionQuerySchema,
    answer: pageResultSchema(AuthExceptionSchema),
  }),
  /** One authorisation task's per-device results. */
  authDetail: endpoint({
    id: 'accessAuth.detail',
    method: 'POST',
    path: '/api/access/auth/detail',
    tag,
    summary: 'One authorisation’s per-device results (authException2?taskId=)',
    access: AUTH_ELEMENTS.view.code,
    body: AuthDetailQuerySchema,
    answer: AuthResultSchema.array(),
    errors: ['NOT_FOUND'],
  }),
  /** Push the failed writes of a task (or of chosen result rows) again, as a new task. */
  authRetry: endpoint({
    id: 'accessAuth.retry',
    method: 'POST',
    path: '/api/access/auth/retry',
    tag,
    summary: 'Push an authorisation’s failed writes again as a new batchDevice task',
    access: AUTH_ELEMENTS.retry.code,
    opLog: { resource: 'accessAuth', action: 'retry' },
    body: AuthRetryRequestSchema,
    answer: TaskStarted,
    errors: ['NOT_FOUND'],
  }),

  /** The current authorization file of each community in scope (spec section 8). */
  authFile: endpoint({
    id: 'accessAuthFile.list',
    method: 'GET',
    path: '/api/access/authFile',
    tag,
    summary: 'The authorization file of each community in scope and whether it is valid today',
    access: AUTH_ELEMENTS.view.code,
    answer: AuthFileStatusSchema.array(),
  }),
  /** Upload one community's authorization file (its text), replacing the current one. */
  authFileUpload: endpoint({
    id: 'accessAuthFile.upload',
    method: 'POST',
    path: '/api/access/authFile',
    tag,
    summary: 'Upload a community’s authorization file (its text), replacing the current one',
    access: AUTH_FILE_ELEMENTS.upload.code,
    opLog: { resource: 'accessAuthFile', action: 'upload' },
    body: AuthFileUploadSchema,
    answer: AuthFileStatusSchema,
  }),

  /** Not in the spec: the eight steps as one background task. */
  syncStart: endpoint({
    id: 'accessSync.start',
    method: 'POST',
    path: '/api/proxy/ralid/sync',
    tag,
    summary: 'Start the eight-step access-control sync as a background task (40950 while one runs)',
    access: ACCESS_SYNC_ELEMENTS.run.code,
    opLog: { resource: 'accessSync', action: 'run' },
    answer: TaskStarted,
    errors: ['HEAD_OFFICE_ONLY', 'ACCESS_SYNC_RUNNING'],
  }),
  /** Not in the spec: the latest run, for the screen. */
  syncLatest: endpoint({
    id: 'accessSync.latest',
    method: 'POST',
    path: '/api/proxy/ralid/latest',
    tag,
    summary: "The company's latest sync run: each step's status, count and error",
    access: ACCESS_SYNC_ELEMENTS.view.code,
    answer: SyncRunSchema.nullable(),
    errors: ['HEAD_OFFICE_ONLY'],
  }),
  /** The spec's eight one-step routes, by step. */
  syncSteps: {
    getDepartment: syncStepEndpoint('getDepartment'),
    getDepartmentAccessLevel: syncStepEndpoint('getDepartmentAccessLevel'),
    getAccessLevel: syncStepEndpoint('getAccessLevel'),
    getDoorInfo: syncStepEndpoint('getDoorInfo'),
    getUsers: syncStepEndpoint('getUsers'),
    getCard: syncStepEndpoint('getCard'),
    getCardAccessLevel: syncStepEndpoint('getCardAccessLevel'),
    getCardType: syncStepEndpoint('getCardType'),
  } satisfies Record<RalidStepName, unknown>,
};
