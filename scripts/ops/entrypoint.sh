#!/bin/sh
# The container's entry: waits for the database and migrates it once (server/ops/migrate.ts), then
# becomes the process its argument names — `server` (the default), `worker`, or `migrate` alone —
# or any other command given (a shell, `npm run backup -- /backups/today`).
set -eu
cd "$(dirname "$0")/../.."
role="${1:-server}"
[ "$#" -gt 0 ] && shift
node server/ops/migrate.ts --wait 60
case "$role" in
  migrate) exit 0 ;;
  server) exec node server/main.ts "$@" ;;
  worker) exec node server/worker.ts "$@" ;;
  *) exec "$role" "$@" ;;
esac
