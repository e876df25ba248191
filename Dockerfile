# syntax=docker/dockerfile:1
# One image for the API (serving the built console), the hw-bridge and the door-device simulator; docker-compose.yml picks the command.

# ---- build: the whole workspace, installed from the lockfile and built as on a laptop --------------------
FROM node:20-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
RUN npm install -g pnpm@10.34.9
WORKDIR /app

# Manifests first: the dependency layer is reused while only sources change.
# Every workspace package is listed, or the frozen lockfile would not match the workspace.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/hw-bridge/package.json apps/hw-bridge/
COPY apps/door-sim/package.json apps/door-sim/
COPY tests/e2e/package.json tests/e2e/
RUN pnpm install --frozen-lockfile

COPY tsconfig.base.json turbo.json ./
COPY packages ./packages
COPY apps ./apps
RUN pnpm build

# Keep only production dependencies for the runtime image (from the local store: no network).
RUN rm -rf node_modules packages/*/node_modules apps/*/node_modules tests/*/node_modules \
 && pnpm install --frozen-lockfile --prod --offline

# ---- runtime ------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production CVAP_MODE=demo PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contracts ./packages/contracts
COPY --from=build /app/apps/api ./apps/api
COPY --from=build /app/apps/hw-bridge ./apps/hw-bridge
COPY --from=build /app/apps/door-sim ./apps/door-sim
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR (generated JWT secret, uploads, PGlite when no DATABASE_URL) is the only writable place.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 8080 9090
CMD ["node", "apps/api/dist/main.js"]
