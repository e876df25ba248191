import type { FastifyInstance } from 'fastify';
import { doorResourceRoutes } from '../../resources/door/index.js';
import { apartmentQueryRoutes } from './apartment-queries.js';
import { byApartmentRoutes } from './by-apartment.js';
import { directoryRoutes } from './directory.js';
import { peopleReviewRoutes } from './people-review.js';
import { residentialTreeRoutes } from './residential-tree.js';

/** The door module: the generic resource routes and the bespoke endpoints beside them (spec section 7). */
export async function doorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(doorResourceRoutes);
  await app.register(residentialTreeRoutes);
  await app.register(apartmentQueryRoutes);
  await app.register(byApartmentRoutes);
  await app.register(peopleReviewRoutes);
  await app.register(directoryRoutes);
}
