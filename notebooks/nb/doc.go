// Package nb is the small kit plylab's notebooks share, so that a cell
// carries its experiment rather than its error handling and display code.
//
//	nb.Must(err)                  // a failed step fails the cell
//	nb.Frame(df)                  // a DataFrame as an HTML table, every column
//	nb.Claims(data.ComparisonFrame(rs)) // counts by status, then claim, paper, ours, match
//	nb.Figure(fig, "02-slack")    // shown inline, saved as SVG and PDF
//	nb.Log("census %d×%d", r, c)  // a progress line on a slow cell
//	nb.Board(tree, "tic-tac-toe") // a board to click through, values embedded
//	lg := nb.NewRunLog("hex")     // a family's log: one summary line, the rest folded
//	run, err := reproduce.Hex(reproduce.Options{Log: lg.Log})
//	Display(lg.Done(err))
//	p := nb.NewProgress("four-row", 0) // a live bar, redrawn in place
//	fr, err := mb.FourRow(8, 0, mb.Run{Progress: p.Update})
//	p.Done()
//
// A Progress, and a RunLog while its step runs, is one output of the cell
// that the kernel redraws in place (Jupyter's update_display_data, which
// plylab's kernel adds to gophernotes: kernel/install.sh), at most four
// times a second; the executed notebook and its HTML keep the final state
// only.
//
// The helpers return Data, the gophernotes kernel's display value: its type
// is an alias of the same unnamed struct type the kernel declares, so a
// cell's last expression nb.Frame(df) is rendered as a table and
// Display(nb.Frame(df)) shows one of several outputs of a cell (the kernel's
// display package is not importable: it lives inside the kernel's main
// package). Everything is non-generic, because the kernel's interpreter
// skips generic functions when it imports a package.
//
// Errors panic: in the kernel a panic fails the cell, and a failed cell
// fails `make test`. An error that is merely printed would pass unnoticed.
//
// Figures go to FigureDir ("../out/figures", relative to notebooks/, where
// the kernel runs) as NAME.svg and NAME.pdf; the inline copy is a PNG at
// plots.DPI shown at the figure's physical size.
package nb
