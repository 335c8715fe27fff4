package nb

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"image/color"
	"strconv"
	"strings"

	"plylab/data/game"
	"plylab/engine/positional"
	"plylab/plots"
)

// boardData is the JSON a board embeds: the grid, the roles in move order,
// the start key and every position of the tree. An open position is
// [mover, values]: values holds one token per cell, "-" for a claimed
// cell, else the move's verdict for the mover ("w" win, "d" draw, "l"
// loss) and the ply of the whole game on which it then ends (none for a
// draw, or a win of Breaker or Avoider); a decided position is
// [outcome, won cells].
type boardData struct {
	Title  string                   `json:"title"`
	Rows   int                      `json:"rows"`
	Cols   int                      `json:"cols"`
	Labels []string                 `json:"labels"`
	Roles  [2]string                `json:"roles"`
	Start  string                   `json:"start"`
	Pos    map[string][]interface{} `json:"pos"`
}

// boardTokens are the value tokens of an open position, one per cell.
func boardTokens(t *game.ValueTree, key string, n game.TreeNode) []string {
	tok := make([]string, len(key))
	for i := range tok {
		tok[i] = "-"
	}
	role := t.Roles()[n.Mover]
	for _, m := range n.Moves {
		s := game.MoveVerdict(role, m.Outcome)[:1]
		if m.Outcome != positional.Draw && m.Plies >= 0 {
			s += strconv.Itoa(n.Ply + m.Plies)
		}
		tok[m.Cell] = s
	}
	return tok
}

// boardJSON is the data a board embeds, and the grid's rows and columns.
func boardJSON(t *game.ValueTree, title string) ([]byte, error) {
	g := t.Game
	rows, cols := 1, g.Cells
	if len(g.Shape) == 2 && g.Shape[0]*g.Shape[1] == g.Cells {
		rows, cols = g.Shape[0], g.Shape[1]
	}
	d := boardData{Title: title, Rows: rows, Cols: cols, Roles: t.Roles(), Start: t.Start, Pos: map[string][]interface{}{}}
	for c := 0; c < g.Cells; c++ {
		l := strconv.Itoa(c)
		if c < len(g.Labels) {
			l = g.Labels[c]
		}
		d.Labels = append(d.Labels, l)
	}
	for key, n := range t.Nodes {
		if n.Over != positional.NoWin {
			won := n.Won
			if won == nil {
				won = []int{}
			}
			d.Pos[key] = []interface{}{string(n.Over), won}
			continue
		}
		d.Pos[key] = []interface{}{n.Mover, strings.Join(boardTokens(t, key, n), " ")}
	}
	return json.Marshal(d) // sorted keys, and <, >, & escaped: safe in a script
}

// css is a colour as CSS rgb().
func css(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("rgb(%d,%d,%d)", r>>8, g>>8, b>>8)
}

