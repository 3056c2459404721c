#!/usr/bin/env bash
# Installs the real VS Code server used by the integration tests and `npm start` on headless
# machines (node 24 and code-server 4.139.1 from npm, cached in ~/.cache/data-analysis-vscode),
# saying what each step does. Prints the cache folder on its last line. See vscode-server-install.mjs.
set -euo pipefail
exec node "$(dirname "$0")/vscode-server-install.mjs"
