#!/usr/bin/env bash
# Tests of the installed notebook kernel (part of make test; run make kernel
# first). Each check prints "ok" or "FAIL"; the last line reads
# "kernel tests: N passed, N failed".
#
#   1. The kernelspec is installed with the settings the kernel needs.
#   2. Smoke: the installed kernel starts and evaluates Go (testdata/smoke.ipynb):
#      printed output, an expression's value, a function, PNG and HTML display.
#   3. nbconvert's exit status reflects a failing cell: each
#      testdata/failing-*.ipynb (compile error, panic, dead kernel) makes
#      `jupyter nbconvert --to notebook --execute` exit non-zero, with the
#      deliberate error in its message, and no cell after it runs.
#   4. The runner (run-notebooks.sh) counts a failing notebook as failed,
#      runs the others, and exits non-zero; --param and --full set the
#      tagged parameter cell, and an undeclared parameter fails.
#   5. make lab's server (kernel/lab.sh) serves notebooks/ on 127.0.0.1, and a
#      notebook session on it runs Go in the notebook's directory.
#   6. Two kernels importing at once do not break each other: import-hex and
#      import-transversal run together, three rounds, and both pass each time.
#   7. Imports resolve to plylab's versions: the plugin module of a
#      third-party import (gota's series, whose own go.mod asks for an older
#      gonum) selects every module at the version of plylab's build list.
#   8. A failed plugin build shows its real cause in the notebook: a package
#      that type-checks but does not link fails with the linker's message.
#   9. Importing a package whose API mentions *rand.Rand prints no "skipping
#      import" warning of math/rand/v2's generic code (kernel/install.sh).
#  10. Live displays: a progress bar (nb.NewProgress) and a RunLog's status
#      line are redrawn in place: the kernel sends update_display_data with
#      the display_id of the output it created, throttled, ending in the
#      final state, and the executed notebook and its HTML keep one output
#      for each, the final one (testdata/progress.ipynb, progress_check.py).
#  11. Every notebook (notebooks/, testdata/) is valid nbformat 4.5: every
#      cell has a valid id, unique in its notebook, nbformat's validator
#      passes without warnings, and no markdown cell cites a seeds/ file
#      (kernel/check-notebooks.py); a check cell (tag check) has its input
#      hidden, and the HTML export folds that input into one line.
set -uo pipefail
SCRIPT_TAG="kernel test"
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
require_kernel
td="$PLYLAB_ROOT/kernel/testdata"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
ok()  { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }

# nb_text FILE: every text output of an executed notebook, one per line,
# with the MIME types of rich outputs as "<mime>".
nb_text() {
	jupyter_python -c '
import json, sys
for cell in json.load(open(sys.argv[1]))["cells"]:
    for o in cell.get("outputs", []):
        if "text" in o:
            print("".join(o["text"]).rstrip("\n"))
        for mime, v in o.get("data", {}).items():
            print("<%s>" % mime)
            if mime == "text/plain" or mime == "text/html":
                print("".join(v).rstrip("\n"))' "$1"
}

# 1. kernelspec
dir="$(kernel_dir)"
spec="$(jupyter_python -c '
import json, sys
k = json.load(open(sys.argv[1]))
print(k["display_name"], k["env"].get("GODEBUG", ""), k["env"].get("GOTOOLCHAIN", ""), k["env"].get("GOPROXY", "").split(",")[0].startswith("file://"))' "$dir/kernel.json")"
if [ "$spec" = "Go (plylab) gotypesalias=0 local True" ] && [ -x "$dir/gophernotes" ]; then
	ok "kernelspec $KERNEL_NAME in $dir: display name, GODEBUG, GOTOOLCHAIN, pinned GOPROXY, binary"
else
	bad "kernelspec $KERNEL_NAME in $dir: got \"$spec\""
fi

