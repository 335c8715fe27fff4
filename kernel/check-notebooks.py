"""Check the committed notebooks' JSON (kernel/test.sh, check 0).

    python3 kernel/check-notebooks.py NOTEBOOK.ipynb...

For each notebook: it parses as JSON; it is nbformat 4.5 or later; every
cell has an id of 1 to 64 letters, digits, '-' or '_', unique in the
notebook (nbformat 4.5; nbformat.read would invent missing ids silently, so
this reads the raw JSON); nbformat's validator accepts it with its warnings
as errors; and no markdown cell cites a text file outside the repository
(shared/seeds/...) instead of the paper itself. One line per notebook, "ok"
or "FAIL: reasons"; exit status 1 when any failed.
"""
import json
import re
import sys
import warnings

import nbformat

ID = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
failed = 0
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
