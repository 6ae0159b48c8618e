# redis:7-bookworm, built here when no image registry answers: Debian's redis-server (7.0) with the official
# image's interface that docker/compose.yaml uses (port 6379, `redis-server` as the command, redis-cli for
# the health check, data in /data).
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
# The official image's user and group ids (999).
RUN groupadd --system --gid 999 redis \
    && useradd --system --uid 999 --gid redis --home-dir /data --shell /usr/sbin/nologin redis \
    && apt-get update \
    && apt-get install -y --no-install-recommends redis-server redis-tools \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /data \
    && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
# Listens on every address of the container (Debian's packaged config binds to loopback only); without a
# config file, protected mode would refuse other containers, so it is turned off: the port is never published.
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--dir", "/data"]
