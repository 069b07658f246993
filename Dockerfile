# syntax=docker/dockerfile:1
# Quadro's image: what `npm run build` writes, installed with its production dependencies only.
# The RUN lines are the steps CI's production smoke runs and proves on every run
# (scripts/build/production-steps.ts, scripts/ci/production-smoke.ts): keep them equal.

FROM node:24-slim AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build

FROM node:24-slim
WORKDIR /app
COPY --from=build /src/dist ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
RUN mkdir /data && chown node:node /data
# Every write goes to the data volume or /tmp (a tmpfs under a read-only root file system):
# npm's cache and logs too, for `npm run admin` in a running container.
ENV QUADRO_ENV=production \
    QUADRO_DATA_DIR=/data \
    PORT=3000 \
    npm_config_cache=/tmp/npm \
    npm_config_update_notifier=false
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm, is process 1's child: SIGTERM reaches the server, which drains and exits.
CMD ["node", "apps/api/src/main.ts"]
