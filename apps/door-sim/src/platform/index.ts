import type { FastifyPluginAsync } from 'fastify';

/**
 * The upstream access-control platform (the eight data sets of /api/proxy/ralid, with paging and a chosen
 * failing step). STUB: the door-access branch fills this plugin; the server mounts whatever it registers.
 */
export const platformPlugin: FastifyPluginAsync = async () => {};
