"""Runs testdata/progress.ipynb on the installed kernel with nbclient (the
executor of nbconvert --execute and kernel/run-notebooks.sh), records every
iopub message of each cell, and checks the live displays (kernel/test.sh):

  (a) the kernel created the bar once (display_data with a display_id) and
      then redrew it in place: update_display_data messages with that same
      display_id, fewer than the 400 Set calls (they are throttled), the
      last one in the final state (100%, 400/400);
  (b) the executed notebook, and its HTML export, hold exactly one output
      for the bar, in its final state, and one for the RunLog, its summary
      line ("runlog test: 40 steps, ...") with the log folded, not the live
      status line.

Prints one "ok" line per check; exits 1 with "FAIL" lines otherwise.
Usage: progress_check.py NOTEBOOK OUT.ipynb
"""
import copy
import os
import sys

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter


class Recorder(NotebookClient):
    """nbclient, keeping a copy of each message it processes, by cell id."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.msgs = {}

    def process_message(self, msg, cell, cell_index):
        # nbclient rewrites update_display_data's type when it applies it.
        self.msgs.setdefault(cell.get("id"), []).append(copy.deepcopy(msg))
        return super().process_message(msg, cell, cell_index)


def text(data):
    v = data.get("text/plain", "")
    return "".join(v) if isinstance(v, list) else v


def main():
    src, out = sys.argv[1], sys.argv[2]
    nb = nbformat.read(src, as_version=4)
    kernel = os.environ.get("PLYLAB_KERNEL_NAME", "plylab-go")
    client = Recorder(nb, timeout=600, kernel_name=kernel,
                      resources={"metadata": {"path": os.path.dirname(os.path.abspath(src))}})
    client.execute()
    nbformat.write(nb, out)
    fails = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            fails.append(what)

    # (a) the messages of the bar's cell
    msgs = client.msgs.get("bar", [])
    shown = [m for m in msgs if m["msg_type"] == "display_data"]
    updates = [m for m in msgs if m["msg_type"] == "update_display_data"]
    ids = {m["content"].get("transient", {}).get("display_id") for m in shown + updates}
    check(len(shown) == 1 and len(ids) == 1 and None not in ids,
          "bar: one display_data with a display_id, every update_display_data with the same id "
          "(%d display_data, %d updates, ids %s)" % (len(shown), len(updates), sorted(map(str, ids))))
    check(2 <= len(updates) < 400,
          "bar: redrawn in place while it ran and throttled: %d update_display_data for 400 Set calls" % len(updates))
    last = text(updates[-1]["content"]["data"]) if updates else ""
    check("100%" in last and "400/400" in last and "left" not in last,
          "bar: the last update is the final state: %r" % last)
    check(not any("update" in m["content"].get("transient", {}) for m in shown + updates),
          "bar: the kernel's \"update\" marker is not sent to the front end")
    first = text(shown[0]["content"]["data"]) if shown else ""
    check("0%" in first and "0/400" in first, "bar: drawn first at 0%%: %r" % first)

    # the RunLog's cell: live status lines, then the summary in their place
    rl = client.msgs.get("runlog", [])
    rshown = [m for m in rl if m["msg_type"] == "display_data"]
    rupd = [m for m in rl if m["msg_type"] == "update_display_data"]
    rids = {m["content"].get("transient", {}).get("display_id") for m in rshown + rupd}
    live = [text(m["content"]["data"]) for m in rupd[:-1]]
    check(len(rshown) == 1 and len(rids) == 1 and None not in rids and len(rupd) >= 2
          and any("step" in t and "of 40" in t for t in live),
          "runlog: a live status line (%d updates, e.g. %r), one display_id"
          % (len(rupd), live[len(live) // 2] if live else None))
    final = text(rupd[-1]["content"]["data"]) if rupd else ""
    check(final.startswith("runlog test: 40 steps, "),
          "runlog: Display(lg.Done(nil)) replaced it by the summary: %r" % final.split("\n")[0])

    # (b) the executed notebook and its HTML
    cells = {c.get("id"): c for c in nb.cells}
    bo = cells["bar"].outputs
    check(len(bo) == 1 and bo[0].output_type == "display_data"
          and text(bo[0].data).startswith("progress test  " + "█" * 20 + " 100%  400/400  ")
          and 'width:100.0%' in bo[0].data.get("text/html", ""),
          "notebook: the bar's cell holds one output, the final bar: %r"
          % [text(o.get("data", {})) or o.get("text") for o in bo])
    ro = cells["runlog"].outputs
    check(len(ro) == 1 and text(ro[0].data).startswith("runlog test: 40 steps, ")
          and "<details" in ro[0].data.get("text/html", "")
          and "nb-progress" not in ro[0].data.get("text/html", ""),
          "notebook: the RunLog's cell holds one output, the summary with the log folded: %r"
          % [(text(o.get("data", {})) or o.get("text", "")).split("\n")[0] for o in ro])
    html, _ = HTMLExporter().from_notebook_node(nb)
    check(html.count("nb-progress") == 1 and html.count("<b>progress test</b>") == 1
          and html.count("100% &nbsp;400/400") == 1 and html.count("<summary>runlog test: 40 steps") == 1,
          "HTML: one bar (%d), at 100%% (%d), and one RunLog summary (%d)"
          % (html.count("nb-progress"), html.count("100% &nbsp;400/400"), html.count("<summary>runlog test: 40 steps")))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
