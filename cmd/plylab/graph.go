package main

import (
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "graph", Summary: "games on graphs (seeds/001): geography, cops and robber, tokens, Shannon switching"})
}
