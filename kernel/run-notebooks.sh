#!/usr/bin/env bash
# Execute notebooks headlessly on the plylab kernel, top to bottom, with
# `jupyter nbconvert --to notebook --execute`; a cell that fails (compile
# error, panic, dead kernel, time-out) fails the notebook, and nbconvert then
# exits non-zero (kernel/test.sh proves it on kernel/testdata/failing-*.ipynb).
#
#   kernel/run-notebooks.sh [--html] [--out DIR] [NOTEBOOK.ipynb ...]
#
# Without NOTEBOOK arguments: every notebooks/*.ipynb, in name order. The
# executed copies go to DIR (default out/notebooks), as NAME.ipynb and, with
# --html, NAME.html; the notebooks themselves are never modified. Every
# notebook runs even when an earlier one fails; the last line reads
# "notebooks: N passed, N failed" and the exit status is 1 when any failed.
#
# PLYLAB_CELL_TIMEOUT: seconds one cell may take (default 1800; the first
# import of gota + gonum/plot compiles a plugin, about 15 s to a minute).
set -euo pipefail
SCRIPT_TAG=notebooks
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

html=0
out="$PLYLAB_ROOT/out/notebooks"
files=()
while [ $# -gt 0 ]; do
	case "$1" in
	--html) html=1 ;;
	--out) out="$2"; shift ;;
	-h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	-*) echo "usage: $0 [--html] [--out DIR] [NOTEBOOK.ipynb ...]" >&2; exit 2 ;;
	*) files+=("$1") ;;
	esac
	shift
done
if [ ${#files[@]} -eq 0 ]; then
	shopt -s nullglob
	files=("$PLYLAB_ROOT"/notebooks/*.ipynb)
	shopt -u nullglob
	[ ${#files[@]} -gt 0 ] || fail "no notebooks in $PLYLAB_ROOT/notebooks"
fi

require_kernel
mkdir -p "$out"
timeout="${PLYLAB_CELL_TIMEOUT:-1800}"

# nb_info FILE: the kernel a notebook asks for in its metadata, and how
# many outputs it carries.
nb_info() {
	jupyter_python -c '
import json, sys
nb = json.load(open(sys.argv[1]))
outputs = sum(len(c.get("outputs", [])) for c in nb.get("cells", []))
print(nb.get("metadata", {}).get("kernelspec", {}).get("name", "-"), outputs)' "$1"
}

passed=0
failed=0
failures=()
for nb in "${files[@]}"; do
	name="$(basename "$nb" .ipynb)"
	[ -f "$nb" ] || { say "$nb: no such notebook"; failed=$((failed + 1)); failures+=("$nb"); continue; }
	read -r ks nout < <(nb_info "$nb" 2>/dev/null || echo "unreadable 0")
	if [ "$ks" = unreadable ]; then
		say "$nb: FAILED: not a readable notebook (JSON)"
		failed=$((failed + 1)); failures+=("$nb"); continue
	fi
	if [ "$ks" != "$KERNEL_NAME" ]; then
		say "$nb: FAILED: its kernel is \"$ks\", not $KERNEL_NAME (in Jupyter: Kernel > Change kernel > $KERNEL_DISPLAY_NAME)"
		failed=$((failed + 1)); failures+=("$nb"); continue
	fi
	case "$(cd "$(dirname "$nb")" && pwd)" in
	"$PLYLAB_ROOT/notebooks")
		if [ "$nout" != 0 ]; then
			say "note: $nb carries $nout outputs; clear them before committing: jupyter nbconvert --clear-output --inplace $nb"
		fi ;;
	esac
	say "executing $nb"
	start=$(date +%s)
	# The kernel runs in the notebook's own directory, so relative imports
	# such as "../data" resolve from there.
	if jupyter nbconvert --to notebook --execute \
		--ExecutePreprocessor.timeout="$timeout" \
		--ExecutePreprocessor.startup_timeout=120 \
		--output-dir "$out" --output "$name" "$nb" \
		> "$out/$name.log" 2>&1; then
		say "$nb: ok ($(( $(date +%s) - start )) s) -> $out/$name.ipynb"
		if [ $html = 1 ]; then
			if jupyter nbconvert --to html --output-dir "$out" --output "$name" "$out/$name.ipynb" >>"$out/$name.log" 2>&1; then
				say "$nb: html -> $out/$name.html"
			else
				tail -n 20 "$out/$name.log" >&2
				say "$nb: FAILED to convert to HTML (log: $out/$name.log)"
				failed=$((failed + 1)); failures+=("$nb"); continue
			fi
		fi
		passed=$((passed + 1))
	else
		# nbconvert's own message names the cell and the error; the
		# Python traceback above it is nbconvert's, not the notebook's.
		sed -n '/^nbclient.exceptions\.\|^[A-Za-z.]*Error: /,$p' "$out/$name.log" | sed 's/^/    /' >&2
		say "$nb: FAILED after $(( $(date +%s) - start )) s (full log: $out/$name.log)"
		failed=$((failed + 1)); failures+=("$nb")
	fi
done
[ $failed -eq 0 ] || say "failed: ${failures[*]}"
echo "notebooks: $passed passed, $failed failed"
[ $failed -eq 0 ]
