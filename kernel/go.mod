// Build module for the plylab Jupyter kernel (gophernotes). It only pins
// versions: kernel/install.sh builds gophernotes from these modules with a
// one-file patch. It is a separate module so that the main module's
// `go build ./...` and `go test ./...` never need it.
module plylab/kernel

go 1.26.0

tool github.com/gopherdata/gophernotes

require (
	github.com/cosmos72/gomacro v0.0.0-20240506194242-2ff796e3da10 // indirect
	github.com/go-zeromq/goczmq/v4 v4.2.2 // indirect
	github.com/go-zeromq/zmq4 v0.14.1 // indirect
	github.com/gofrs/uuid v4.2.0+incompatible // indirect
	github.com/gopherdata/gophernotes v0.7.5 // indirect
	github.com/mattn/go-runewidth v0.0.15 // indirect
	github.com/peterh/liner v1.2.2 // indirect
	github.com/rivo/uniseg v0.2.0 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
