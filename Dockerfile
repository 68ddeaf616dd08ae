# The storefront as a container: the standalone server (next.config.mjs `output: 'standalone'`),
# assembled by scripts/standalone.mjs exactly as `npm test`'s standalone e2e run does. Not built in
# CI (base images cannot be pulled there); every step below is one the tested script performs.
# Build: docker build -t kirari-storefront .
# Run:   docker run -p 3000:3000 -e PLATFORM_API_URL=… -e INTERACTION_API_URL=… -e SITE_URL=… kirari-storefront

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm ci` refuses this lockfile (other platforms' optional binaries are missing: see TOOLCHAIN.md).
RUN npm install --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build && node scripts/standalone.mjs assemble

FROM node:20-bookworm-slim AS run
WORKDIR /app
# Docker sets HOSTNAME to the container id; the server must listen on every interface.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# scripts/serve.mjs (the front cache before Next), its traced node_modules, .next/static and public/
# (scripts/standalone.mjs assemble).
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# The process answers (GET /healthz); readiness for traffic is the orchestrator's /readyz probe.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]
