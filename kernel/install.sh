#!/usr/bin/env bash
# make kernel: install the Jupyter kernel that plylab's notebooks run on.
#
#   1. Jupyter (nbconvert, nbclient, jupyter-client, ipykernel, notebook) from
#      Debian's packages when missing: installed when we are root, otherwise
#      the exact command is printed and the script stops.
#   2. gophernotes v0.7.5, built from the versions pinned in kernel/go.mod and
#      kernel/go.sum, from a copy of its sources with one upstream fix
#      (proxy_JSONer.JSON returns map[string]interface{}, as the
#      display.JSONer interface says; the pinned gomacro checks it) and
#      live displays that update in place (update_display_data, for
#      nb.NewProgress and nb.RunLog; kernel/gophernotes-display.go.txt).
#   3. A local module proxy that pins third-party imports of notebooks to the
#      versions of plylab's go.mod.
#   4. A kernelspec "plylab-go" ("Go (plylab)") whose directory holds the
#      binary and whose env carries the settings the kernel needs.
#
# Idempotent: every step checks first and does nothing when already done, so
# a second run takes a few seconds.
#
# Settings (environment): GO (the go command), PLYLAB_KERNEL_NAME
# (plylab-go), PLYLAB_KERNEL_CACHE (build directory, ~/.cache/plylab-kernel),
# PLYLAB_KERNEL_PREFIX (install the kernelspec under this prefix, e.g. a conda
# env's $CONDA_PREFIX, instead of the user's Jupyter directory),
# PLYLAB_NO_APT=1 (never call apt-get).
set -euo pipefail
SCRIPT_TAG=kernel
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
here="$PLYLAB_ROOT/kernel"
GO="${GO:-go}"
CACHE="$KERNEL_CACHE"
make_cache() { mkdir -p "$CACHE" 2>/dev/null || fail "cannot create the build directory $CACHE (set PLYLAB_KERNEL_CACHE)"; }

# Bump when the build steps below change in a way that needs a rebuild.
BUILD_RECIPE=6

# --- 1. Jupyter ------------------------------------------------------------
APT_PACKAGES="jupyter-nbconvert python3-nbclient jupyter-client python3-ipykernel jupyter-notebook"

# Prints the missing parts (Debian package names), nothing when complete.
jupyter_missing() {
	if ! command -v jupyter >/dev/null 2>&1; then
		echo "$APT_PACKAGES"
		return
	fi
	jupyter_python - <<'PY' 2>/dev/null || echo "$APT_PACKAGES"
import importlib.util as u
want = [("nbconvert", "jupyter-nbconvert"), ("nbclient", "python3-nbclient"),
        ("jupyter_client", "jupyter-client"), ("ipykernel", "python3-ipykernel"),
        ("notebook", "jupyter-notebook")]
print(" ".join(pkg for mod, pkg in want if u.find_spec(mod) is None))
PY
}

missing="$(jupyter_missing)"
if [ -n "$missing" ]; then
	say "Jupyter is missing or incomplete (missing: $missing)"
	if [ "${PLYLAB_NO_APT:-}" = 1 ] || ! command -v apt-get >/dev/null 2>&1; then
		fail "install Jupyter (nbconvert, nbclient, jupyter_client, notebook) and run make kernel again (with conda: conda env create -f environment.yml)"
	fi
	if [ "$(id -u)" != 0 ]; then
		say "run this as root, then make kernel again:"
		printf '\n    sudo apt-get update && sudo apt-get install -y %s\n\n' "$APT_PACKAGES" >&2
		exit 1
	fi
	say "installing Debian's Jupyter packages: apt-get install -y $APT_PACKAGES"
	export DEBIAN_FRONTEND=noninteractive
	make_cache
	log="$CACHE/apt.log"
	if ! apt-get install -y $APT_PACKAGES >"$log" 2>&1; then
		say "apt-get install failed; running apt-get update and trying again"
		apt-get update >>"$log" 2>&1 || { tail -n 20 "$log" >&2; fail "apt-get update (log: $log)"; }
		apt-get install -y $APT_PACKAGES >>"$log" 2>&1 ||
			{ tail -n 20 "$log" >&2; fail "apt-get install -y $APT_PACKAGES (log: $log)"; }
	fi
	hash -r
	missing="$(jupyter_missing)"
	[ -z "$missing" ] || fail "still missing after apt-get install: $missing (log: $log)"
	say "installed Jupyter: nbconvert $(jupyter nbconvert --version)"
else
	say "Jupyter present ($(command -v jupyter))"
fi

