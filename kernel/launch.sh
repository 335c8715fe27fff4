#!/bin/sh
# The kernelspec's entry point: starts gophernotes with an import folder of
# its own. gomacro compiles each import into a plugin under
# $GOPATH/src/gomacro.imports and deletes that whole folder before a
# kernel's first import, so two kernels sharing a GOPATH break each other's
# builds. Each kernel therefore gets GOPATH=$base/k-PID (the module cache
# stays the shared one: GOMODCACHE is set in kernel.json). exec keeps the
# PID, so a later launch removes the folders of kernels that have exited.
set -eu
base="${PLYLAB_KERNEL_RUNTIME:-${TMPDIR:-/tmp}/plylab-kernels-$(id -u)}"
mkdir -p "$base"
for d in "$base"/k-*; do
	[ -d "$d" ] || continue
	pid="${d##*/k-}"
	kill -0 "$pid" 2>/dev/null || rm -rf "$d"
done
mkdir -p "$base/k-$$/src"
GOPATH="$base/k-$$"
export GOPATH
exec "$(dirname "$0")/gophernotes" "$@"
