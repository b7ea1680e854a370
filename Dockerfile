# syntax=docker/dockerfile:1
# The accounting service: docker build -t accounting . && docker run -p 3000:3000 -v books:/data accounting
# scripts/replay-image.mjs replays the install and start below on a clean copy (run by .ci/run).

FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source where no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY scripts ./scripts
COPY migrations ./migrations
COPY src ./src
# Installs the production dependencies only; its prepare step builds dist/ with them (esbuild).
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATABASE_URL=/data/accounting.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The web page's templates and stylesheet, which the server reads at run time.
COPY --from=build /app/src/web/templates ./src/web/templates
COPY --from=build /app/src/web/assets ./src/web/assets
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/server.js"]
