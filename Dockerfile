# The reference image (docs/DEPLOY.md): one image for the web processes and the worker.
FROM node:20-bookworm-slim
# Chromium draws report screenshots and PDFs.
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci
COPY . .
RUN npm run build -w @tessera/web
ENV NODE_ENV=production TESSERA_HOME=/data CHROMIUM_PATH=/usr/bin/chromium TESSERA_LOAD_EXAMPLES=false
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 8088
USER node
ENTRYPOINT ["node", "packages/server/bin/tessera.mjs"]
CMD ["start"]
