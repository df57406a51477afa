# syntax=docker/dockerfile:1
# The site as a container (issue 27). Not built in CI or on the development machines (no Docker
# there): keep it in step with package.json, the README and compose.yaml by hand.
#
#   docker build -t leadwise-website .
#   docker run -p 3000:3000 -v leadwise-data:/data leadwise-website          # embedded SQLite in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… leadwise-website    # PostgreSQL
#
# Stage 1 installs everything (the build needs the dev tools), builds the public site and the desk,
# then drops the dev dependencies. Stage 2 is the runtime: Node 24 (it runs the server's .ts files
# directly), the production dependencies, the build and the server's sources, run as the unprivileged
# `node` user. pg_dump comes from Debian's PostgreSQL client (17 on trixie: it can dump servers up to 17).

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-trixie-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=/app/build \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: storage answers, migrations applied, not shutting down (GET /readyz).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini forwards SIGTERM to the server, which finishes its work and exits within 10 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/main.ts"]
