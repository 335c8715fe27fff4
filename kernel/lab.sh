#!/usr/bin/env bash
# make lab: start Jupyter Notebook on localhost in notebooks/, with the
# plylab kernel, and print the URL to open. Stop it with Ctrl-C.
#
#   PORT=8888 (a busy port is an error, not a silent move to the next one)
#   PLYLAB_LAB_TOKEN (default: a fresh random token)
set -euo pipefail
SCRIPT_TAG=lab
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
require_kernel
nbversion="$(jupyter notebook --version 2>/dev/null)" || fail "Jupyter Notebook is not installed: run make kernel"

port="${PORT:-8888}"
token="${PLYLAB_LAB_TOKEN:-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')}"
args=(--no-browser --ip=127.0.0.1 --port="$port" --port-retries=0
	--notebook-dir="$PLYLAB_ROOT/notebooks"
	--MappingKernelManager.default_kernel_name="$KERNEL_NAME")
# Notebook 6 (Debian) is a NotebookApp; Notebook 7 (conda) runs on jupyter_server.
case "$nbversion" in
[0-6].*) args+=(--NotebookApp.token="$token") ;;
*) args+=(--ServerApp.token="$token") ;;
esac
# Jupyter refuses to run as root unless told so (containers, CI machines).
if [ "$(id -u)" = 0 ]; then args+=(--allow-root); fi

url="http://127.0.0.1:$port/tree?token=$token"
say "notebooks: $PLYLAB_ROOT/notebooks, kernel: $KERNEL_DISPLAY_NAME"
say "open $url"
echo "$url"
exec jupyter notebook "${args[@]}"
