#!/bin/sh
# Writes the nginx configuration of the web apps from the environment. Every
# web image runs it at each container start, and the local stack
# (scripts/lib/nginx.mjs) runs it for the local ports, so the tests serve what
# the images serve.
#
#   configure.sh main         RUNTIME_DIR/nginx.conf and RUNTIME_DIR/policy.conf
#   configure.sh site APP     RUNTIME_DIR/sites/APP.conf; for the shell also
#                             RUNTIME_DIR/remotes.json, the remote map (and map-key, its name), and
#                             RUNTIME_DIR/index.html, the shell's page with
#                             links that fetch the remotes' manifests early,
#                             and RUNTIME_DIR/sitemap.xml and robots.txt
#
# Environment:
#   RUNTIME_DIR        where everything is written (and nginx keeps its pid and temp files)
#   REMOTE_NAMES       the remotes, default "marketing intake portal admin"
#   REMOTE_<NAME>      URL of that remote's mf-manifest.json, e.g.
#                      REMOTE_INTAKE=https://intake.example.com/intake/1.4.0/mf-manifest.json;
#                      the shell's remote map, and the origins the CSP allows
#   SHELL_ORIGINS      origins whose pages may read a remote's files (CORS), space-separated
#   SITE_ORIGIN        shell: the site's own origin, in front of every sitemap address;
#                      default the first of SHELL_ORIGINS
#   PUBLIC_REMOTES     shell: the remotes whose builds list public pages (public-pages.xml
#                      beside their mf-manifest.json), default "marketing intake portal"
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
#   NGINX_ERROR_LOG, NGINX_ACCESS_LOG, NGINX_WORKER_PROCESSES, NGINX_MODULES_DIR: see below
#
# shellcheck disable=SC2016,SC2089,SC2090
# (envsubst is handed variable names in single quotes; values carry quotes meant for nginx)
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
CONF_DIR=${CONF_DIR:-$(dirname -- "$here")/nginx}
: "${RUNTIME_DIR:?RUNTIME_DIR must name the directory to write the configuration to}"
REMOTE_NAMES=${REMOTE_NAMES:-marketing intake portal admin}
NGINX_MODULES_DIR=${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}
export CONF_DIR RUNTIME_DIR

fail() {
  echo "configure.sh: $*" >&2
  exit 1
}

# Every value that reaches nginx or JSON is checked against a strict pattern
# first, so no value can break out of its quotes.
matches() {
  case $2 in *'
'*) return 1 ;; esac
  printf '%s\n' "$2" | grep -Eqx -- "$1"
}
PATH_PATTERN='/[^"$\\]*'
LOG_PATTERN="stderr|off|$PATH_PATTERN"
LISTEN_PATTERN='([A-Za-z0-9.-]+:)?[0-9]{1,5}'
ORIGIN_PATTERN='https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?'
MANIFEST_PATTERN="$ORIGIN_PATTERN(/[A-Za-z0-9._~-]+)*/mf-manifest\\.json"
NAME_PATTERN='[a-z][a-z0-9]*'

# check NAME PATTERN: the variable NAME must match PATTERN.
check() {
  eval "value=\${$1:-}"
  # shellcheck disable=SC2154 # value is set by the eval above
  matches "$2" "$value" || fail "$1 may not be \"$value\""
}

# manifest_url_of NAME [SUFFIX]: the URL in REMOTE_<NAME><SUFFIX> (SUFFIX: _LAST_GOOD, _CANARY), checked; empty
# when unset.
manifest_url_of() {
  matches "$NAME_PATTERN" "$1" || fail "REMOTE_NAMES: \"$1\" is not a remote name (lower-case letters and digits)"
  variable=REMOTE_$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')${2:-}
  eval "url=\${$variable:-}"
  if [ -n "$url" ] && ! matches "$MANIFEST_PATTERN" "$url"; then
    fail "$variable must be the URL of an mf-manifest.json (http or https, no query), not \"$url\""
  fi
  printf '%s' "$url"
}

# The share of visitors (1 to 100, %) that get the remote's canary (REMOTE_<NAME>_CANARY_PERCENT).
canary_percent_of() {
  variable=REMOTE_$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')_CANARY_PERCENT
  eval "percent=\${$variable:-}"
  matches '[1-9][0-9]?|100' "$percent" || fail "$variable must be a whole number from 1 to 100, not \"$percent\""
  printf '%s' "$percent"
}

origin_of() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/]+)/.*$#\1#'
}

# render 'VARIABLES' TEMPLATE OUTPUT. The variables are named, not expanded
# (hence single quotes at every call): only they are replaced, nginx's own
# $variables stay.
render() {
  envsubst "$1" <"$CONF_DIR/$2" >"$3.tmp"
  mv -f "$3.tmp" "$3"
}

