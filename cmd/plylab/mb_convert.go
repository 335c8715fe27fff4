package main

import (
	"flag"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "convert",
		Summary: "rewrite a certificate in another dialect and re-verify it",
		Usage:   "--from D --to D [--shape S] [--display] [--inline] IN OUT",
		Help: `Reads IN in dialect --from, rewrites every combination (inline ones
become numbered rows) in dialect --to, writes OUT, reloads it, and checks
that every card of the input reappears, up to its frame offset. The same
dialect on both sides rewrites the file in canonical layout.

Not every certificate fits every dialect: the 21 dialect needs each row to
fit a 17×17 coordinate frame, the 25 dialect needs every child to place one
of its required cells on the parent's pivot (the anchor), and the 35
dialect needs translations in [-4,5]². A certificate that does not fit
names the first card that cannot be written (exit status 2).

--inline (21 dialect) writes every row used exactly once inline, in
parentheses, in the line that uses it, as the paper's certificate does.

--display writes a 25-move certificate in the appendix display form
("[n] bbb bbb ...").

Example:
  plylab mb convert --from 21 --to 35 --shape l4 l4.txt l4-35.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			from := fs.String("from", "", "input dialect: 21, 25 or 35")
			to := fs.String("to", "", "output dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			display := fs.Bool("display", false, "25 dialect: write the appendix display form")
			inline := fs.Bool("inline", false, "21 dialect: write rows used once inline, in parentheses")
			return func(env *cli.Env) error {
				if len(env.Args) != 2 {
					return cli.Usagef("want IN and OUT")
				}
				if *from == "" {
					return cli.Usagef("--from 21|25|35 is required (the dialect of IN)")
				}
				if _, err := makerbreaker.ParseDialect(*from); err != nil {
					return cli.Usagef("--from: %v", err)
				}
				if _, _, err := mbDialectShape("21", *shape); err != nil {
					return err
				}
				if *to == "" {
					return cli.Usagef("--to 21|25|35 is required (the dialect of OUT)")
				}
				dout, err := makerbreaker.ParseDialect(*to)
				if err != nil {
					return cli.Usagef("--to: %v", err)
				}
				src, err := mb.Load(env.Args[0], *from, *shape)
				if err != nil {
					return err
				}
				if *inline && dout != makerbreaker.Dialect21 {
					return cli.Usagef("--inline is for the 21 dialect")
				}
				if *display && dout != makerbreaker.Dialect25 {
					return cli.Usagef("--display is for the 25 dialect")
				}
				dst, err := mb.ConvertFile(src, *to, env.Args[1], *inline, *display)
				if err != nil {
					return err
				}
				return env.Report(dst.ConvertReport(src, env.Args[0], env.Args[1]))
			}
		},
	})
}