# 2. smoke
if jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
	--output-dir "$tmp" --output smoke "$td/smoke.ipynb" >"$tmp/smoke.log" 2>&1; then
	text="$(nb_text "$tmp/smoke.ipynb")"
	miss=""
	for want in "answer: 42" "abab6765" "<image/png>" "<text/html>" "<b>plylab html</b>"; do
		grep -qxF -- "$want" <<<"$text" || miss="$miss [$want]"
	done
	if [ -z "$miss" ]; then
		ok "smoke: the kernel starts and evaluates Go (print, value, func, PNG, HTML)"
	else
		bad "smoke: outputs missing:$miss; got:"; sed 's/^/    /' <<<"$text"
	fi
else
	bad "smoke: nbconvert failed"; tail -n 15 "$tmp/smoke.log" | sed 's/^/    /'
fi

# 3. failing notebooks: nbconvert's exit status
check_failing() { # notebook, expected text in nbconvert's message
	local nb="$1" want="$2" name
	name="$(basename "$nb" .ipynb)"
	if jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
		--output-dir "$tmp" --output "$name" "$nb" >"$tmp/$name.log" 2>&1; then
		bad "$name: nbconvert exited 0 on a notebook with a failing cell"
	elif ! grep -qF -- "$want" "$tmp/$name.log"; then
		bad "$name: nbconvert failed, but not with \"$want\":"; tail -n 8 "$tmp/$name.log" | sed 's/^/    /'
	elif grep -qF "must not run" "$tmp/$name.log"; then
		bad "$name: a cell after the failing one ran"
	else
		ok "$name: nbconvert exits non-zero ($want)"
	fi
}
check_failing "$td/failing-compile.ipynb" "cannot assign <int> to <string>"
check_failing "$td/failing-panic.ipynb" "deliberate failure in a notebook cell"
check_failing "$td/failing-kernel.ipynb" "DeadKernelError"

# 4. the runner
"$PLYLAB_ROOT/kernel/run-notebooks.sh" --out "$tmp/runner" "$td/failing-panic.ipynb" "$td/smoke.ipynb" \
	>"$tmp/runner.out" 2>"$tmp/runner.err"
rc=$?
last="$(tail -n 1 "$tmp/runner.out")"
if [ $rc -ne 0 ] && [ "$last" = "notebooks: 1 passed, 1 failed" ] && [ -f "$tmp/runner/smoke.ipynb" ]; then
	ok "runner: a failing notebook fails the run (exit $rc), the others still run"
else
	bad "runner: exit $rc, last line \"$last\""; sed 's/^/    /' "$tmp/runner.err"
fi

# 4b. parameters: --param and --full rewrite the tagged cell of a copy
# that runs beside the notebook and is removed afterwards; an unknown
# parameter fails the notebook.
"$PLYLAB_ROOT/kernel/run-notebooks.sh" --out "$tmp/params" --param x=7 --full "$td/params.ipynb" \
	>"$tmp/params.out" 2>"$tmp/params.err"
rc=$?
got="$(nb_text "$tmp/params/params.ipynb" 2>/dev/null | tail -n 1)"
if [ $rc -eq 0 ] && [ "$got" = "x=7 full=true" ] && [ ! -e "$td/.params.params.ipynb" ]; then
	ok "runner: --param x=7 --full runs the notebook with x := 7, full := true"
else
	bad "runner --param: exit $rc, got \"$got\""; sed 's/^/    /' "$tmp/params.err"
fi
"$PLYLAB_ROOT/kernel/run-notebooks.sh" --out "$tmp/params" --param nope=1 "$td/params.ipynb" \
	>"$tmp/params.out" 2>"$tmp/params.err"
rc=$?
if [ $rc -ne 0 ] && grep -qF "declares no nope" "$tmp/params.err" && [ ! -e "$td/.params.params.ipynb" ]; then
	ok "runner: an undeclared parameter fails the notebook, naming it"
else
	bad "runner --param nope=1: exit $rc"; sed 's/^/    /' "$tmp/params.err"
fi

