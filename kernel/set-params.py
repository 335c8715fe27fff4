"""Rewrite the parameter cell of a notebook: kernel/run-notebooks.sh calls it
before executing a notebook with --full or --param.

    set-params.py IN.ipynb OUT.ipynb [--lenient] NAME=VALUE ...

The parameter cell is the code cell tagged "parameters" (in Jupyter: View >
Cell toolbar > Tags). Each NAME=VALUE replaces the value of the line
`NAME := ...` in that cell, keeping a trailing // comment, so the executed
notebook shows the values it ran with. A notebook without the cell, or a
NAME the cell does not declare, is an error (exit status 2, one line naming
the notebook); with --lenient it is a note on stderr and the line is left
as it is.
"""
import json
import re
import sys


def main(argv):
    lenient = "--lenient" in argv
    args = [a for a in argv if a != "--lenient"]
    if len(args) < 2:
        print("usage: set-params.py IN.ipynb OUT.ipynb [--lenient] NAME=VALUE ...", file=sys.stderr)
        return 2
    src, dst, params = args[0], args[1], args[2:]
    nb = json.load(open(src, encoding="utf-8"))
    cells = [c for c in nb.get("cells", [])
             if c.get("cell_type") == "code" and "parameters" in c.get("metadata", {}).get("tags", [])]
    problems = []
    if len(cells) != 1:
        problems.append("%d code cells tagged \"parameters\", want 1" % len(cells))
    else:
        cell = cells[0]
        text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        for p in params:
            name, sep, value = p.partition("=")
            if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
                problems.append("parameter %r: want NAME=VALUE" % p)
                continue
            line = re.compile(r"^([ \t]*%s[ \t]*:=[ \t]*)(.*?)([ \t]*//.*)?$" % re.escape(name), re.M)
            text, n = line.subn(lambda m: m.group(1) + value + (m.group(3) or ""), text, count=1)
            if n == 0:
                problems.append("the parameter cell declares no %s (a line `%s := ...`)" % (name, name))
        cell["source"] = text.splitlines(keepends=True)
    for p in problems:
        print("%s: %s%s" % (src, p, " (left as it is)" if lenient else ""), file=sys.stderr)
    if problems and not lenient:
        return 2
    json.dump(nb, open(dst, "w", encoding="utf-8"), indent=1, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