# --- 2. Build gophernotes --------------------------------------------------
make_cache
command -v "$GO" >/dev/null 2>&1 || fail "no Go toolchain ($GO) on PATH: install Go 1.26 or set GO=/path/to/go"
goversion="$("$GO" env GOVERSION)"
goroot="$("$GO" env GOROOT)"

# Module settings of the kernel build: the checksum database does not know
# these two module paths, so their hashes come from kernel/go.sum alone; and
# the kernel must be built by the toolchain that will later build the
# notebooks' plugins.
export GONOSUMDB="github.com/cosmos72,github.com/gopherdata${GONOSUMDB:+,$GONOSUMDB}"
export GOTOOLCHAIN=local

stamp="recipe$BUILD_RECIPE-$goversion-$(cat "$here/go.mod" "$here/go.sum" | sha256sum | cut -c1-16)"
bin="$CACHE/gophernotes"
if [ -x "$bin" ] && [ "$(cat "$CACHE/stamp" 2>/dev/null)" = "$stamp" ]; then
	say "gophernotes up to date ($bin, $goversion)"
else
	say "downloading the modules pinned in kernel/go.mod and kernel/go.sum"
	(cd "$here" && "$GO" mod download) || fail "go mod download in kernel/ (is the Go module proxy reachable?)"
	(cd "$here" && "$GO" mod verify >/dev/null) || fail "go mod verify in kernel/: the module cache does not match kernel/go.sum"
	src="$(cd "$here" && "$GO" list -m -f '{{.Dir}}' github.com/gopherdata/gophernotes)"
	[ -f "$src/x_package.go" ] || fail "gophernotes sources not found in the module cache ($src)"

	# The upstream fix, applied to a copy of the sources: v0.7.5 declares the
	# proxy of display.JSONer with JSON() string, while the interface (and
	# later upstream code) says JSON() map[string]interface{}; the pinned
	# gomacro rejects the mismatch when the kernel starts. The copy is built
	# through a generated go.mod: kernel/go.mod plus a replace line.
	say "copying the gophernotes v0.7.5 sources and applying the proxy_JSONer fix"
	copy="$CACHE/src/gophernotes"
	rm -rf "$copy" && mkdir -p "$CACHE/src"
	cp -R "$src" "$copy" && chmod -R u+w "$copy"
	sed -e 's/^\(\tJSON_  func(interface{})\) string$/\1 map[string]interface{}/' \
		-e 's/^func (P \*proxy_JSONer) JSON() string {$/func (P *proxy_JSONer) JSON() map[string]interface{} {/' \
		"$src/x_package.go" >"$copy/x_package.go"
	[ "$(diff "$src/x_package.go" "$copy/x_package.go" | grep -c '^>')" = 2 ] ||
		fail "the proxy_JSONer fix did not apply to $src/x_package.go (not the v0.7.5 sources?)"
	# Live displays (kernel/gophernotes-display.go.txt): Display with
	# transient {"display_id": ID, "update": true} sends update_display_data,
	# which replaces that output in place (a progress bar); compiled code
	# reaches the running cell's display through expvar. The upstream
	# PublishDisplayData is renamed out of the way; the hook begins when a
	# cell's code starts and ends when it returns.
	say "adding live displays (update_display_data) to the copy"
	cp "$here/gophernotes-display.go.txt" "$copy/zz_plylab_display.go"
	perl -0pi -e 's/\nfunc \(receipt \*msgReceipt\) PublishDisplayData\(data Data\) error \{\n/\nfunc (receipt *msgReceipt) publishDisplayDataV075(data Data) error {\n/' "$copy/messages.go"
	perl -0pi -e 's/(\n\tdisplayPlace\.Set\(xreflect\.ValueOf\(receipt\.PublishDisplayData\)\)\n)/$1\tplylabDisplayBegin(&receipt)\n/;
		s/(\n\tvals, types, executionErr := doEval\(ir, outerr, code\)\n)/$1\tplylabDisplayEnd()\n/' "$copy/kernel.go"
	[ "$(cd "$copy" && { diff "$src/messages.go" messages.go; diff "$src/kernel.go" kernel.go; } | grep -c '^>')" = 3 ] ||
		fail "the live-display patch did not apply to $src (messages.go, kernel.go: not the v0.7.5 sources?)"
	# Changes to a copy of gomacro (checked to apply exactly): a failed
	# `go get`, `go mod tidy` or plugin build reports the go command's own
	# error lines in the notebook (gomacro sends them only to the server's
	# terminal); "skipping import of generic func" becomes a debug message,
	# not a notebook's first output (generic functions are skipped either
	# way; the notebook API is non-generic), both where imports are
	# generated and where the type converter meets a standard-library
	# generic; and each plugin module's go.mod
	# starts with plylab's requirements ($PLYLAB_PIN_DIR), so that imports
	# resolve to the versions of plylab's go.sum.
	say "copying the pinned gomacro sources and patching its import errors"
	gsrc="$(cd "$here" && "$GO" list -m -f '{{.Dir}}' github.com/cosmos72/gomacro)"
	gcopy="$CACHE/src/gomacro"
	rm -rf "$gcopy"
	cp -R "$gsrc" "$gcopy" && chmod -R u+w "$gcopy"
	gi="$gcopy/base/genimport"
	cp "$here/gomacro-stderr.go.txt" "$gi/zz_plylab_stderr.go"
	perl -0pi -e 's/gen\.output\.Warnf\("skipping import of/gen.output.Debugf("skipping import of/g' "$gi/genimport.go"
	perl -0pi -e 's/\tcmd\.Stderr = stderr\n/\terrTail := newStderrTail(stderr)\n\tcmd.Stderr = errTail\n/;
		s/(o\.Errorf\("error executing \\"%s build -buildmode=plugin\\" in directory %q: %v)", gocmd, cmd\.Dir, err\)/$1%s", gocmd, cmd.Dir, err, errTail)/' "$gi/plugin.go"
	perl -0pi -e 's/\tcmd\.Stderr = output\.Stderr\n/\terrTail := newStderrTail(output.Stderr)\n\tcmd.Stderr = errTail\n/g;
		s/(return fmt\.Errorf\("error executing \\"%s get %s\\" in directory %q: %v)", gocmd, pathsSpaces, dir, err\)/$1%s", gocmd, pathsSpaces, dir, err, errTail)/;
		s/(return fmt\.Errorf\("error executing \\"%s mod tidy\\" in directory %q: %v)", gocmd, dir, err\)/$1%s", gocmd, dir, err, errTail)/' "$gi/importer_load.go"
	perl -0pi -e 's/(\n\tgoModPath := p\.Subdir\(dir, "go\.mod"\)\n)/\n\tbuf.WriteString(plylabPinnedRequires(dir))$1/' "$gi/importer.go"
	# The type converter prints the same warning for standard-library
	# generics straight to the notebook: generic functions (sync.OnceValue,
	# …) and the union constraints of generic code (math/rand/v2's intType,
	# met by any notebook importing a package whose API mentions
	# *rand.Rand); other warnings stay.
	perl -0pi -e 's/(\n(\t+))(fmt\.Printf\("\/\/ warning: skipping import of %v:\\t%v\\n", g, e\))\n/$1if s := fmt.Sprint(e); s != "importing generic functions or types is not supported yet" \&\& s != "Converter.Type(): unsupported types.Type: *types.Union" {$1\t$3$1}\n/' "$gcopy/go/types/converter.go"
	changed="$(cd "$gcopy" && { for f in genimport.go plugin.go importer_load.go importer.go; do diff "$gsrc/base/genimport/$f" "base/genimport/$f" || true; done; diff "$gsrc/go/types/converter.go" go/types/converter.go || true; } | grep -c '^>')"
	[ "$changed" = 15 ] || fail "the gomacro patch did not apply as expected to $gsrc ($changed changed lines, want 15)"
	cp "$here/go.mod" "$CACHE/build.mod"
	cp "$here/go.sum" "$CACHE/build.sum"
	printf '\nreplace github.com/gopherdata/gophernotes => %s\n' "$copy" >>"$CACHE/build.mod"
	printf 'replace github.com/cosmos72/gomacro => %s\n' "$gcopy" >>"$CACHE/build.mod"

	say "building gophernotes with $goversion (about a minute the first time)"
	(cd "$here" && "$GO" build -modfile="$CACHE/build.mod" -o "$bin.new" github.com/gopherdata/gophernotes) ||
		fail "go build of gophernotes (see the compiler errors above)"
	mv "$bin.new" "$bin"
	cp "$src/kernel/logo-32x32.png" "$src/kernel/logo-64x64.png" "$CACHE/"
	echo "$stamp" >"$CACHE/stamp"
	say "built $bin"
fi

# --- 3. A module proxy pinned to plylab's versions -------------------------
# The kernel compiles every import statement of a notebook into a Go plugin,
# in a fresh module, with `go get PACKAGES`. Our packages (imported by
# relative path) bring plylab's go.mod with them, but a third-party package
# named in the same import (gonum.org/v1/plot/plotter, say) would be upgraded
# to its latest release. The kernel therefore sees, first, a local file-based
# module proxy that offers exactly the versions of plylab's build list;
# modules outside it fall through to the usual proxy.
proxy="$CACHE/goproxy"
gomodcache="$("$GO" env GOMODCACHE)"
pstamp="pin2-$(cat "$PLYLAB_ROOT/go.mod" "$PLYLAB_ROOT/go.sum" | sha256sum | cut -c1-16)"
if [ -d "$proxy" ] && [ "$(cat "$CACHE/goproxy.stamp" 2>/dev/null)" = "$pstamp" ]; then
	say "module versions pinned to plylab's go.mod ($proxy)"
else
	say "pinning the notebooks' module versions to plylab's go.mod ($proxy)"
	(cd "$PLYLAB_ROOT" && "$GO" mod download) || fail "go mod download in $PLYLAB_ROOT"
	rm -rf "$proxy.new" && mkdir -p "$proxy.new"
	n=0
	while read -r path version gomod; do
		[ -n "$version" ] && [ -n "$gomod" ] || continue
		d="$(dirname "$gomod")"
		[ -f "$d/$version.info" ] || continue
		rel="${d#"$gomodcache/cache/download/"}" # already case-escaped
		mkdir -p "$proxy.new/$rel"
		for f in "$d/$version".{info,mod,zip,ziphash}; do
			if [ -f "$f" ]; then ln -s "$f" "$proxy.new/$rel/"; fi
		done
		echo "$version" >"$proxy.new/$rel/list"
		n=$((n + 1))
	done < <(cd "$PLYLAB_ROOT" && "$GO" list -m -f '{{.Path}} {{.Version}} {{.GoMod}}' all)
	cp "$PLYLAB_ROOT/go.mod" "$PLYLAB_ROOT/go.sum" "$proxy.new/"
	rm -rf "$proxy" && mv "$proxy.new" "$proxy"
	echo "$pstamp" >"$CACHE/goproxy.stamp"
	say "pinned $n modules"
fi
goproxy="file://$proxy,$("$GO" env GOPROXY)"

# --- 4. Kernelspec ---------------------------------------------------------
# The kernel compiles each import into a plugin with the toolchain of GOROOT
# (the one it was built with: plugin and kernel must match, hence
# GOTOOLCHAIN=local). gomacro's type checker needs the pre-Go 1.23 alias
# representation: GODEBUG=gotypesalias=0. The kernel starts through
# launch.sh, which gives it a GOPATH of its own (gomacro deletes the import
# folder under GOPATH when a kernel first imports, so kernels must not share
# it); GOMODCACHE keeps the shared module cache.
spec="$CACHE/spec/$KERNEL_NAME"
rm -rf "$spec" && mkdir -p "$spec"
cp "$bin" "$spec/gophernotes"
cp "$here/launch.sh" "$spec/launch.sh" && chmod +x "$spec/launch.sh"
cp "$CACHE/logo-32x32.png" "$CACHE/logo-64x64.png" "$spec/"
cat >"$spec/kernel.json" <<EOF
{
  "argv": ["{resource_dir}/launch.sh", "{connection_file}"],
  "display_name": "$KERNEL_DISPLAY_NAME",
  "language": "go",
  "env": {
    "GODEBUG": "gotypesalias=0",
    "GO111MODULE": "on",
    "GOTOOLCHAIN": "local",
    "GOROOT": "$goroot",
    "GOPROXY": "$goproxy",
    "GOMODCACHE": "$gomodcache",
    "PLYLAB_PIN_DIR": "$proxy"
  }
}
EOF

prefix_args=(--user)
if [ -n "${PLYLAB_KERNEL_PREFIX:-}" ]; then prefix_args=(--prefix "$PLYLAB_KERNEL_PREFIX"); fi

dir="$(kernel_dir)"
if [ -n "$dir" ] && cmp -s "$dir/kernel.json" "$spec/kernel.json" && cmp -s "$dir/gophernotes" "$spec/gophernotes" &&
	cmp -s "$dir/launch.sh" "$spec/launch.sh"; then
	say "kernelspec $KERNEL_NAME (\"$KERNEL_DISPLAY_NAME\") up to date in $dir"
else
	say "installing kernelspec $KERNEL_NAME (\"$KERNEL_DISPLAY_NAME\")"
	jupyter kernelspec install --replace --name "$KERNEL_NAME" "${prefix_args[@]}" "$spec" >/dev/null 2>"$CACHE/kernelspec.log" ||
		{ cat "$CACHE/kernelspec.log" >&2; fail "jupyter kernelspec install"; }
	dir="$(kernel_dir)"
	[ -n "$dir" ] || fail "installed kernelspec $KERNEL_NAME, but jupyter kernelspec list does not show it (PLYLAB_KERNEL_PREFIX outside Jupyter's path?)"
	say "installed kernelspec $KERNEL_NAME in $dir"
fi
say "ready: notebooks run on kernel $KERNEL_NAME (make lab, make notebooks)"