# 5. the lab server
port="$(jupyter_python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
PORT="$port" PLYLAB_LAB_TOKEN="plylab-test-$$" "$PLYLAB_ROOT/kernel/lab.sh" >"$tmp/lab.out" 2>"$tmp/lab.err" &
lab=$!
up=0
for _ in $(seq 1 60); do
	if jupyter_python -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=5)' \
		"http://127.0.0.1:$port/api/status?token=plylab-test-$$" >/dev/null 2>&1; then up=1; break; fi
	kill -0 $lab 2>/dev/null || break
	sleep 1
done
if [ $up = 1 ]; then
	got="$(jupyter_python "$td/lab_check.py" "127.0.0.1:$port" "plylab-test-$$" 00-tour.ipynb 2>&1)"
	if [ "$got" = "value: 42 $PLYLAB_ROOT/notebooks" ] && grep -qxF "http://127.0.0.1:$port/tree?token=plylab-test-$$" "$tmp/lab.out"; then
		ok "lab: serves notebooks/ at the printed URL; a notebook session runs Go in notebooks/"
	else
		bad "lab: got \"$got\", printed \"$(head -n1 "$tmp/lab.out")\""; tail -n 5 "$tmp/lab.err" | sed 's/^/    /'
	fi
else
	bad "lab: no server on port $port"; tail -n 10 "$tmp/lab.err" | sed 's/^/    /'
fi
kill $lab 2>/dev/null; wait $lab 2>/dev/null

# 6. concurrent imports: each kernel builds its plugins in a GOPATH of its
# own (kernel/launch.sh), so one kernel's start-up clean-up cannot delete the
# folder another is building in.
concurrent_ok=1
for round in 1 2 3; do
	rt="$tmp/runtime-$round"
	for nb in import-hex import-transversal; do
		PLYLAB_KERNEL_RUNTIME="$rt" jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
			--output-dir "$tmp/conc-$round" --output "$nb" "$td/$nb.ipynb" >"$tmp/conc-$round-$nb.log" 2>&1 &
	done
	wait_failed=0
	for job in $(jobs -p); do wait "$job" || wait_failed=1; done
	text="$(nb_text "$tmp/conc-$round/import-hex.ipynb" 2>/dev/null; nb_text "$tmp/conc-$round/import-transversal.ipynb" 2>/dev/null)"
	miss=""
	for want in "hex cells: 12" "series sum: 6" "transversal closed form at n = 4: 4875"; do
		grep -qxF -- "$want" <<<"$text" || miss="$miss [$want]"
	done
	if [ $wait_failed = 1 ] || [ -n "$miss" ]; then
		concurrent_ok=0
		bad "concurrent imports, round $round: outputs missing:$miss"
		tail -n 6 "$tmp/conc-$round-import-hex.log" "$tmp/conc-$round-import-transversal.log" | sed 's/^/    /'
		break
	fi
done
[ $concurrent_ok = 1 ] && ok "concurrent imports: two kernels importing at once, 3 rounds, both pass each time"

# 7. pinned versions: every module the plugin of the series import selected
# (its go.mod after go mod tidy) is at plylab's version when plylab has it.
modfile="$(grep -l 'go-gota/gota' "$tmp"/runtime-1/k-*/src/gomacro.imports/*/import_*/go.mod 2>/dev/null | head -n 1)"
if [ -z "$modfile" ]; then
	bad "pinned versions: no plugin go.mod for the series import under $tmp/runtime-1"
else
	(cd "$PLYLAB_ROOT" && go list -m -f '{{.Path}} {{.Version}}' all) >"$tmp/plylab-versions"
	mismatch="$(awk 'NR == FNR { want[$1] = $2; next }
		/^require \(/ { inreq = 1; next } inreq && /^\)/ { inreq = 0; next }
		/^require / { mod = $2; ver = $3 } inreq { mod = $1; ver = $2 }
		(inreq || /^require /) && (mod in want) && want[mod] != ver { print mod " " ver " (plylab: " want[mod] ")" }' \
		"$tmp/plylab-versions" "$modfile")"
	gonum="$(grep -o 'gonum.org/v1/gonum v[^ ]*' "$modfile")"
	if [ -z "$mismatch" ] && [ "$gonum" = "$(grep '^gonum.org/v1/gonum ' "$tmp/plylab-versions")" ]; then
		ok "pinned versions: a third-party import selects plylab's versions ($gonum, not gota's own v0.9.1)"
	else
		bad "pinned versions: ${mismatch:-gonum is \"$gonum\"}"
	fi
