import type { FastifyInstance } from 'fastify';
import { directoryRoutes } from './directory.js';
import { peopleReviewRoutes } from './people-review.js';
import { personsByApartmentRoutes } from './persons-by-apartment.js';

/** The household module's endpoints beside its generic resource routes: review, residents of a house, directory. */
export async function householdRoutes(app: FastifyInstance): Promise<void> {
  await app.register(peopleReviewRoutes);
  await app.register(personsByApartmentRoutes);
  await app.register(directoryRoutes);
}
