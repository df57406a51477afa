# syntax=docker/dockerfile:1
# The site as a container (issue 27). Built and run by tests/container/container.test.ts with podman
# (issue 40): keep it in step with package.json, the README and compose.yaml.
#
#   docker build -t leadwise-website .
#   docker run -p 3000:3000 -v leadwise-data:/data leadwise-website          # embedded SQLite in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… leadwise-website    # PostgreSQL
#
# BASE_IMAGE is the image both stages start from: Node 24 on Debian trixie with npm and an
# unprivileged `node` user (uid 1000). By default the registry's node:24-trixie-slim; where no image
# registry can be reached, the one `npm run -s container:base` makes from Debian's own packages and
# the npm registry (decision 055):
#   podman build --format docker --network host --build-arg BASE_IMAGE=$(npm run -s container:base) -t leadwise-website .
# (podman keeps HEALTHCHECK only in the docker format.)
#
# Stage deps installs the production dependencies; stage build installs everything (the build needs
# the dev tools) and builds the public site and the desk. The runtime stage is Node 24 (it runs the
# server's .ts files directly), the production dependencies, the build and the server's sources, run
# as the unprivileged `node` user. pg_dump comes from Debian's PostgreSQL client (17 on trixie: it can dump servers up to 17).
ARG BASE_IMAGE=node:24-trixie-slim

# The production dependencies alone, in a stage of their own: cached until package-lock.json changes,
# where pruning the build's node_modules took minutes on every build.
FROM ${BASE_IMAGE} AS deps
# Marks this project's images, so the test can clear the ones a rebuild leaves untagged.
LABEL org.example.leadwise.image=website
WORKDIR /app
COPY package.json package-lock.json ./
# A certificate authority the build's network needs beyond Debian's (a TLS-inspecting proxy, as on the
# machines that run the tests): `--secret id=extra-ca,src=<PEM file>`. Read for npm ci only, never
# kept in the image; without it, npm trusts the base's certificates alone.
RUN --mount=type=secret,id=extra-ca \
  if [ -s /run/secrets/extra-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca; fi \
  && npm ci --omit=dev --no-audit --no-fund

FROM ${BASE_IMAGE} AS build
LABEL org.example.leadwise.image=website
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=extra-ca \
  if [ -s /run/secrets/extra-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca; fi \
  && npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
LABEL org.example.leadwise.image=website
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=/app/build \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: storage answers, migrations applied, not shutting down (GET /readyz). The check starts a
# Node process: on a busy host that alone took over 3 s, hence the 10 s timeout.
HEALTHCHECK --interval=15s --timeout=10s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini forwards SIGTERM to the server, which finishes its work and exits within 10 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/main.ts"]
