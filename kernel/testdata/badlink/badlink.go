// Package badlink type-checks but does not link, on purpose: kernel/test.sh
// imports it from a notebook, so the kernel's plugin build fails, and
// expects the linker's own message in the cell's error.
package badlink

import _ "unsafe"

//go:linkname missing plylab/kernel/testdata/nosuchpackage.plylabNoSuchSymbol
func missing() int

// Call calls the symbol that no package defines.
func Call() int { return missing() }
