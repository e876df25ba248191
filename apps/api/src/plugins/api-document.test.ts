import { Access } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import {
  derivedOperationId,
  documentPath,
  errorCodes,
  finishDocument,
  routeKey,
  type OpenApiDocument,
  type RouteFacts,
} from './api-document.js';

const facts = (overrides: Partial<RouteFacts> = {}): RouteFacts => ({
  access: 'system:user:view',
  community: 'required',
  kiosk: false,
  errors: [],
  hasBody: false,
  hasInput: false,
  ...overrides,
});

describe('operation ids', () => {
  it('are read from the method and the path, a path parameter as "by" and its name', () => {
    expect(derivedOperationId('post', '/api/admin/menu/query/page')).toBe('postAdminMenuQueryPage');
    expect(derivedOperationId('GET', documentPath('/api/admin/task/:id'))).toBe('getAdminTaskById');
    expect(derivedOperationId('post', '/api/device-gateway/heartbeat')).toBe('postDeviceGatewayHeartbeat');
  });

  it('refuse a route that names an id another route already has', () => {
    const document: OpenApiDocument = {
      paths: { '/a': { get: { operationId: 'same', responses: {} } }, '/b': { get: { operationId: 'same', responses: {} } } },
      components: {},
    };
    expect(() => finishDocument(document, new Map())).toThrow(/operationId same of get \/b/);
  });
});

describe('the 4xx codes of an operation', () => {
  it('are only the request faults on a public route', () => {
    const codes = errorCodes(facts({ access: Access.PUBLIC, hasBody: true, hasInput: true }), '/api/auth/jwt/token');
    expect([...codes.keys()]).toEqual([400, 413, 422, 429]);
    expect(codes.get(400)).toEqual(['BAD_REQUEST', 'INVALID_JSON']);
  });

  it('add the session, community and permission refusals behind a login, and not found on a path id', () => {
    const codes = errorCodes(facts(), '/api/admin/user/{id}');
    expect(codes.get(401)).toEqual(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'PASSWORD_CHANGED', 'ACCOUNT_DISABLED', 'SESSION_REVOKED']);
    expect(codes.get(403)).toEqual(['COMMUNITY_FORBIDDEN', 'HEAD_OFFICE_FORBIDDEN', 'FORBIDDEN']);
    expect(codes.get(404)).toEqual(['NOT_FOUND']);
  });

  it('leave out what the route cannot answer: no head-office refusal when the community is optional, no 40301 for a kiosk route any login may call', () => {
    const codes = errorCodes(facts({ access: Access.AUTHENTICATED, community: 'optional', kiosk: true }), '/api/x');
    expect(codes.get(403)).toEqual(['COMMUNITY_FORBIDDEN']);
    expect(codes.has(404)).toBe(false);
  });

  it('add the codes the route declares under their own HTTP status', () => {
    const codes = errorCodes(facts({ errors: ['CONFLICT', 'UPLOAD_TOO_LARGE'] }), '/api/x');
    expect(codes.get(409)).toEqual(['CONFLICT']);
    expect(codes.get(413)).toEqual(['UPLOAD_TOO_LARGE']);
  });
});

describe('a finished operation', () => {
  it('takes the CompanyId header behind a login, refers to shared 4xx answers and declares its tags', () => {
    const document: OpenApiDocument = {
      paths: { '/api/x/{id}': { get: { tags: ['x'], responses: { 200: { description: 'ok' } } } } },
      components: {},
    };
    finishDocument(document, new Map([[routeKey('GET', '/api/x/{id}'), facts({ community: 'optional' })]]));
    const operation = document.paths['/api/x/{id}']!.get!;
    expect(operation.operationId).toBe('getXById');
    expect(operation.parameters).toEqual([{ $ref: '#/components/parameters/CompanyIdOptional' }]);
    expect(operation.responses!['404']).toEqual({ $ref: '#/components/responses/Http404_40401' });
    expect(document.components.responses).toHaveProperty('Http404_40401');
    expect(document.tags).toEqual([{ name: 'x', description: 'Operations under /api/x' }]);
  });
});
