module plylab

go 1.26

require github.com/go-gota/gota v0.12.0

require (
	golang.org/x/net v0.0.0-20210423184538-5f58ad60dda6 // indirect
	gonum.org/v1/gonum v0.17.0 // indirect
)
