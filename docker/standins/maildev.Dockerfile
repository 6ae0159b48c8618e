# maildev/maildev:2.2.1, built here when no image registry answers: MailDev from the npm registry, its web
# inbox on 1080 and SMTP on 1025 like the official image.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
ARG NODE_EXTRA_CA_CERTS
RUN npm install --global --no-audit --no-fund maildev@2.2.1 && npm cache clean --force
USER node
EXPOSE 1080 1025
ENTRYPOINT ["maildev"]