configure_main() {
  check RUNTIME_DIR "$PATH_PATTERN"
  check CONF_DIR "$PATH_PATTERN"
  mkdir -p "$RUNTIME_DIR/sites" "$RUNTIME_DIR/tmp"

  CSP_REMOTE_ORIGINS=''
  for name in $REMOTE_NAMES; do
    # Assignments, so a value configure.sh refuses stops it here (set -e).
    current=$(manifest_url_of "$name")
    last_good=$(manifest_url_of "$name" _LAST_GOOD)
    canary=$(manifest_url_of "$name" _CANARY)
    for url in "$current" "$last_good" "$canary"; do
      [ -n "$url" ] || continue
      origin=$(origin_of "$url")
      case " $CSP_REMOTE_ORIGINS " in
        *" $origin "*) ;;
        *) CSP_REMOTE_ORIGINS="$CSP_REMOTE_ORIGINS $origin" ;;
      esac
    done
  done

  # nginx map lines: the quotes in them are meant for nginx.
  CORS_ALLOWED_ORIGINS=''
  for origin in ${SHELL_ORIGINS:-}; do
    matches "$ORIGIN_PATTERN" "$origin" || fail "SHELL_ORIGINS: \"$origin\" is not an origin like https://www.example.com"
    CORS_ALLOWED_ORIGINS="$CORS_ALLOWED_ORIGINS    \"$origin\" \"$origin\";
"
  done

  if [ -f "$NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so" ]; then
    NGINX_LOAD_MODULES="load_module \"$NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so\";"
    NGINX_HTTP_EXTRAS="include \"$CONF_DIR/optional/brotli.conf\";"
  else
    NGINX_LOAD_MODULES='# (no brotli module installed: gzip only)'
    NGINX_HTTP_EXTRAS=''
  fi
  NGINX_WORKER_PROCESSES=${NGINX_WORKER_PROCESSES:-auto}
  NGINX_ERROR_LOG=${NGINX_ERROR_LOG:-stderr}
  NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-/dev/stdout}
  check NGINX_WORKER_PROCESSES 'auto|[0-9]{1,3}'
  check NGINX_ERROR_LOG "$LOG_PATTERN"
  check NGINX_ACCESS_LOG "$LOG_PATTERN"
  export CSP_REMOTE_ORIGINS CORS_ALLOWED_ORIGINS NGINX_LOAD_MODULES NGINX_HTTP_EXTRAS \
    NGINX_WORKER_PROCESSES NGINX_ERROR_LOG NGINX_ACCESS_LOG

  render '${CSP_REMOTE_ORIGINS} ${CORS_ALLOWED_ORIGINS}' policy.conf.template "$RUNTIME_DIR/policy.conf"
  render '${NGINX_LOAD_MODULES} ${NGINX_WORKER_PROCESSES} ${NGINX_ERROR_LOG} ${NGINX_ACCESS_LOG} ${NGINX_HTTP_EXTRAS} ${RUNTIME_DIR} ${CONF_DIR}' \
    nginx.conf.template "$RUNTIME_DIR/nginx.conf"
}

write_remote_map() {
  map='{'
  separator=''
  CURRENT_ENTRIES=''
  for name in $REMOTE_NAMES; do
    url=$(manifest_url_of "$name")
    [ -n "$url" ] || fail "REMOTE_$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]') is not set: the shell needs every remote"
    CURRENT_ENTRIES="$CURRENT_ENTRIES$name $url
"
    last_good=$(manifest_url_of "$name" _LAST_GOOD)
    canary=$(manifest_url_of "$name" _CANARY)
    versions=''
    if [ -n "$last_good" ] && [ "$last_good" != "$url" ]; then
      versions=", \"lastGood\": \"$last_good\""
    fi
    if [ -n "$canary" ] && [ "$canary" != "$url" ]; then
      percent=$(canary_percent_of "$name")
      versions="$versions, \"canary\": { \"entry\": \"$canary\", \"percent\": $percent }"
    fi
    if [ -n "$versions" ]; then
      map="$map$separator
  \"$name\": { \"current\": \"$url\"$versions }"
    else
      map="$map$separator
  \"$name\": \"$url\""
    fi
    separator=','
  done
  printf '%s\n}\n' "$map" >"$RUNTIME_DIR/remotes.json.tmp"
  mv -f "$RUNTIME_DIR/remotes.json.tmp" "$RUNTIME_DIR/remotes.json"
  # The map's name: the first 16 hex digits of the SHA-256 of remotes.json, served at /.cleartrace/map-key.
  MAP_KEY=$(sha256sum <"$RUNTIME_DIR/remotes.json" | cut -c1-16)
  printf '%s\n' "$MAP_KEY" >"$RUNTIME_DIR/map-key.tmp"
  mv -f "$RUNTIME_DIR/map-key.tmp" "$RUNTIME_DIR/map-key"
  export MAP_KEY
}

