# One container: the site and, unless PRODUCT_API_URL points elsewhere, the embedded product API.

# a Node LTS still maintained (Node 20's support ended on 2026-04-30); CI runs on the machines'
# Node 20, the engines' floor (ADR 062)
FROM node:24-bookworm-slim AS build
WORKDIR /app
# the base path the site is built for (spec §1, ADR 051): the server refuses another one
ARG BASE_PATH=
ENV BASE_PATH=${BASE_PATH}
# better-sqlite3 compiles from source when no prebuilt binary can be fetched
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ARG BASE_PATH=
# two malloc arenas: glibc's default (8 per core) let the RSS grow by half over 60,000 rendered
# pages while the JavaScript heap stayed flat (docs/performance.md)
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PRODUCT_API_DB=/app/.data/product-api.sqlite \
    MALLOC_ARENA_MAX=2 BASE_PATH=${BASE_PATH}
WORKDIR /app
# the code stays root's, read-only to the process: it writes only to /app/.data (the database,
# its JWT secret, the image cache)
COPY --from=build /app/package.json /app/.npmrc ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
VOLUME ["/app/.data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): in-flight pages finish, then it exits
# a young generation sized for rendering pages (ADR 018): fewer scavenges under load
# the compiled server (dist/node): no TypeScript loader at run time (ADR 020)
# http-proxy's `util._extend`, which Node 22+ warns of outside the JSON log (ADR 080)
CMD ["node", "--max-semi-space-size=32", "--disable-warning=DEP0060", "dist/node/server/index.js"]
