package main

import (
	"errors"

	"plylab/data/mb"
	"plylab/data/runctl"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "mb", Summary: "Maker–Breaker polyomino certificates (Snaky in 21 Maker moves): claims calculus, the 21/25/35-move dialects, play, search"})
}

// mbDialectShape parses --dialect and --shape.
func mbDialectShape(dialect, shape string) (makerbreaker.Dialect, makerbreaker.Shape, error) {
	d, err := makerbreaker.ParseDialect(dialect)
	if err != nil {
		return 0, makerbreaker.Shape{}, cli.Usagef("--dialect: %v", err)
	}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return 0, makerbreaker.Shape{}, cli.Usagef("--shape: %v", err)
	}
	return d, sh, nil
}

// mbClaimHelp is the help paragraph on the final claim (reconstruct, verify,
// play).
const mbClaimHelp = `
A certificate must end in the claim it certifies, and the output names it
("certifies: ..."). By default that is Maker to move on the empty board: the
final card must require no Maker cell (A = ∅). --maker "x,y ..." names the
Maker cells of a handicap start (as given to plylab mb search --maker): the
final card's A must fit inside them under a placement. The published
35-move certificate ends in its interface row 615 and certifies the empty
board through its opening proof. An empty file, a file that lost its last
card(s), or one ending in another claim is refused (exit status 2).`

// mbLoadClaim checks --dialect, --shape and --maker of reconstruct, verify
// and play, and loads the certificate with the claim it certifies.
func mbLoadClaim(file, dialect, shape, maker string) (*mb.Cert, *makerbreaker.FinalClaim, error) {
	if _, _, err := mbDialectShape(dialect, shape); err != nil {
		return nil, nil, err
	}
	if _, err := mb.ParseCells(maker); err != nil {
		return nil, nil, cli.Usagef("--maker: %v", err)
	}
	return mb.LoadClaim(file, dialect, shape, maker)
}

// mbCertArg takes the certificate of verify and play from --cert or a
// single FILE argument.
func mbCertArg(env *cli.Env, cert *string) error {
	if *cert == "" && len(env.Args) == 1 {
		*cert = env.Args[0]
	} else if len(env.Args) > 0 {
		return cli.Usagef("unexpected argument %q (the certificate is --cert FILE or a single FILE)", env.Args[0])
	}
	if *cert == "" {
		return cli.Usagef("--cert FILE is required")
	}
	return nil
}

// mbRunErr maps a checkpoint that cannot be used to bad input (exit 2)
// and one that could not be saved to its message.
func mbRunErr(err error) error {
	var ce *runctl.CheckpointError
	if errors.As(err, &ce) {
		if ce.Input {
			return cli.Usagef("%v", ce.Err)
		}
		return ce.Err
	}
	return err
}
