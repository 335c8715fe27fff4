#!/usr/bin/env python3
"""make docs: a static site of plylab's executed notebooks and figures.

    python3 kernel/site.py [--out OUT]

Reads OUT/notebooks/*.html (kernel/run-notebooks.sh --html, as make
reproduce and make notebooks run it), their assets (OUT/notebooks/assets:
MathJax) and OUT/figures/ (plylab reproduce), and writes OUT/site/:
index.html (what plylab is, the notebooks with their titles and one-line
descriptions, the figures, the references), notebooks/ and figures/. Every
link is relative and MathJax is in the folder, so the site opens offline,
from any place it is copied to. Python's standard library only.

The titles are the notebooks' first headings; the descriptions and the
references are those of notebooks/README.md (its table and its
"References" section), so the site says what the repository says.
Exit status 1, with the command to run, when an executed notebook or the
figures are missing.
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# A line at the top of each notebook page of the site, back to the index
# (not printed).
NAV = ('\n<nav style="max-width: 60rem; margin: 0.5rem auto; font-family: system-ui, sans-serif; font-size: 0.9em;">'
       '<style>@media print { nav { display: none; } }</style>'
       '<a href="../index.html">&larr; plylab: notebooks and figures</a></nav>\n')


def fail(msg):
    print("docs: FAILED: " + msg, file=sys.stderr)
    sys.exit(1)


def inline_md(s):
    """The little Markdown the README's table and references use: `code`,
    *emphasis*, **strong**, <address>; everything else escaped."""
    out = []
    for part in re.split(r"(`[^`]*`|<https?://[^>]+>)", s):
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append("<code>%s</code>" % html.escape(part[1:-1]))
        elif part.startswith("<http"):
            url = part[1:-1]
            out.append('<a href="%s">%s</a>' % (html.escape(url), html.escape(url)))
        else:
            t = html.escape(part, quote=False)
            t = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", t)
            t = re.sub(r"\*(.+?)\*", r"<em>\1</em>", t)
            out.append(t)
    return "".join(out)


def readme_parts():
    """The table rows (notebook file -> description) and the numbered
    references of notebooks/README.md."""
    text = open(os.path.join(ROOT, "notebooks", "README.md"), encoding="utf-8").read()
    desc = {}
    for m in re.finditer(r"^\| `([^`]+\.ipynb)` \| (.+?) \|\s*$", text, re.M):
        desc[m.group(1)] = m.group(2)
    refs = []
    m = re.search(r"^## References\n(.*?)(?=^## )", text, re.M | re.S)
    if m:
        for item in re.split(r"\n(?=\d+\. )", m.group(1).strip()):
            item = item.strip()
            if re.match(r"\d+\. ", item):
                refs.append(" ".join(item.split()))
    return desc, refs


def title_of(path):
    """The first Markdown heading of a notebook."""
    nb = json.load(open(path, encoding="utf-8"))
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        src = cell.get("source", "")
        src = "".join(src) if isinstance(src, list) else src
        for line in src.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return os.path.splitext(os.path.basename(path))[0]


def commit():
    try:
        r = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                           capture_output=True, text=True, check=True)
        return r.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


# The families of the figure naming scheme (reproduce.CheckFigureName), in
# the order the site lists them, longest prefix first where one is another's.
FAMILIES = [("transversal", "Transversal game: the 2n+3 strategy"),
            ("transversal_exact", "Transversal game: exact values and the lower bound"),
            ("hex", "Hex pairing strategies"),
            ("mb", "Maker–Breaker certificates"),
            ("graph", "Games on graphs"),
            ("positional", "Positional games"),
            ("variants", "Variants: misère, Maker–Breaker, moving second")]


def family_of(stem):
    for fam in sorted((f for f, _ in FAMILIES), key=len, reverse=True):
        if stem.startswith(fam + "_"):
            return fam
    return None


def figures_shown(names):
    """Which notebooks save each figure: the string literals of the
    notebooks' code cells that name one."""
    shown = {}
    for n in names:
        cells = json.load(open(os.path.join(ROOT, "notebooks", n + ".ipynb"), encoding="utf-8"))["cells"]
        for cell in cells:
            if cell.get("cell_type") != "code":
                continue
            src = cell.get("source", "")
            src = "".join(src) if isinstance(src, list) else src
            for lit in re.findall(r'"([a-z0-9_]+)"', src):
                if family_of(lit) and n not in shown.setdefault(lit, []):
                    shown[lit].append(n)
    return shown


def figure_item(stem, exts, notebooks):
    links = " ".join('<a href="figures/%s.%s">%s</a>' % (html.escape(stem), e, e) for e in sorted(exts))
    img = "png" if "png" in exts else "svg" if "svg" in exts else ""
    thumb = ('<a href="figures/%s.%s"><img src="figures/%s.%s" alt="%s" loading="lazy"></a>'
             % (html.escape(stem), img, html.escape(stem), img, html.escape(stem)) if img else "")
    where = ", ".join('<a href="notebooks/%s.html">%s</a>' % (html.escape(n), html.escape(n.split("-")[0]))
                      for n in notebooks)
    return ('<figure>%s<figcaption>%s<br>%s%s</figcaption></figure>'
            % (thumb, html.escape(stem), links, ("; notebook " + where) if where else ""))


