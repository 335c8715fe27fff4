# Shared by the kernel/*.sh scripts (sourced, not run).

# The plylab repository root and the kernel's name and build cache.
PLYLAB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KERNEL_NAME="${PLYLAB_KERNEL_NAME:-plylab-go}"
KERNEL_DISPLAY_NAME="Go (plylab)"
KERNEL_CACHE="${PLYLAB_KERNEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/plylab-kernel}"

say()  { printf '%s: %s\n' "$SCRIPT_TAG" "$*" >&2; }
fail() { printf '%s: FAILED: %s\n' "$SCRIPT_TAG" "$*" >&2; exit 1; }

# jupyter_python ARGS...: the Python interpreter that runs the jupyter
# command (Debian's /usr/bin/python3 even when another python3, e.g. pyenv's,
# comes first on PATH; a conda env's python under conda).
jupyter_python() {
	local j py
	j="$(command -v jupyter)" || { echo "jupyter is not on PATH" >&2; return 127; }
	py="$(head -n1 "$j" | sed -n 's/^#! *//p' | awk '{print $1}')"
	case "$py" in
	*/env) py="$(head -n1 "$j" | awk '{print $2}')" ;;
	esac
	"${py:-python3}" "$@"
}

# kernel_dir: the installed kernelspec directory of KERNEL_NAME, or nothing.
kernel_dir() {
	jupyter kernelspec list --json 2>/dev/null | jupyter_python -c '
import json, sys
specs = json.load(sys.stdin).get("kernelspecs", {})
print(specs.get(sys.argv[1], {}).get("resource_dir", ""))' "$KERNEL_NAME"
}

# require_kernel: stop with the command to run when the kernel is missing.
require_kernel() {
	command -v jupyter >/dev/null 2>&1 || fail "Jupyter is not installed: run make kernel"
	[ -n "$(kernel_dir)" ] || fail "the Jupyter kernel $KERNEL_NAME is not installed: run make kernel"
}