# A canary guard that takes a failing canary out of the map (docker/render/canary-guard.mjs) writes the map it
# leaves to MAP_OVERRIDES_DIR/<MAP_KEY>.json: nginx serves that file as /remotes.json while it exists, for this
# map only (another map has another key), through the link RUNTIME_DIR/map-overrides. Unset: a link to nothing.
write_overrides_link() {
  if [ -n "${MAP_OVERRIDES_DIR:-}" ]; then
    check MAP_OVERRIDES_DIR "$PATH_PATTERN"
    target=$MAP_OVERRIDES_DIR
  else
    target="$RUNTIME_DIR/no-overrides"
  fi
  ln -sfn "$target" "$RUNTIME_DIR/map-overrides.tmp"
  mv -Tf "$RUNTIME_DIR/map-overrides.tmp" "$RUNTIME_DIR/map-overrides"
}

# The shell's page, with a preconnect to each remote origin and a preload of
# each remote's manifest and routes (routes.json, beside it): the browser
# fetches them while the page's script still downloads. Written from the same map as remotes.json, so a remote that
# the map moves is fetched where it now lives, without a rebuild. (URLs are
# checked by manifest_url_of: nothing in them can leave the attribute.)
write_shell_page() {
  page="$APP_ROOT/index.html"
  if [ ! -f "$page" ]; then
    rm -f "$RUNTIME_DIR/index.html"
    return
  fi
  links=''
  origins=''
  for name in $REMOTE_NAMES; do
    url=$(manifest_url_of "$name")
    origin=$(origin_of "$url")
    case " $origins " in
      *" $origin "*) ;;
      *)
        origins="$origins $origin"
        links="$links<link rel=\"preconnect\" href=\"$origin\">"
        ;;
    esac
    links="$links<link rel=\"preload\" href=\"$url\" as=\"fetch\" crossorigin=\"anonymous\">"
    links="$links<link rel=\"preload\" href=\"${url%mf-manifest.json}routes.json\" as=\"fetch\" crossorigin=\"anonymous\">"
  done
  sed "s#</head>#$links</head>#" "$page" >"$RUNTIME_DIR/index.html.tmp"
  mv -f "$RUNTIME_DIR/index.html.tmp" "$RUNTIME_DIR/index.html"
}

# The sitemap: an index naming one sitemap per remote with public pages, each
# served at /sitemaps/NAME.xml from that remote's public-pages.xml (beside the
# manifest the remote map names, so it follows the deployed version) with the
# site's origin put in front of its paths. robots.txt points to the index.
write_sitemap() {
  if [ -z "${SITE_ORIGIN:-}" ]; then
    for origin in ${SHELL_ORIGINS:-}; do
      SITE_ORIGIN=$origin
      break
    done
  fi
  : "${SITE_ORIGIN:?SITE_ORIGIN (or SHELL_ORIGINS) must name the origin of the site, e.g. https://www.example.com}"
  check SITE_ORIGIN "$ORIGIN_PATTERN"

  if [ -z "${NGINX_RESOLVER:-}" ] && [ -r /etc/resolv.conf ]; then
    NGINX_RESOLVER=$(awk '$1 == "nameserver" { printf "%s%s", separator, ($2 ~ /:/ ? "[" $2 "]" : $2); separator = " " }' /etc/resolv.conf)
  fi
  if [ -n "${NGINX_RESOLVER:-}" ]; then
    check NGINX_RESOLVER '[][0-9A-Fa-f.:]+( [][0-9A-Fa-f.:]+)*'
    SITEMAP_LOCATIONS="resolver $NGINX_RESOLVER valid=30s;
    resolver_timeout 5s;
"
  else
    SITEMAP_LOCATIONS="# (no DNS server known: remote addresses must be IP addresses)
"
  fi

  index=''
  for name in ${PUBLIC_REMOTES:-marketing intake portal}; do
    url=$(manifest_url_of "$name")
    [ -n "$url" ] || fail "REMOTE_$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]') is not set: the sitemap needs every public remote"
    variable=REMOTE_$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')_INTERNAL
    eval "internal=\${$variable:-}"
    # shellcheck disable=SC2154 # internal is set by the eval above
    if [ -n "$internal" ]; then
      matches "$MANIFEST_PATTERN" "$internal" || fail "$variable must be the URL of an mf-manifest.json, not \"$internal\""
      url=$internal
    fi
    # nginx resolves names at run time through the resolver, which knows no /etc/hosts.
    source=$(printf '%s' "$url" | sed -E 's#^(https?://)localhost([:/])#\1127.0.0.1\2#; s#mf-manifest\.json$#public-pages.xml#')
    SITEMAP_LOCATIONS="$SITEMAP_LOCATIONS
    location = /sitemaps/$name.xml {
        set \$frc_public_pages \"$source\";
        sub_filter \"<loc>/\" \"<loc>$SITE_ORIGIN/\";
        include \"$CONF_DIR/server/sitemap-proxy.conf\";
    }
"
    index="$index  <sitemap><loc>$SITE_ORIGIN/sitemaps/$name.xml</loc></sitemap>
"
  done
  export SITEMAP_LOCATIONS

  printf '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n%s</sitemapindex>\n' "$index" >"$RUNTIME_DIR/sitemap.xml.tmp"
  mv -f "$RUNTIME_DIR/sitemap.xml.tmp" "$RUNTIME_DIR/sitemap.xml"
  robots="$APP_ROOT/robots.txt"
  [ -r "$robots" ] || robots=/dev/null
  { cat "$robots"; printf '\nSitemap: %s/sitemap.xml\n' "$SITE_ORIGIN"; } >"$RUNTIME_DIR/robots.txt.tmp"
  mv -f "$RUNTIME_DIR/robots.txt.tmp" "$RUNTIME_DIR/robots.txt"
}