def main():
    ap = argparse.ArgumentParser(description="write OUT/site: the executed notebooks and figures as a static site")
    ap.add_argument("--out", default=os.path.join(ROOT, "out"), help="plylab's output folder (default out)")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    nbdir = os.path.join(out, "notebooks")
    figdir = os.path.join(out, "figures")
    site = os.path.join(out, "site")

    names = sorted(os.path.splitext(f)[0] for f in os.listdir(os.path.join(ROOT, "notebooks"))
                   if f.endswith(".ipynb") and not f.startswith("."))
    missing = [n for n in names if not os.path.isfile(os.path.join(nbdir, n + ".html"))]
    if missing:
        fail("no executed notebook %s in %s: run make reproduce (or make notebooks) first"
             % (", ".join(n + ".html" for n in missing), nbdir))
    if not os.path.isfile(os.path.join(nbdir, "assets", "mathjax", "MathJax.js")):
        fail("no MathJax beside the notebooks (%s/assets/mathjax): run make notebooks again" % nbdir)
    if not os.path.isdir(figdir) or not os.listdir(figdir):
        fail("no figures in %s: run make reproduce first" % figdir)

    desc, refs = readme_parts()
    tmp = site + ".new"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(tmp, "notebooks"))
    shutil.copytree(os.path.join(nbdir, "assets"), os.path.join(tmp, "notebooks", "assets"))
    items = []
    for n in names:
        page = open(os.path.join(nbdir, n + ".html"), encoding="utf-8").read()
        page, k = re.subn(r"(<body[^>]*>)", r"\1" + NAV, page, count=1)
        if k != 1:
            fail("%s.html has no <body> tag" % n)
        with open(os.path.join(tmp, "notebooks", n + ".html"), "w", encoding="utf-8") as f:
            f.write(page)
        executed = os.path.join(nbdir, n + ".ipynb")
        title = title_of(executed if os.path.isfile(executed) else os.path.join(ROOT, "notebooks", n + ".ipynb"))
        items.append('<li><a href="notebooks/%s.html">%s</a> <span class="file">(%s.ipynb)</span><br>%s</li>'
                     % (html.escape(n), inline_md(title), html.escape(n), inline_md(desc.get(n + ".ipynb", ""))))
    stems = {}
    for f in sorted(os.listdir(figdir)):
        stem, ext = os.path.splitext(f)
        stems.setdefault(stem, []).append(ext.lstrip("."))
    os.makedirs(os.path.join(tmp, "figures"))
    for f in sorted(os.listdir(figdir)):
        if family_of(os.path.splitext(f)[0]):
            shutil.copy2(os.path.join(figdir, f), os.path.join(tmp, "figures", f))
    shown = figures_shown(names)
    groups = {}
    for stem in stems:
        groups.setdefault(family_of(stem), []).append(stem)
    figs = []
    for fam, title in FAMILIES:
        if fam not in groups:
            continue
        figs.append('<h3>%s</h3>\n<div class="figs">' % html.escape(title))
        for stem in sorted(groups.pop(fam)):
            figs.append(figure_item(stem, stems[stem], shown.get(stem, [])))
        figs.append('</div>')
    if groups:
        print("docs: left out %d files outside the naming scheme FAMILY_SUBJECT (left by an older run?): %s"
              % (sum(len(g) for g in groups.values()), ", ".join(sorted(s for g in groups.values() for s in g))),
              file=sys.stderr)
    ref_items = "\n".join("<li>%s</li>" % inline_md(re.sub(r"^\d+\.\s*", "", r)) for r in refs)
    rev = commit()
    page = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>plylab: notebooks and figures</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; color: #222; }}
h1 {{ margin-bottom: 0.3rem; }}
ul.nb li {{ margin-bottom: 0.7rem; }}
.file {{ color: #666; font-size: 0.9em; }}
code {{ font-size: 0.95em; }}
.figs {{ display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; }}
figure {{ margin: 0; }}
figure img {{ width: 100%; border: 1px solid #ddd; }}
figcaption {{ font-size: 0.85em; overflow-wrap: anywhere; }}
footer {{ margin-top: 2rem; color: #666; font-size: 0.85em; }}
</style>
</head>
<body>
<h1>plylab: notebooks and figures</h1>
<p>plylab is a research kernel for positional and combinatorial games, written
in Go. It regenerates the tables and figures of four source papers, checks
every number they publish against a second, independent computation, and
pushes past them: bigger boards, exhaustive checks, new counts. These pages
are its notebooks, executed top to bottom on the Go (plylab) Jupyter kernel,
and the figures of <code>plylab reproduce</code>; they open offline.</p>
<h2>Notebooks</h2>
<ul class="nb">
{items}
</ul>
<h2>Figures</h2>
<p>Every figure in <code>out/figures/</code>, by family: one name per
figure, <code>FAMILY_SUBJECT</code>, whether <code>plylab reproduce</code>
writes it (PNG and SVG) or a notebook draws it inline (SVG and PDF; the
notebook is named under it).</p>
{figs}
<h2>References</h2>
<ol>
{refs}
</ol>
<footer>Made by <code>make docs</code> from plylab{rev}.</footer>
</body>
</html>
""".format(items="\n".join(items), figs="\n".join(figs), refs=ref_items,
           rev=(" commit " + html.escape(rev)) if rev else "")
    with open(os.path.join(tmp, "index.html"), "w", encoding="utf-8") as f:
        f.write(page)
    shutil.rmtree(site, ignore_errors=True)
    os.rename(tmp, site)
    print("docs: %d notebooks, %d figures -> %s"
          % (len(names), sum(1 for s in stems if family_of(s)), os.path.join(site, "index.html")))


if __name__ == "__main__":
    main()
