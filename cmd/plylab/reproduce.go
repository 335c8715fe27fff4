package main

import (
	"errors"
	"flag"

	"plylab/data/paper"
	"plylab/data/runctl"
	"plylab/internal/cli"
	"plylab/reproduce"
)

func init() {
	cli.Register(cli.Command{
		Verb:    "reproduce",
		Summary: "regenerate the papers' tables and figures and compare every published number",
		Usage:   "[--family F[,F...]] [--full] [--out DIR] [--checkpoint FILE]",
		Help: `Computes plylab's value for every claim in data/paper/*.csv, prints the
published value and ours side by side with a match column, writes
DIR/tables/claims.csv (and each family's own tables) and DIR/figures/*.

The fast defaults finish in a minute or two; --full adds the expensive rows
(for example the transversal n = 7 enumeration).

Each family's tables and figures are written as soon as it is done.
--checkpoint FILE records every finished family (its claims and the files
it wrote); a rerun with the same file, families, --full and --out does not
compute again a family recorded as done whose files are still there, so a
long --full run (about two hours) killed on the way resumes with the
family it was on. A checkpoint of other settings is refused.

Exit status 1 if a claim marked must_match differs from the paper.

Example:
  plylab reproduce --family transversal
  plylab reproduce --full --checkpoint out/reproduce.ckpt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			fam := fs.String("family", "", "comma-separated families (default all)")
			full := fs.Bool("full", false, "also run the expensive rows")
			out := fs.String("out", "out", "output directory")
			ckpt := fs.String("checkpoint", "", "record finished families in FILE and resume from it")
			return func(env *cli.Env) error {
				fams, err := reproduce.ParseFamilies(*fam)
				if err != nil {
					return err
				}
				o := reproduce.Options{Full: *full, Log: func(f string, a ...any) { env.Logf(f+"\n", a...) }}
				results, err := reproduce.RunTo(o, fams, *out, *ckpt)
				var ce *runctl.CheckpointError
				if errors.As(err, &ce) {
					return cli.Usagef("--checkpoint: %v", ce.Err)
				}
				if err != nil {
					return err
				}
				rs, err := reproduce.Compare(results...)
				if err != nil {
					return err
				}
				var written []string
				for _, r := range results {
					written = append(written, r.Written...)
				}
				claims, err := paper.WriteClaims(*out, rs, written)
				if err != nil {
					return err
				}
				if err := env.Report(claims); err != nil {
					return err
				}
				if claims.Failed > 0 {
					return cli.Failuref("%d must-match claims differ from the papers (see %s)", claims.Failed, claims.Files[0])
				}
				return nil
			}
		},
	})
}
