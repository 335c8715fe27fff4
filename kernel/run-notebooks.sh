#!/usr/bin/env bash
# Execute notebooks headlessly on the plylab kernel, top to bottom, with
# `jupyter nbconvert --to notebook --execute`; a cell that fails (compile
# error, panic, dead kernel, time-out) fails the notebook, and nbconvert then
# exits non-zero (kernel/test.sh proves it on kernel/testdata/failing-*.ipynb).
#
#   kernel/run-notebooks.sh [--html] [--out DIR] [--full] [--param NAME=VALUE]... [NOTEBOOK.ipynb ...]
#
# Without NOTEBOOK arguments: every notebooks/*.ipynb, in name order. The
# executed copies go to DIR (default out/notebooks), as NAME.ipynb and, with
# --html, NAME.html (MathJax in DIR/assets/); notebooks are never modified.
# Every notebook runs even when an earlier one fails; the last line reads
# "notebooks: N passed, N failed" and the exit status is 1 when any failed.
#
# Parameters: each notebook's first cells hold a code cell tagged
# "parameters" (sizes, `full := false`). --param NAME=VALUE rewrites the line
# `NAME := ...` of that cell before execution (kernel/set-params.py; the
# executed copy shows the value it ran with); a notebook that declares no
# NAME fails. --full is --param full=true for the notebooks that have it
# (PLYLAB_FULL=1 in the environment does the same, as `make notebooks
# FULL=1` does).
#
# PLYLAB_CELL_TIMEOUT: seconds one cell may take (default 1800; the first
# import of gota + gonum/plot compiles a plugin, about 15 s to a minute).
set -euo pipefail
SCRIPT_TAG=notebooks
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

html=0
out="$PLYLAB_ROOT/out/notebooks"
files=()
params=()
full=0
[ "${PLYLAB_FULL:-}" = 1 ] && full=1
while [ $# -gt 0 ]; do
	case "$1" in
	--html) html=1 ;;
	--out) out="$2"; shift ;;
	--full) full=1 ;;
	--param) [[ "${2:-}" == ?*=* ]] || { echo "$0: --param wants NAME=VALUE" >&2; exit 2; }; params+=("$2"); shift ;;
	-h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	-*) echo "usage: $0 [--html] [--out DIR] [--full] [--param NAME=VALUE]... [NOTEBOOK.ipynb ...]" >&2; exit 2 ;;
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

# With --html, the pages load MathJax (and require.js) from DIR/assets/,
# a copy of the parts of Debian's MathJax 2 that typeset TeX to HTML
# (1.9 MB; libjs-mathjax, which Jupyter Notebook depends on), by a
# relative path: the folder opens offline, on any machine, and still
# does when moved. The pages are made by the template
# kernel/nbconvert/plylab (no "Loading [MathJax]" box, print rules).
# Without Debian's MathJax, the pages load it from a CDN.
mathjax_url="assets/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe"
require_url="assets/require.min.js"
copy_assets() {
	local src=/usr/share/javascript/mathjax dst
	dst="$(cd "$out" && pwd)/assets" # absolute: the copy runs in $src
	if [ ! -f "$src/MathJax.js" ]; then
		say "note: no Debian MathJax ($src; apt-get install libjs-mathjax): the pages load MathJax from a CDN"
		mathjax_url="https://cdnjs.cloudflare.com/ajax/libs/mathjax/2.7.7/MathJax.js?config=TeX-AMS_CHTML-full,Safe"
		require_url="https://cdnjs.cloudflare.com/ajax/libs/require.js/2.1.10/require.min.js"
		return
	fi
	local stamp
	stamp="$(sha256sum <"$src/MathJax.js" | cut -c1-16)"
	if [ "$(cat "$dst/mathjax/.stamp" 2>/dev/null)" != "$stamp" ]; then
		rm -rf "$dst/mathjax" && mkdir -p "$dst/mathjax"
		(cd "$src" && cp -R --parents MathJax.js config/TeX-AMS_CHTML-full.js config/Safe.js config/local \
			extensions jax/input/TeX jax/element jax/output/CommonHTML \
			fonts/HTML-CSS/TeX/woff fonts/HTML-CSS/TeX/otf localization/en "$dst/mathjax/") ||
			fail "cannot copy MathJax from $src to $dst/mathjax"
		echo "$stamp" >"$dst/mathjax/.stamp"
	fi
	if [ -f /usr/share/javascript/requirejs/require.min.js ]; then
		cp /usr/share/javascript/requirejs/require.min.js "$dst/require.min.js"
	else
		require_url="https://cdnjs.cloudflare.com/ajax/libs/require.js/2.1.10/require.min.js"
	fi
}
[ $html = 0 ] || copy_assets

