# syntax=docker/dockerfile:1
# The career portal as one image: the compiled server (dist-server/) and the built PWA (dist/)
# on Node 20, run as the unprivileged `node` user in production mode. Configuration comes
# from the environment (docs/deploy.md); compose.yaml runs two replicas behind a proxy.

# --- build: every dependency, then `npm run build` (client and server) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Scripts wait for the sources: `prepare` (panda codegen) needs them, and runs below.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run prepare && npm run build

# --- deps: production dependencies only (no tsx, vite, esbuild or test tools) ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/var/lib/career-portal
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR holds the embedded PGlite and local uploads when DATABASE_URL and S3_* are unset.
RUN mkdir -p /var/lib/career-portal && chown node:node /var/lib/career-portal
USER node
EXPOSE 8080
# Liveness only: readiness (/readyz) is for the load balancer, which must stop sending traffic
# while the database is away without the orchestrator restarting a healthy process.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (DRAIN_TIMEOUT_MS, default 10 s): give the container longer than that to stop.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
