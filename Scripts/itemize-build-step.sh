#!/bin/sh
# Runs `itemize generate --config itemize.json` as a build step: from an
# Xcode Run Script phase, a Makefile or CI. docs/build-step.md has the set-up.
#
# Usage:
#   itemize-build-step.sh [--check] [--warnings-as-errors] [CONFIG]
#                                              generate (or check) CONFIG's outputs;
#                                              with --warnings-as-errors a warning
#                                              fails the step and writes nothing
#   itemize-build-step.sh -- ARGUMENT...       run itemize with these arguments
#   itemize-build-step.sh --print-binary       build the tool if needed, print its path
#
# CONFIG defaults to $ITEMIZE_CONFIG, else itemize.json; a relative CONFIG is
# taken from $SRCROOT inside Xcode (and made absolute, so that Xcode can open
# the file a diagnostic names), else from the current folder.
#
# The tool: $ITEMIZE_BIN if set (nothing is built or read from the Itemize
# package then, which is what a sandboxed Xcode phase needs); otherwise the
# Itemize package this script belongs to is built in release once, cached
# under $ITEMIZE_CACHE_DIR (default: ~/Library/Caches/itemize on macOS,
# ${XDG_CACHE_HOME:-~/.cache}/itemize elsewhere) and rebuilt only when its
# sources change.
#
# Exit status: itemize's own (0 success, 1 errors or stale output, 64 usage),
# 64 for this script's own usage errors, or 1 when the tool cannot be found
# or built.

set -eu

program=itemize-build-step

fail() {
    echo "error: $program: $*" >&2
    exit 1
}

# A wrong command line: exit 64 (BSD EX_USAGE), as itemize does.
usage_error() {
    echo "error: $program: $*" >&2
    echo "usage: $program [--check] [--warnings-as-errors] [CONFIG] | -- ARGUMENT... | --print-binary" >&2
    exit 64
}

default_cache_dir() {
    if [ "$(uname -s)" = Darwin ]; then
        echo "$HOME/Library/Caches/itemize"
    else
        echo "${XDG_CACHE_HOME:-$HOME/.cache}/itemize"
    fi
}

# A digest of everything the tool is built from: file names and bytes, so an
# edit, a new file or a branch switch gives a new key and a rebuild, while a
# mere `touch` or a fresh checkout of the same sources does not. One digest
# process for all files keeps a run that builds nothing at a few milliseconds.
source_key() {
    if command -v sha256sum >/dev/null 2>&1; then
        digest="sha256sum"
    elif command -v shasum >/dev/null 2>&1; then
        digest="shasum -a 256"
    else
        digest="cksum"
    fi
    (
        cd "$package_root"
        # $digest is split on purpose: "shasum -a 256" is a command and its options.
        find Package.swift Sources/Generator Sources/itemize Templates -type f ! -name '.*' 2>/dev/null \
            | LC_ALL=C sort | tr '\n' '\0' | xargs -0 $digest
        uname -sm
    ) | $digest | cut -d ' ' -f 1
}

# Prints the path of a working `itemize`, building it first if needed.
tool_path() {
    if [ -n "${ITEMIZE_BIN:-}" ]; then
        [ -f "$ITEMIZE_BIN" ] && [ -x "$ITEMIZE_BIN" ] || fail "ITEMIZE_BIN=$ITEMIZE_BIN is not an executable file"
        echo "$ITEMIZE_BIN"
        return
    fi
    # Found only now: with ITEMIZE_BIN, a sandboxed phase never looks at
    # the Itemize package, which it did not declare.
    package_root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
    [ -f "$package_root/Package.swift" ] || fail "no Itemize package at $package_root; set ITEMIZE_BIN to a built itemize"
    cache_dir=${ITEMIZE_CACHE_DIR:-$(default_cache_dir)}
    key=$(source_key)
    cached="$cache_dir/bin-$key/itemize"
    # A binary whose toolchain was removed no longer starts: rebuild it.
    if [ -x "$cached" ] && "$cached" --version >/dev/null 2>&1; then
        echo "$cached"
        return
    fi
    build_tool "$cache_dir" "$cached"
    echo "$cached"
}

# Runs a command with only what a toolchain needs from the environment.
clean_environment() {
    if [ -n "${DEVELOPER_DIR:-}" ]; then
        env -i PATH="$PATH" HOME="$HOME" TMPDIR="${TMPDIR:-/tmp}" DEVELOPER_DIR="$DEVELOPER_DIR" "$@"
    else
        env -i PATH="$PATH" HOME="$HOME" TMPDIR="${TMPDIR:-/tmp}" "$@"
    fi
}

build_tool() {
    cache_dir=$1
    cached=$2
    command -v swift >/dev/null 2>&1 || fail "'swift' not found; install a Swift toolchain, or set ITEMIZE_BIN to a built itemize"
    mkdir -p "$cache_dir" || fail "cannot create the cache folder $cache_dir; set ITEMIZE_CACHE_DIR or ITEMIZE_BIN"
    echo "$program: building itemize in release (once per change of Itemize's sources) into $cache_dir" >&2
    scratch="$cache_dir/build"
    # Xcode's build settings (SDKROOT for iOS, deployment targets, ARCHS)
    # would make SwiftPM build the tool for the app's platform: build it
    # with a clean environment for the machine it runs on.
    if [ "$(uname -s)" = Darwin ] && command -v xcrun >/dev/null 2>&1; then
        set -- xcrun --sdk macosx swift build
    else
        set -- swift build
    fi
    clean_environment "$@" -c release --product itemize --package-path "$package_root" --scratch-path "$scratch" >&2 \
        || fail "building itemize failed (see above)"
    bin_dir=$(clean_environment "$@" -c release --package-path "$package_root" --scratch-path "$scratch" --show-bin-path) \
        || fail "cannot find the built itemize"
    key_dir=$(dirname -- "$cached")
    mkdir -p "$key_dir"
    # Copy, then rename: a concurrent build step sees the old binary or the
    # whole new one, never half of it.
    cp "$bin_dir/itemize" "$key_dir/.itemize.$$" && mv -f "$key_dir/.itemize.$$" "$cached" \
        || fail "cannot store itemize in $key_dir"
    for old in "$cache_dir"/bin-*; do
        [ -d "$old" ] && [ "$old" != "$key_dir" ] && rm -rf -- "$old"
    done
    return 0
}

check=""
strict=""
config=""
case "${1:-}" in
--print-binary)
    [ $# -eq 1 ] || usage_error "'--print-binary' takes no other argument"
    tool_path
    exit 0
    ;;
--)
    shift
    tool=$(tool_path)
    exec "$tool" "$@"
    ;;
esac
while [ $# -gt 0 ]; do
    case "$1" in
    --check) check=--check ;;
    --warnings-as-errors) strict=--warnings-as-errors ;;
    -h | --help)
        sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*) usage_error "unknown option '$1'" ;;
    *)
        [ -z "$config" ] || usage_error "one config at a time; got '$config' and '$1'"
        config=$1
        ;;
    esac
    shift
done
config=${config:-${ITEMIZE_CONFIG:-itemize.json}}
if [ -n "${SRCROOT:-}" ]; then
    case "$config" in
    /*) ;;
    *) config="$SRCROOT/$config" ;;
    esac
fi

tool=$(tool_path)
exec "$tool" generate --config "$config" $check $strict
