"""Check the committed notebooks' JSON (kernel/test.sh, check 0).

    python3 kernel/check-notebooks.py NOTEBOOK.ipynb...

For each notebook: it parses as JSON; it is nbformat 4.5 or later; every
cell has an id of 1 to 64 letters, digits, '-' or '_', unique in the
notebook (nbformat 4.5; nbformat.read would invent missing ids silently, so
this reads the raw JSON); nbformat's validator accepts it with its warnings
as errors; and no markdown cell cites a text file outside the repository
(shared/seeds/...) instead of the paper itself; every figure name written
as a string literal in an nb.Figure or nb.FigureSize call follows the one
naming scheme of out/figures/ (FAMILY_SUBJECT, reproduce.CheckFigureName),
and no two notebooks save a figure under the same name; a check cell
(tag "check") is a code cell with its input hidden (metadata "jupyter":
{"source_hidden": true}, which the HTML export folds into one line),
at least one nb.Check and nothing shown but text (no figure, table,
Markdown, HTML, board, progress bar or run log), and no other cell hides
its input. One line per notebook, "ok" or "FAIL: reasons"; exit status 1
when any failed.
"""
import json
import re
import sys
import warnings

import nbformat

ID = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
# The figure naming scheme; reproduce.CheckFigureName is the same rule in Go.
FIGNAME = re.compile(r"^(transversal_exact|transversal|positional|variants|graph|hex|mb)_[a-z0-9]+(_[a-z0-9]+)*$")
FIGCALL = re.compile(r"\bnb\.Figure(?:Size)?\(")
# What a check cell may not call: each shows the reader a figure, a table
# or other rich output, which must not be folded away with the checks.
SHOWS = re.compile(r"\b(Display|nb\.(Figure|FigureSize|Frame|Titled|Claims|Board|HTML|Markdown|Heading|NewProgress|NewRunLog))\(")


def call_args(src, start):
    """The top-level arguments of the call whose '(' is at src[start-1]."""
    args, depth, cur, i = [], 0, "", start
    while i < len(src):
        c = src[i]
        if c in "\"`":
            j = i + 1
            while j < len(src) and src[j] != c:
                j += 2 if c == '"' and src[j] == "\\" else 1
            cur += src[i:j + 1]
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append(cur.strip())
                return args
            depth -= 1
        elif c == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            i += 1
            continue
        cur += c
        i += 1
    return args


def figure_names(src):
    """The literal figure names of nb.Figure/nb.FigureSize calls in src."""
    for m in FIGCALL.finditer(src):
        args = call_args(src, m.end())
        if len(args) >= 2 and re.fullmatch(r'"[^"\\]*"', args[1]):
            yield args[1][1:-1]


failed = 0
owners = {}
for path in sys.argv[1:]:
    problems = []
    try:
        raw = json.load(open(path, encoding="utf-8"))
    except (OSError, ValueError) as e:
        problems.append("not readable JSON: %s" % e)
        raw = None
    if raw is not None:
        if (raw.get("nbformat"), raw.get("nbformat_minor", 0)) < (4, 5):
            problems.append("nbformat %s.%s, want 4.5 or later (cell ids)"
                            % (raw.get("nbformat"), raw.get("nbformat_minor")))
        seen = {}
        for i, cell in enumerate(raw.get("cells", [])):
            cid = cell.get("id")
            if cid is None:
                problems.append("cell %d has no id" % i)
            elif not isinstance(cid, str) or not ID.match(cid):
                problems.append("cell %d has the invalid id %r" % (i, cid))
            elif cid in seen:
                problems.append("cells %d and %d share the id %r" % (seen[cid], i, cid))
            else:
                seen[cid] = i
            if cell.get("cell_type") == "code":
                code = cell.get("source", "")
                code = "".join(code) if isinstance(code, list) else code
                for name in figure_names(code):
                    if not FIGNAME.match(name):
                        problems.append("cell %d saves the figure %r, outside the naming scheme FAMILY_SUBJECT"
                                        " (FAMILY one of transversal, transversal_exact, hex, mb, graph,"
                                        " positional, variants; snake_case)" % (i, name))
                    other = owners.setdefault(name, path)
                    if other != path:
                        problems.append("cell %d saves the figure %r, which %s saves too" % (i, name, other))
            md = cell.get("metadata", {})
            tags = md.get("tags", [])
            hidden = isinstance(md.get("jupyter"), dict) and md["jupyter"].get("source_hidden") is True
            if "check" in tags:
                code = cell.get("source", "")
                code = "".join(code) if isinstance(code, list) else code
                if cell.get("cell_type") != "code":
                    problems.append("cell %d is tagged check but is not code" % i)
                elif not hidden:
                    problems.append("cell %d is tagged check but its input is not hidden (jupyter.source_hidden)" % i)
                if "nb.Check(" not in code:
                    problems.append("cell %d is tagged check but has no nb.Check" % i)
                m = SHOWS.search(code)
                if m:
                    problems.append("cell %d is tagged check but shows a figure or table (%s); a cell that shows one is not folded" % (i, m.group(0)))
            elif hidden:
                problems.append("cell %d hides its input (jupyter.source_hidden) but is not tagged check" % i)
            if cell.get("cell_type") == "markdown":
                src = cell.get("source", "")
                src = "".join(src) if isinstance(src, list) else src
                if "seeds/" in src:
                    problems.append("markdown cell %d cites a seeds/ file, not the paper" % i)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                nbformat.validate(nbformat.from_dict(raw))
            except Exception as e:  # ValidationError, or a warning raised as an error
                problems.append("nbformat: %s" % str(e).splitlines()[0])
    if problems:
        failed += 1
        print("FAIL %s: %s" % (path, "; ".join(problems)))
    else:
        print("ok   %s" % path)
sys.exit(1 if failed else 0)
