#!/bin/sh
# Publishes a remote's build as one version: RELEASES_DIR/APP/VERSION/, served
# by the remote's nginx at /APP/VERSION/. A published version never changes:
# publishing it again with the same files does nothing, with other files fails.
#
#   publish-release.sh BUILD_DIR RELEASES_DIR APP VERSION
set -eu

fail() {
  echo "publish-release.sh: $*" >&2
  exit 1
}

[ $# -eq 4 ] || fail "usage: publish-release.sh BUILD_DIR RELEASES_DIR APP VERSION"
build=$1 releases=$2 app=$3 version=$4
printf '%s\n' "$app" | grep -Eqx '[a-z][a-z0-9]*' || fail "\"$app\" is not a remote name"
printf '%s\n' "$version" | grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?' ||
  fail "\"$version\" is not a version like 1.4.0 or 1.4.0-rc.1"
[ -f "$build/mf-manifest.json" ] || fail "$build has no mf-manifest.json: is it a remote's build?"

target=$releases/$app/$version
if [ -d "$target" ]; then
  diff -rq "$build" "$target" >/dev/null ||
    fail "$app $version is already published with other files; a published version never changes, so give this build a new version"
  echo "$app $version is already published"
  exit 0
fi

mkdir -p "$releases/$app"
# Copied beside the target, then renamed: a version appears whole or not at all.
staging=$(mktemp -d "$releases/$app/.$version.XXXXXX")
trap 'rm -rf "$staging"' EXIT
cp -R "$build/." "$staging/"
chmod -R a+rX "$staging"
mv "$staging" "$target"
trap - EXIT
echo "$app $version published to $target"