# nb_info FILE: the kernel a notebook asks for in its metadata, and how
# many outputs it carries.
nb_info() {
	jupyter_python -c '
import json, sys
nb = json.load(open(sys.argv[1]))
outputs = sum(len(c.get("outputs", [])) for c in nb.get("cells", []))
print(nb.get("metadata", {}).get("kernelspec", {}).get("name", "-"), outputs)' "$1"
}

tmpcopy=
trap '[ -z "$tmpcopy" ] || rm -f "$tmpcopy"' EXIT
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
	# With parameters, a rewritten copy runs beside the notebook (the
	# kernel runs in the notebook's own directory, so relative imports such
	# as "../data" resolve from there) and is removed afterwards.
	run="$nb"
	if [ ${#params[@]} -gt 0 ] || [ $full = 1 ]; then
		run="$(dirname "$nb")/.$name.params.ipynb"
		tmpcopy="$run"
		set_ok=1
		if [ ${#params[@]} -gt 0 ]; then
			jupyter_python "$PLYLAB_ROOT/kernel/set-params.py" "$nb" "$run" "${params[@]}" || set_ok=0
		else
			cp "$nb" "$run"
		fi
		if [ $set_ok = 1 ] && [ $full = 1 ]; then
			jupyter_python "$PLYLAB_ROOT/kernel/set-params.py" "$run" "$run" --lenient full=true || set_ok=0
		fi
		if [ $set_ok = 0 ]; then
			rm -f "$run"; tmpcopy=
			say "$nb: FAILED: cannot set its parameters"
			failed=$((failed + 1)); failures+=("$nb"); continue
		fi
		desc="${params[*]}"
		[ $full = 1 ] && desc="${desc:+$desc }full=true"
		say "executing $nb with $desc"
	else
		say "executing $nb"
	fi
	start=$(date +%s)
	if jupyter nbconvert --to notebook --execute \
		--ExecutePreprocessor.timeout="$timeout" \
		--ExecutePreprocessor.startup_timeout=120 \
		--output-dir "$out" --output "$name" "$run" \
		> "$out/$name.log" 2>&1; then
		[ "$run" = "$nb" ] || { rm -f "$run"; tmpcopy=; }
		say "$nb: ok ($(( $(date +%s) - start )) s) -> $out/$name.ipynb"
		if [ $html = 1 ]; then
			if jupyter nbconvert --to html \
				--TemplateExporter.extra_template_basedirs="$PLYLAB_ROOT/kernel/nbconvert" --template plylab \
				--HTMLExporter.mathjax_url="$mathjax_url" --HTMLExporter.require_js_url="$require_url" \
				--output-dir "$out" --output "$name" "$out/$name.ipynb" >>"$out/$name.log" 2>&1; then
				say "$nb: html -> $out/$name.html"
			else
				tail -n 20 "$out/$name.log" >&2
				say "$nb: FAILED to convert to HTML (log: $out/$name.log)"
				failed=$((failed + 1)); failures+=("$nb"); continue
			fi
		fi
		passed=$((passed + 1))
	else
		[ "$run" = "$nb" ] || { rm -f "$run"; tmpcopy=; }
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