fi

# 8. the real cause of a failed import
check_failing "$td/failing-import.ipynb" "undefined symbol \`plylab/kernel/testdata/nosuchpackage.plylabNoSuchSymbol'"

# 9. no warning from importing math/rand/v2's generic code
if jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
	--output-dir "$tmp" --output import-rand "$td/import-rand.ipynb" >"$tmp/import-rand.log" 2>&1; then
	text="$(nb_text "$tmp/import-rand.ipynb")"
	if grep -q "warning" <<<"$text"; then
		bad "import-rand: the import printed a warning:"; grep "warning" <<<"$text" | sed 's/^/    /'
	elif ! grep -qxF "graph vertices: 3" <<<"$text"; then
		bad "import-rand: want \"graph vertices: 3\", got:"; sed 's/^/    /' <<<"$text"
	else
		ok "import-rand: a package whose API mentions *rand.Rand imports without a warning"
	fi
else
	bad "import-rand: nbconvert failed"; tail -n 15 "$tmp/import-rand.log" | sed 's/^/    /'
fi

# 10. live displays: update_display_data, one output per bar
if out="$(PLYLAB_KERNEL_NAME="$KERNEL_NAME" jupyter_python "$td/progress_check.py" "$td/progress.ipynb" "$tmp/progress.ipynb" 2>"$tmp/progress.log")"; then
	ok "live displays: a progress bar and a RunLog redrawn in place (update_display_data, one display_id), one final output each in the notebook and its HTML"
else
	bad "live displays:"; grep -v '^ok' <<<"$out" | sed 's/^/    /'; tail -n 8 "$tmp/progress.log" | sed 's/^/    /'
fi

# 11. the notebooks' JSON: cell ids, nbformat's validator, citations
if out="$(jupyter_python "$PLYLAB_ROOT/kernel/check-notebooks.py" "$PLYLAB_ROOT"/notebooks/*.ipynb "$td"/*.ipynb 2>&1)"; then
	ok "notebook JSON: $(grep -c '^ok' <<<"$out") notebooks valid nbformat 4.5, every cell a unique id, papers cited"
else
	bad "notebook JSON:"; grep -v '^ok' <<<"$out" | sed 's/^/    /'
fi

# 10b. the checker refuses what it should: a bad cell id, a seeds/ citation,
# a figure name outside the scheme, and one name saved by two notebooks
jupyter_python - "$tmp" <<'PY'
import json, sys
def nb(cells):
    return {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells}
def code(cid, src):
    return {"cell_type": "code", "id": cid, "metadata": {}, "execution_count": None, "outputs": [], "source": src}
bad = nb([{"cell_type": "markdown", "id": "a b", "metadata": {}, "source": "see shared/seeds/001.txt"},
          code("c1", 'nb.Figure(plots.New("t", "x", "y"), "02-figure1-counts")\n'),
          code("c2", 'nb.FigureSize(fig, "hex_shared_name", 8, 5)\n')])
good = nb([code("c1", 'nb.Figure(plots.New("t", "x", "y"), "hex_shared_name")\n'),
           code("c2", 'nb.Figure(fig, fmt.Sprintf("hex_%d", n))\n')])
json.dump(bad, open(sys.argv[1] + "/check-bad.ipynb", "w"))
json.dump(good, open(sys.argv[1] + "/check-good.ipynb", "w"))
PY
out="$(jupyter_python "$PLYLAB_ROOT/kernel/check-notebooks.py" "$tmp/check-good.ipynb" "$tmp/check-bad.ipynb" 2>&1)"
want_all=1
for want in "^ok   .*check-good.ipynb" "invalid id 'a b'" "cites a seeds/ file" "'02-figure1-counts', outside the naming scheme" "'hex_shared_name', which .*check-good.ipynb saves too"; do
	grep -q -- "$want" <<<"$out" || want_all=0
