import { Access, envelopeSchema, labelIn, SystemPaths, TreeNodeSchema, type TreeNode } from '@cvap/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regions } from '../../../db/schema/index.js';
import { ok } from '../../../engine/index.js';

/** Provinces with their cities as a tree of {label, value (the region code), children}. */
export async function regionComboRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    SystemPaths.regionCombo,
    {
      config: { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' },
      schema: {
        tags: ['dictionaries'],
        summary: 'Province → city tree in the request language',
        response: { 200: envelopeSchema(z.array(TreeNodeSchema)) },
      },
    },
    async (request) => {
      const rows = await app.db.orm.select().from(regions).orderBy(asc(regions.sortNo), asc(regions.code));
      const nodes = new Map<string, TreeNode>(
        rows.map((r) => [r.code, { label: labelIn({ zh: r.name, en: r.nameEn }, request.language), value: r.code }]),
      );
      const roots: TreeNode[] = [];
      for (const row of rows) {
        const node = nodes.get(row.code)!;
        const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
        if (parent) (parent.children ??= []).push(node);
        else roots.push(node);
      }
      return ok(request.language, roots);
    },
  );
}