// Board shows a small game that the reader plays by clicking: each free
// cell shows the value of claiming it for the side to move (green a win,
// yellow a draw, purple a loss, deeper for a quicker end, with the ply on
// which the game then ends under optimal play), a click claims it and
// shows the next position's values, and Undo and Reset step back. Every
// value is the kernel's, embedded in the output as JSON with the script
// that draws it, so the board works offline and in the exported HTML.
// The colours and coordinates are the board figures' (package plots): the
// first mover's cells blue discs, the other's vermillion rings, cell
// r·cols+c in row r from the top, its number in the corner. The plain-text
// copy is the start position's values.
func Board(t *game.ValueTree, title string) Data {
	js, err := boardJSON(t, title)
	Must(err)
	h := fnv.New32a()
	h.Write(js)
	id := fmt.Sprintf("plylab-board-%08x", h.Sum32())
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="plylab-board" id="%s">`, id)
	fmt.Fprintf(&b, `<script type="application/json" class="plylab-board-data">%s</script>`, js)
	b.WriteString(`<noscript>The board needs JavaScript; the plain-text copy of this output shows the start position.</noscript></div>`)
	fmt.Fprintf(&b, "<script>\n(%s)(%q, %q);\n</script>", boardScript, id, strings.Join([]string{
		css(plots.Palette[0]), css(plots.Palette[5]), css(plots.Ink), css(plots.Grid), css(plots.Shade),
		"0,158,115", "240,228,66", "204,121,167"}, ";"))
	return HTML(b.String(), boardText(t, title))
}

// boardText is the plain-text copy of a board: the start position, one
// token per cell as in the embedded data ("X"/"O" for claimed cells).
func boardText(t *game.ValueTree, title string) string {
	n := t.Nodes[t.Start]
	rows, cols := 1, t.Game.Cells
	if s := t.Game.Shape; len(s) == 2 && s[0]*s[1] == t.Game.Cells {
		rows, cols = s[0], s[1]
	}
	var b strings.Builder
	roles := t.Roles()
	fmt.Fprintf(&b, "%s\n%s to move (X %s, O %s); w win, d draw, l loss for the mover, with the ply the game then ends:\n", title, roles[n.Mover], roles[0], roles[1])
	tok := make([]string, len(t.Start))
	if n.Moves != nil {
		tok = boardTokens(t, t.Start, n)
	}
	for c := range tok {
		switch t.Start[c] {
		case '0':
			tok[c] = "X"
		case '1':
			tok[c] = "O"
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			fmt.Fprintf(&b, " %4s", tok[r*cols+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// boardScript draws and runs one board: called with the board's element id
// and its colours (first, second, ink, grid, shade; win, draw and loss as
// r,g,b). It keeps the history of keys for Undo; an occupied cell and a
// decided game ignore clicks. Test hooks: the board's data-key is the
// shown position, each cell's data-value its token.
const boardScript = `function (id, colours) {
  var root = document.getElementById(id);
  if (!root || root.getAttribute("data-ready")) return;
  root.setAttribute("data-ready", "1");
  var col = colours.split(";");
  var FIRST = col[0], SECOND = col[1], INK = col[2], GRID = col[3], SHADE = col[4];
  var FILL = {w: col[5], d: col[6], l: col[7]};
  var D = JSON.parse(root.querySelector("script.plylab-board-data").textContent);
  var hist = [D.start];
  var last = [-1];
  function el(tag, css, text) {
    var e = document.createElement(tag);
    if (css) e.style.cssText = css;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function tint(rgb, s) {
    return "rgb(" + rgb.split(",").map(function (v) { return Math.round(255 - (255 - v) * s); }).join(",") + ")";
  }
  var wrap = el("div", "font-family:sans-serif;font-size:14px;margin:0.5em 0");
  if (D.title) wrap.appendChild(el("div", "font-weight:bold;margin-bottom:0.3em", D.title));
  var grid = el("div", "display:inline-grid;grid-template-columns:repeat(" + D.cols + ",3.2em);grid-auto-rows:3.2em;border:1px solid " + GRID);
  wrap.appendChild(grid);
  var cells = [];
  for (var i = 0; i < D.rows * D.cols; i++) {
    var c = el("div", "position:relative;border:1px solid " + GRID + ";box-sizing:border-box;cursor:pointer;user-select:none");
    c.className = "plylab-cell";
    c.setAttribute("data-cell", i);
    c.appendChild(el("span", "position:absolute;left:3px;top:1px;font-size:10px;color:#555", D.labels[i]));
    var v = el("span", "position:absolute;left:0;right:0;top:0;bottom:0;display:flex;align-items:center;justify-content:center;font-size:16px;color:" + INK);
    v.className = "plylab-value";
    c.appendChild(v);
    (function (cell) { c.addEventListener("click", function () { play(cell); }); })(i);
    grid.appendChild(c);
    cells.push(c);
  }
  var status = el("div", "margin:0.4em 0");
  status.className = "plylab-status";
  wrap.appendChild(status);
  var bar = el("div", "");
  function button(text, f) {
    var b = el("button", "margin-right:0.5em;font-size:13px", text);
    b.className = "plylab-" + text.toLowerCase();
    b.addEventListener("click", f);
    bar.appendChild(b);
  }
  button("Undo", function () { if (hist.length > 1) { hist.pop(); last.pop(); show(); } });
  button("Reset", function () { hist = [D.start]; last = [-1]; show(); });
  wrap.appendChild(bar);
  var hasDraw = Object.keys(D.pos).some(function (k) { var p = D.pos[k]; return typeof p[0] === "number" && /(^| )d/.test(p[1]); });
  var key = el("div", "font-size:12px;color:#444;margin-top:0.4em");
  key.innerHTML = '<span style="display:inline-block;width:10px;height:10px;border-radius:50%;background:' + FIRST + '"></span> ' + D.roles[0] +
    ' &nbsp; <span style="display:inline-block;width:6px;height:6px;border-radius:50%;border:2px solid ' + SECOND + '"></span> ' + D.roles[1] +
    ' &nbsp; <span style="background:' + tint(FILL.w, 0.75) + '">&nbsp;win&nbsp;</span> ' + (hasDraw ? '<span style="background:' + tint(FILL.d, 0.45) + '">&nbsp;draw&nbsp;</span> ' : '') + '<span style="background:' + tint(FILL.l, 0.75) + '">&nbsp;loss&nbsp;</span>' +
    ' for the side to move if it claims the cell; the number is the ply on which the game then ends under optimal play' + (hasDraw ? ' (= a draw)' : '') + '. Click a free cell to claim it.';
  wrap.appendChild(key);
  root.appendChild(wrap);
  function play(cell) {
    var k = hist[hist.length - 1], p = D.pos[k];
    if (!p || typeof p[0] !== "number" || k.charAt(cell) !== ".") return;
    var next = k.substring(0, cell) + p[0] + k.substring(cell + 1);
    if (!D.pos[next]) return;
    hist.push(next);
    last.push(cell);
    show();
  }
  function show() {
    var k = hist[hist.length - 1], p = D.pos[k], ply = 0, i;
    for (i = 0; i < k.length; i++) if (k.charAt(i) !== ".") ply++;
    root.setAttribute("data-key", k);
    var open = typeof p[0] === "number";
    var tok = open ? p[1].split(" ") : [];
    var won = open ? [] : p[1];
    var lo = {}, hi = {};
    tok.forEach(function (t) {
      var n = parseInt(t.substring(1), 10), v = t.charAt(0);
      if (isNaN(n)) return;
      lo[v] = lo[v] === undefined ? n : Math.min(lo[v], n);
      hi[v] = hi[v] === undefined ? n : Math.max(hi[v], n);
    });
    for (i = 0; i < cells.length; i++) {
      var c = cells[i], owner = k.charAt(i), t = open ? tok[i] : "-";
      c.setAttribute("data-value", owner !== "." ? owner : t);
      var bg = "white", text = "";
      if (won.indexOf(i) >= 0) bg = SHADE;
      if (owner === "." && t !== "-") {
        var v = t.charAt(0), n = parseInt(t.substring(1), 10), s = 0.75;
        if (!isNaN(n) && hi[v] > lo[v]) s = 0.75 - 0.5 * (n - lo[v]) / (hi[v] - lo[v]);
        bg = tint(FILL[v], v === "d" ? 0.45 : s);
        text = v === "d" ? "=" : (isNaN(n) ? "" : String(n));
      }
      c.style.background = bg;
      c.style.cursor = owner === "." && open ? "pointer" : "default";
      c.style.outline = won.indexOf(i) >= 0 ? "2px solid " + INK : (last[last.length - 1] === i ? "1px dashed " + INK : "none");
      c.style.outlineOffset = "-3px";
      var val = c.querySelector(".plylab-value");
      val.innerHTML = "";
      if (owner === "0") val.appendChild(el("span", "display:inline-block;width:1.6em;height:1.6em;margin-top:0.3em;border-radius:50%;background:" + FIRST));
      else if (owner === "1") val.appendChild(el("span", "display:inline-block;width:1.1em;height:1.1em;margin-top:0.3em;border-radius:50%;border:0.25em solid " + SECOND));
      else val.textContent = text;
    }
    var msg;
    if (open) {
      var order = {w: 3, d: 2, l: 1}, best = null;
      tok.forEach(function (t) {
        if (t === "-") return;
        var v = t.charAt(0), n = parseInt(t.substring(1), 10);
        var r = order[v] * 1000 + (isNaN(n) ? 0 : (v === "w" ? -n : n));
        if (best === null || r > best.r) best = {r: r, v: v, n: n};
      });
      var word = {w: "wins", d: "draws", l: "loses"}[best.v];
      msg = "Ply " + (ply + 1) + ": " + D.roles[p[0]] + " to move, and " + word + " with best play" +
        (best.v === "d" || isNaN(best.n) ? "." : " (the game ends on ply " + best.n + ").");
    } else {
      msg = "Decided after ply " + ply + ": " + (p[0] === "draw" ? "a draw" : p[0] + " wins") +
        (won.length ? " (the outlined set is owned)." : ".") + " Undo or Reset to play on.";
    }
    status.textContent = msg;
  }
  show();
}`