done
if [ $want_all -eq 1 ] && ! jupyter_python "$PLYLAB_ROOT/kernel/check-notebooks.py" "$tmp/check-bad.ipynb" >/dev/null 2>&1; then
	ok "notebook JSON checker: refuses a bad id, a seeds/ citation, a figure name outside the scheme, a name saved twice"
else
	bad "notebook JSON checker: did not report every planted problem:"; sed 's/^/    /' <<<"$out"
fi

# 10c. check cells: the checker refuses a cell tagged check whose input is
# not hidden, one without nb.Check, one that shows a table, and a hidden
# input not tagged check; the HTML template folds a check cell's code into
# one line that counts its checks, and keeps its output
jupyter_python - "$tmp" <<'PY'
import json, sys
def nb(cells):
    return {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells}
def code(cid, src, md, outputs=()):
    return {"cell_type": "code", "id": cid, "metadata": md, "execution_count": 1, "outputs": list(outputs), "source": src}
fold = {"jupyter": {"source_hidden": True}, "tags": ["check"]}
said = {"output_type": "execute_result", "execution_count": 1, "metadata": {},
        "data": {"text/plain": "the sentence the checks restate"}}
bad = nb([code("k1", 'nb.Check(n == 5, "n = %d", n)\n', {"tags": ["check"]}),
          code("k2", 'n == 5\n', fold),
          code("k3", 'nb.Check(n == 5, "n = %d", n)\nnb.Frame(df)\n', fold),
          code("k4", 'x := 1\n', {"jupyter": {"source_hidden": True}})])
good = nb([code("k1", 'nb.Check(n == 5, "n = %d", n)\nnb.Check(m == 6, "m = %d", m)\nfmt.Sprintf("x")\n', fold, [said])])
json.dump(bad, open(sys.argv[1] + "/check-fold-bad.ipynb", "w"))
json.dump(good, open(sys.argv[1] + "/check-fold-good.ipynb", "w"))
PY
out="$(jupyter_python "$PLYLAB_ROOT/kernel/check-notebooks.py" "$tmp/check-fold-good.ipynb" "$tmp/check-fold-bad.ipynb" 2>&1)"
want_all=1
for want in "^ok   .*check-fold-good.ipynb" "cell 0 is tagged check but its input is not hidden" "cell 1 is tagged check but has no nb.Check" \
	"cell 2 is tagged check but shows a figure or table (nb.Frame()" "cell 3 hides its input (jupyter.source_hidden) but is not tagged check"; do
	grep -q -- "$want" <<<"$out" || want_all=0
done
html_ok=0
if jupyter_python -m nbconvert --to html --TemplateExporter.extra_template_basedirs="$PLYLAB_ROOT/kernel/nbconvert" --template plylab \
	--output-dir "$tmp" --output check-fold-good "$tmp/check-fold-good.ipynb" >"$tmp/check-fold.log" 2>&1 &&
	grep -qF '<summary>&#x2713; 2 checks of the text above (code folded)</summary>' "$tmp/check-fold-good.html" &&
	grep -qF 'the sentence the checks restate' "$tmp/check-fold-good.html"; then
	html_ok=1
fi
if [ $want_all -eq 1 ] && [ $html_ok -eq 1 ] && ! jupyter_python "$PLYLAB_ROOT/kernel/check-notebooks.py" "$tmp/check-fold-bad.ipynb" >/dev/null 2>&1; then
	ok "check cells: the checker refuses a tagged cell not hidden, without nb.Check, or showing a table, and a hidden cell not tagged; the HTML folds one into a line counting its 2 checks"
else
	bad "check cells: checker or HTML fold wrong (html $html_ok):"; sed 's/^/    /' <<<"$out"; tail -n 5 "$tmp/check-fold.log" | sed 's/^/    /'
fi

echo "kernel tests: $passed passed, $failed failed"
[ $failed -eq 0 ]
