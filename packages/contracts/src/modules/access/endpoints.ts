import { byApartmentEndpoint } from '../door/endpoints.js';
import { cardResource } from './card.js';

/** The access module's endpoints beside its generic resource routes. */
export const AccessEndpoints = {
  /** The room detail's access cards of one house (the URL is door's, as the spec has it). */
  cardsByApartment: byApartmentEndpoint({
    id: 'card.byApartment',
    path: '/api/door/card/queryByApartmentId',
    resource: cardResource,
    summary: 'Access cards of a house, newest first, paged',
  }),
};