# Pages are served only from the folder rendered from the map's current versions: PAGES_DIR/<the first 16 hex
# digits of the SHA-256 of the lines "NAME URL" of the current versions, each ending in a newline> (a last good
# version or a canary changes no page; scripts/lib/prerender.mjs names it the same way), through the link
# RUNTIME_DIR/pages, switched at once with the map (no reload needed). A folder not rendered (yet) is a
# link to nothing: nginx then serves the page the browser renders.
write_pages_link() {
  if [ -n "${PAGES_DIR:-}" ]; then
    check PAGES_DIR "$PATH_PATTERN"
    target="$PAGES_DIR/$(printf '%s' "$CURRENT_ENTRIES" | sha256sum | cut -c1-16)"
  else
    target="$RUNTIME_DIR/no-pages"
  fi
  ln -sfn "$target" "$RUNTIME_DIR/pages.tmp"
  mv -Tf "$RUNTIME_DIR/pages.tmp" "$RUNTIME_DIR/pages"
}

configure_site() {
  APP=$1
  matches "$NAME_PATTERN" "$APP" || fail "\"$APP\" is not an app name"
  : "${LISTEN:?LISTEN must say where nginx listens, e.g. 8080}"
  : "${APP_ROOT:?APP_ROOT must name the build (dist) of the app}"
  check LISTEN "$LISTEN_PATTERN"
  check APP_ROOT "$PATH_PATTERN"
  check RUNTIME_DIR "$PATH_PATTERN"
  check CONF_DIR "$PATH_PATTERN"
  export APP LISTEN APP_ROOT
  mkdir -p "$RUNTIME_DIR/sites"
  if [ "$APP" = shell ]; then
    : "${API_UPSTREAM:?API_UPSTREAM must name the API, e.g. http://api:4000}"
    check API_UPSTREAM "$ORIGIN_PATTERN"
    export API_UPSTREAM
    write_remote_map
    write_overrides_link
    write_pages_link
    write_shell_page
    write_sitemap
    PAGES_ROOT="$RUNTIME_DIR/pages"
    export PAGES_ROOT
    render '${LISTEN} ${APP_ROOT} ${API_UPSTREAM} ${RUNTIME_DIR} ${CONF_DIR} ${SITEMAP_LOCATIONS} ${PAGES_ROOT} ${MAP_KEY}' shell.conf.template "$RUNTIME_DIR/sites/shell.conf"
  else
    : "${RELEASES_DIR:?RELEASES_DIR must name where published versions live}"
    check RELEASES_DIR "$PATH_PATTERN"
    export RELEASES_DIR
    render '${LISTEN} ${APP_ROOT} ${APP} ${RELEASES_DIR} ${CONF_DIR}' remote.conf.template "$RUNTIME_DIR/sites/$APP.conf"
  fi
}

case "${1:-}" in
  main) configure_main ;;
  site) [ $# -eq 2 ] || fail "usage: configure.sh site APP"; configure_site "$2" ;;
  *) fail "usage: configure.sh main | configure.sh site APP" ;;
esac
