# syntax=docker/dockerfile:1
# Sherehe's image: the release folder (scripts/build-release.mjs: the server bundle, migrations, the built web app, the
# tools and the server's production packages), run by Node 20 as an unprivileged user. CI builds and runs that same
# folder (npm run release:check) where no Docker engine runs. docker compose up starts several of these (compose.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /src
# The manifests first, so a change to the code alone does not install the packages again.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-release.mjs /release

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/sherehe
WORKDIR /app
# Owned by root and read-only to the app: only DATA_DIR (the embedded database and disk uploads, when used) is
# written, and it is a volume.
COPY --from=build /release /app
# PostgreSQL's client tools (15, as compose.yaml's server) for npm run db:backup and db:restore inside the container;
# a font for the text sharp draws on invitation cards (the slim image has none).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/sherehe && chown node:node /var/lib/sherehe
VOLUME /var/lib/sherehe
USER node
EXPOSE 3000
# SIGTERM drains (SHUTDOWN_DRAIN_SECONDS, /api/v1/ready answers 503) before the server closes: give it the time.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.mjs"]
