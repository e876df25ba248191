import type { FastifyInstance } from 'fastify';
import { apartmentQueryRoutes } from './apartment-queries.js';
import { byApartmentRoutes } from './by-apartment.js';
import { residentialTreeRoutes } from './residential-tree.js';

/** The door module's endpoints beside its generic resource routes (spec section 7, "Door module"). */
export async function doorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(residentialTreeRoutes);
  await app.register(apartmentQueryRoutes);
  await app.register(byApartmentRoutes);
}
