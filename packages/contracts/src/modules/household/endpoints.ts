import { endpoint } from '../../endpoint-decl.js';
import { pageResultSchema } from '../../envelope.js';
import { rowSchema } from '../../resource/derive.js';
import {
  APARTMENT_VIEW,
  DOOR_ELEMENTS,
  DirectoryRequestSchema,
  DirectoryResultSchema,
  OwnerParamsSchema,
  PersonsByApartmentQuerySchema,
} from '../door/endpoints.js';
import { personResource } from './person.js';
import { ReviewRequestSchema, ReviewResultSchema } from './review.js';

/** Review of one kind of registration: pass or reject one or a batch, all or none. */
function reviewEndpoint(name: 'person' | 'staff', summary: string) {
  return endpoint({
    id: `${name}.review`,
    method: 'POST',
    path: `/api/door/${name}/review`,
    tag: name,
    summary,
    access: DOOR_ELEMENTS[name === 'person' ? 'personReview' : 'staffReview'].code,
    opLog: { resource: name, action: 'review' },
    body: ReviewRequestSchema,
    answer: ReviewResultSchema,
  });
}

/** The household module's endpoints beside its generic resource routes (their URLs are door's, as the spec has them). */
export const HouseholdEndpoints = {
  personReview: reviewEndpoint('person', 'Pass or reject resident registrations (one or a batch, all or none)'),
  staffReview: reviewEndpoint('staff', 'Pass or reject property staff registrations (one or a batch, all or none)'),
  personsByApartment: endpoint({
    id: 'person.byApartment',
    method: 'GET',
    path: '/api/door/person/queryResidentsByApartment',
    tag: 'person',
    summary: 'Residents of a house, owners first (person rows), paged',
    access: APARTMENT_VIEW,
    query: PersonsByApartmentQuerySchema,
    answer: pageResultSchema(rowSchema(personResource)),
  }),
  ownerPerson: endpoint({
    id: 'person.owner',
    method: 'GET',
    path: '/api/door/person/queryOwnerPerson/{id}',
    tag: 'person',
    summary: "A house's owner: the earliest passed owner registration, or null",
    access: APARTMENT_VIEW,
    params: OwnerParamsSchema,
    answer: rowSchema(personResource).nullable(),
  }),
  /** Not in the spec: the people picker of visitors, repairs and notices. */
  directory: endpoint({
    id: 'person.directory',
    method: 'POST',
    path: '/api/door/directory/query',
    tag: 'person',
    summary: 'People directory: passed residents and property staff of the scope, by name, phone, company or building',
    access: DOOR_ELEMENTS.directory.code,
    body: DirectoryRequestSchema,
    answer: DirectoryResultSchema,
  }),
};
