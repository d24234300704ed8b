# syntax=docker/dockerfile:1
# Thesis: one Node.js process serving the API and the web app on PORT (default 3000).
#   docker build -t thesis .
#   docker run -p 3000:3000 -e JWT_SECRET="$(openssl rand -base64 48)" -v thesis-data:/var/lib/thesis thesis
# See docs/deploy.md for PostgreSQL, S3 and several instances behind a load balancer.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# ---- manifests: the lock file and every workspace's package.json (npm ci needs them all) --------
FROM scratch AS manifests
COPY package.json package-lock.json /
COPY packages/domain/package.json /packages/domain/
COPY apps/server/package.json /apps/server/
COPY apps/web/package.json /apps/web/
COPY e2e/package.json /e2e/
COPY bench/package.json /bench/

# ---- build: every dependency, then the web bundle and the server bundle -------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY --from=manifests / ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- runtime: production dependencies of the server only, run as the unprivileged node user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/thesis
WORKDIR /app
COPY --from=manifests / ./
# The compilers are only needed while installing (better-sqlite3 without a prebuilt binary) and
# leave the image in the same layer.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && npm ci --omit=dev --no-audit --no-fund --workspace @thesis/server \
 && npm cache clean --force \
 && apt-get purge -y --auto-remove python3 make g++ \
 && rm -rf /var/lib/apt/lists/* /root/.cache /tmp/*
# The server bundle carries @thesis/domain; the web app is static files; the universe CSVs are
# loaded on first start.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY data/reference data/reference
RUN mkdir -p /var/lib/thesis && chown node:node /var/lib/thesis
USER node
VOLUME ["/var/lib/thesis"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Operator commands: docker exec <container> node apps/server/dist/cli.js help
# The flags are those of scripts/server-flags.mjs (a test checks they match).
CMD ["node", "--max-semi-space-size=64", "apps/server/dist/main.js"]
