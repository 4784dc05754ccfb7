#!/bin/sh
# `npm start`: build what is stale, then become the server. The shell is replaced by Node (exec), so no
# launcher process stays beside the server holding memory, and signals from npm or systemd reach the server
# directly. On Linux the small server's process settings are added unless set (decision 042).
set -e
cd "$(dirname "$0")/.."
settings=$(node scripts/start.mjs --prepare)
eval "$settings"
exec node dist-server/main.js "$@"
