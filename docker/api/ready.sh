#!/bin/bash
# The API image's health check (docker/Dockerfile's HEALTHCHECK, docker/compose.yaml's): exits 0 while
# GET /api/health/ready answers 200 on this container's API port. Bash's /dev/tcp rather than a Node process: on a
# loaded machine starting Node took most of the check's 3 s, and the image has neither curl nor wget. It takes no
# arguments: podman 4.3's Docker API splits a check's command at spaces.
exec 3<>"/dev/tcp/127.0.0.1/${PORT:-4000}" || exit 1
printf 'GET /api/health/ready HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
# An API that accepts the connection but does not answer is not ready either.
IFS= read -r -t 2 status <&3 || exit 1
[[ $status =~ ^HTTP/1\.[01]\ 200[[:space:]] ]]
