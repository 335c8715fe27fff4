// The browser test of the clickable boards (notebooks/nb.Board) in the
// executed notebooks' HTML: Chromium (headless, driven by puppeteer-core)
// opens each page, and for every board on it the test clicks real cells
// and checks that what the board shows is the data the kernel embedded:
// the start position's value of every cell, then after each click the
// next position's, along a whole game (the lowest free cell at each ply)
// to its end; that a click on a claimed cell and a click after the end do
// nothing; that Undo steps back one ply and Reset to the start. It fails
// on any script error of the page and when a page has no board.
//
//   node kernel/boardtest/board.test.js PAGE.html...
//
// CHROMIUM names the browser (default /usr/bin/chromium). make test-board
// installs puppeteer-core (kernel/boardtest/package-lock.json, npm ci) and
// runs this on out/notebooks/06-*.html and 07-*.html.
"use strict";
const path = require("path");
const puppeteer = require("puppeteer-core");

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node board.test.js PAGE.html...");
  process.exit(2);
}

let failures = 0;
function check(ok, msg) {
  if (!ok) {
    failures++;
    console.error("FAIL: " + msg);
  }
  return ok;
}

// expected is what a cell shows for its token: its data-value (the owner
// '0' or '1' for a claimed cell) and its text.
function expected(key, tokens, cell) {
  const owner = key.charAt(cell);
  if (owner !== ".") return { value: owner, text: "" };
  const t = tokens ? tokens[cell] : "-";
  if (t === "-") return { value: "-", text: "" };
  return { value: t, text: t.charAt(0) === "d" ? "=" : t.substring(1) };
}

// shown reads one board: its data-key, each cell's data-value, text,
// background and whether it holds a disc or ring, and the status line.
async function shown(page, id) {
  return page.evaluate((id) => {
    const root = document.getElementById(id);
    return {
      key: root.getAttribute("data-key"),
      status: root.querySelector(".plylab-status").textContent,
      cells: Array.from(root.querySelectorAll(".plylab-cell")).map((c) => ({
        value: c.getAttribute("data-value"),
        text: c.querySelector(".plylab-value").textContent,
        stone: c.querySelector(".plylab-value span") !== null,
        bg: getComputedStyle(c).backgroundColor,
      })),
    };
  }, id);
}

// compare checks that the board shows position key of data D.
async function compare(page, id, D, key, where) {
  const s = await shown(page, id);
  if (!check(s.key === key, `${where}: the board shows ${s.key}, want ${key}`)) return s;
  const p = D.pos[key];
  const open = typeof p[0] === "number";
  const tokens = open ? p[1].split(" ") : null;
  check(s.cells.length === D.rows * D.cols, `${where}: ${s.cells.length} cells`);
  s.cells.forEach((c, i) => {
    const e = expected(key, tokens, i);
    check(c.value === e.value && c.text === e.text,
      `${where}, cell ${i}: shows ${c.value} "${c.text}", the data says ${e.value} "${e.text}"`);
    check(c.stone === (key.charAt(i) !== "."), `${where}, cell ${i}: stone ${c.stone}`);
    const rgb = (c.bg.match(/\d+/g) || []).map(Number);
    if (e.value.charAt(0) === "w") check(rgb[1] > rgb[0], `${where}, cell ${i}: a win on ${c.bg}`);
    if (e.value.charAt(0) === "l") check(rgb[0] > rgb[1], `${where}, cell ${i}: a loss on ${c.bg}`);
  });
  check(open ? /to move/.test(s.status) : /^Decided/.test(s.status), `${where}: status "${s.status}"`);
  return s;
}

async function click(page, id, cell) {
  await page.click(`#${id} .plylab-cell[data-cell="${cell}"]`);
}

async function testBoard(page, id, name) {
  const D = JSON.parse(await page.$eval(`#${id} script.plylab-board-data`, (e) => e.textContent));
  check(D.pos[D.start] !== undefined, `${name}: no start position in the data`);
  await compare(page, id, D, D.start, `${name}, start`);
  // A whole game: the lowest free cell at each ply, each click checked.
  const line = [D.start];
  let key = D.start;
  while (typeof D.pos[key][0] === "number") {
    const cell = key.indexOf(".");
    const next = key.substring(0, cell) + D.pos[key][0] + key.substring(cell + 1);
    await click(page, id, cell);
    await compare(page, id, D, next, `${name}, after cell ${cell} at ${key}`);
    // A claimed cell ignores the click.
    await click(page, id, cell);
    await compare(page, id, D, next, `${name}, cell ${cell} clicked again`);
    key = next;
    line.push(key);
  }
  check(line.length > 2, `${name}: the game ended after ${line.length - 1} plies`);
  // A decided game ignores clicks on free cells.
  const free = key.indexOf(".");
  if (free >= 0) {
    await click(page, id, free);
    await compare(page, id, D, key, `${name}, a click after the end`);
  }
  await page.click(`#${id} .plylab-undo`);
  await compare(page, id, D, line[line.length - 2], `${name}, after Undo`);
  await page.click(`#${id} .plylab-undo`);
  await compare(page, id, D, line[line.length - 3], `${name}, after a second Undo`);
  await page.click(`#${id} .plylab-reset`);
  await compare(page, id, D, D.start, `${name}, after Reset`);
  await page.click(`#${id} .plylab-undo`);
  await compare(page, id, D, D.start, `${name}, Undo at the start`);
  return line.length - 1;
}

(async () => {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const f of files) {
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto("file://" + path.resolve(f), { waitUntil: "load" });
      let ids = [];
      try {
        await page.waitForSelector(".plylab-board[data-key]", { timeout: 20000 });
        ids = await page.$$eval(".plylab-board", (bs) => bs.map((b) => b.id));
      } catch (e) {
        check(false, `${f}: no board drawn (${e.message})`);
      }
      for (const id of ids) {
        const plies = await testBoard(page, id, `${path.basename(f)} ${id}`);
        console.log(`board-test: ${path.basename(f)} ${id}: a ${plies}-ply game clicked through, Undo and Reset`);
      }
      check(errors.length === 0, `${f}: script errors: ${errors.join("; ")}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  if (failures > 0) {
    console.error(`board-test: ${failures} failed checks`);
    process.exit(1);
  }
  console.log(`board-test: ${files.length} pages passed`);
})().catch((e) => {
  console.error("board-test: " + (e.stack || e));
  process.exit(1);
});
