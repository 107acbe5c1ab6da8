#!/usr/bin/env bash
# Type-checks an app's generated file and the code that uses it, as one
# module over ItemizeRuntime, against Itemize's stand-ins of UIKit and SwiftUI
# (Tests/AppleStandIns): on Linux, where there is no Apple SDK, this is how the
# `#if canImport(UIKit)` parts compile at all. Swift 6, warnings as errors.
# The stand-ins are copies of Apple's documented declarations for part of
# UIKit and SwiftUI (Tests/AppleStandIns/README.md says which), not the SDK:
# an error may be API they lack. Scripts/typecheck-apple-sdk.sh checks
# against a real SDK, and is the check that counts.
#
# usage: Scripts/typecheck-stand-ins.sh FILE...
# Exits 0 when the files type-check, 1 with the compiler's diagnostics and
# the real-SDK command for the same files when they do not, 64 on a usage
# error.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ "$#" -eq 0 ] || [ "$1" = "--help" ]; then
  sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
for file in "$@"; do
  [ -f "$file" ] || { echo "typecheck-stand-ins: error: no file $file" >&2; exit 64; }
done
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT
flags=(-parse-as-library -swift-version 6 -warnings-as-errors -wmo -I "$modules")

# The ObjectiveC stand-in first (UIKit re-exports it), then UIKit and SwiftUI,
# then the runtime, whose UIKit adapters compile against them.
for module in ObjectiveC UIKit SwiftUI; do
  swiftc -emit-module -module-name "$module" -emit-module-path "$modules/$module.swiftmodule" "${flags[@]}" \
    "$root"/Tests/AppleStandIns/"$module"/*.swift >"$modules/build.log" 2>&1 \
    || { echo "typecheck-stand-ins: the $module stand-in does not build:" >&2; cat "$modules/build.log" >&2; exit 1; }
done
swiftc -emit-module -module-name ItemizeRuntime -emit-module-path "$modules/ItemizeRuntime.swiftmodule" "${flags[@]}" \
  $(find "$root/Sources/Runtime" -name '*.swift' | sort) >"$modules/build.log" 2>&1 \
  || { echo "typecheck-stand-ins: ItemizeRuntime does not build:" >&2; cat "$modules/build.log" >&2; exit 1; }

if ! swiftc -typecheck -module-name App -package-name App "${flags[@]}" "$@"; then
  # The real-SDK check of the same files, to paste: the SDK prepared in the
  # default folder where there is one.
  sdk=${TMPDIR:-/tmp}
  sdk=${sdk%/}/itemize-ios-sdk
  [ -f "$sdk/flags" ] || sdk=SDK
  # Beside this script as it was called, else (called through PATH) by its full path.
  script=$(dirname "${BASH_SOURCE[0]}")/typecheck-apple-sdk.sh
  [ -f "$script" ] || script=$root/Scripts/typecheck-apple-sdk.sh
  command=("$script" "$sdk" "$@")
  {
    echo "typecheck-stand-ins: error: the files do not type-check against the stand-ins."
    echo "The stand-ins cover only part of UIKit, AppKit and SwiftUI (Tests/AppleStandIns/README.md says"
    echo "which; this script builds UIKit's and SwiftUI's): an error on API they lack, such as \"cannot find"
    echo "'X' in scope\", \"has no member\" or \"does not override any method from its superclass\", may be"
    echo "no mistake of yours. The check that counts is against a real Apple SDK:"
    printf ' '
    printf ' %q' "${command[@]}"
    echo
    if [ "$sdk" = SDK ]; then
      echo "with SDK \"\$(xcrun --sdk iphoneos --show-sdk-path)\" on a Mac, or on Linux a folder that"
      echo "Scripts/prepare-linux-sdk.sh prepares (docs/verification.md, \"Checking your own code\")."
    fi
  } >&2
  exit 1
fi
echo "typecheck-stand-ins: $# file(s) type-check against the UIKit and SwiftUI stand-ins"
