#!/bin/sh
# Start of a web image: writes nginx's configuration (and for the shell the
# remote map) from the environment, publishes a remote's build under its
# version, then runs nginx in the foreground as this unprivileged user.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
: "${APP:?APP must name a web app of apps.json: shell or one of its remotes}"

"$here/configure.sh" main
"$here/configure.sh" site "$APP"
if [ "$APP" != shell ]; then
  : "${RELEASE:?RELEASE must be the version of this build, e.g. 1.4.0}"
  "$here/publish-release.sh" "$APP_ROOT" "$RELEASES_DIR" "$APP" "$RELEASE"
fi
exec nginx -p "$RUNTIME_DIR" -c "$RUNTIME_DIR/nginx.conf" -e stderr -g 'daemon off;'
