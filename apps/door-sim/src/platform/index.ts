import type { FastifyPluginAsync } from 'fastify';
import { createPlatform, platformOptionsFromEnv, PLATFORM_PREFIX, type PlatformOptions } from './server.js';

export {
  createPlatform,
  platformOptionsFromEnv,
  PLATFORM_PREFIX,
  type Platform,
  type PlatformFailure,
  type PlatformOptions,
} from './server.js';
export { BENCH_SIZES, CARD_TYPE_NAMES, cardNoOf, DEMO_SIZES, PlatformData, type PlatformSizes } from './data.js';

/**
 * The upstream access-control platform (the eight data sets of /api/proxy/ralid, with paging and a chosen
 * failing step): `POST /platform/ralid/{step}` with `{pageNo, pageSize}`, and `POST /platform/ralid/_control`
 * to choose a failing step, its mode (error | kill), the sizes and a page delay. Options from the environment
 * (SIM_PLATFORM_*, see server.ts) unless given.
 */
export const platformPlugin: FastifyPluginAsync<{ platform?: Partial<PlatformOptions> }> = async (app, opts) => {
  const platform = createPlatform({ ...platformOptionsFromEnv(process.env), ...opts.platform });
  app.post<{ Params: { name: string } }>(`${PLATFORM_PREFIX}/:name`, async (request, reply) => {
    const answer = await platform.answer(request.params.name, request.body);
    if (!answer) {
      reply.raw.destroy();
      return reply;
    }
    return reply.code(answer.http).send(answer.body);
  });
};
