package main

import (
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "graph", Summary: "games on graphs (Games on Graphs and Matchings): geography, cops and robber, tokens, Shannon switching"})
}
