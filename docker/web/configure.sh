#!/bin/sh
# Writes the nginx configuration of the web apps from the environment. Every
# web image runs it at each container start, and the local stack
# (scripts/stack/nginx.mjs) runs it for the local ports, so the tests serve what
# the images serve. site-files.mjs computes and checks every value once and
# writes the files below; this script only puts the values into the templates
# of docker/nginx.
#
#   configure.sh main         RUNTIME_DIR/nginx.conf and RUNTIME_DIR/policy.conf
#   configure.sh site APP     RUNTIME_DIR/sites/APP.conf; for the shell also the
#                             remote map, the shell's page, the sitemap and the
#                             links to the pages and to the guard's maps (the
#                             list is at the top of site-files.mjs)
#
# Environment:
#   RUNTIME_DIR        where everything is written (and nginx keeps its pid and temp files)
#   REMOTE_NAMES       the remotes, default every remote of apps.json (remoteDefaults.mjs)
#   REMOTE_<NAME>      URL of that remote's mf-manifest.json, e.g.
#                      REMOTE_INTAKE=https://intake.example.com/intake/1.4.0/mf-manifest.json;
#                      the shell's remote map, and the origins the CSP allows
#   SHELL_ORIGINS      origins whose pages may read a remote's files (CORS), space-separated
#   SITE_ORIGIN        shell: the site's own origin, in front of every sitemap address;
#                      default the first of SHELL_ORIGINS
#   PUBLIC_REMOTES     shell: the remotes whose builds list public pages (public-pages.xml
#                      beside their mf-manifest.json), default those of apps.json (remoteDefaults.mjs)
#   REMOTE_<NAME>_LAST_GOOD  shell: the URL of the mf-manifest.json of that remote's last good version
#                      (the one that served before REMOTE_<NAME>), which the browser falls back to
#                      when the current one cannot be loaded; the CSP allows its origin too
#   REMOTE_<NAME>_CANARY, REMOTE_<NAME>_CANARY_PERCENT  shell: the URL of the mf-manifest.json of a canary
#                      version of that remote, and the share of visitors (1-100 %) that get it (docs/safe-deploys.md)
#   REMOTE_<NAME>_INTERNAL  shell: that remote's mf-manifest.json as the shell's server
#                      reaches it, where that differs from the browser's REMOTE_<NAME>
#                      (compose: http://marketing:8080/...); default REMOTE_<NAME>
#   NGINX_RESOLVER     shell: DNS server(s) for those addresses; default the nameservers
#                      of /etc/resolv.conf
#   LISTEN             nginx `listen` value, e.g. 8080 or 127.0.0.1:3000
#   APP_ROOT           the app's build (dist/)
#   API_UPSTREAM       shell: where /api goes, e.g. http://api:4000
#   RELEASES_DIR       remotes: published versions, RELEASES_DIR/APP/VERSION/
#   MAP_OVERRIDES_DIR  shell: where a canary guard writes the map it leaves after a rollback (docs/safe-deploys.md);
#                      unset: none
#   PAGES_DIR          shell: the pre-rendered pages, PAGES_DIR/<key>/ per remote map (docs/rendering.md);
#                      unset: every page is rendered in the browser
#   NGINX_ERROR_LOG, NGINX_ACCESS_LOG  stderr, off or a file; default stderr and /dev/stdout
#   NGINX_WORKER_PROCESSES  auto (default) or a number
#   NGINX_MODULES_DIR  where nginx's brotli module is looked for, default /usr/lib/nginx/modules
#                      (without it: gzip only)
#
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
CONF_DIR=${CONF_DIR:-$(dirname -- "$here")/nginx}
: "${RUNTIME_DIR:?RUNTIME_DIR must name the directory to write the configuration to}"
export CONF_DIR RUNTIME_DIR

case "${1:-}" in
  main) [ $# -eq 1 ] || set -- usage; step=main ;;
  site) [ $# -eq 2 ] || set -- usage; step=${2:-} ;;
esac
node "$here/site-files.mjs" "$@"

# The step's values, one file each: exported, and named to envsubst, which replaces those only (nginx's own
# $variables stay).
names=''
for file in "$RUNTIME_DIR/values/$step"/*; do
  name=${file##*/}
  export "$name=$(cat -- "$file")"
  names="$names \${$name}"
done

# render TEMPLATE OUTPUT
render() {
  envsubst "$names" <"$CONF_DIR/$1" >"$2.tmp"
  mv -f "$2.tmp" "$2"
}

case $step in
  main)
    render policy.conf.template "$RUNTIME_DIR/policy.conf"
    render nginx.conf.template "$RUNTIME_DIR/nginx.conf"
    ;;
  shell) render shell.conf.template "$RUNTIME_DIR/sites/shell.conf" ;;
  *) render remote.conf.template "$RUNTIME_DIR/sites/$step.conf" ;;
esac
