#!/usr/bin/env bash
# Type-checks Itemize's Apple-facing code against a real iOS SDK: the runtime,
# ItemizeTesting, every committed example and fixture output with the screens
# that use it, every example and fixture spec generated for every target, and
# the consumer package's sources. Swift 6, at each minimum; a unit passes with
# no error and no warning. docs/verification.md says what this proves.
# Given FILEs, it checks only those, as one module over ItemizeRuntime: an
# app's generated file and the code that uses it.
#
# usage: Scripts/typecheck-ios-sdk.sh [SDK] [FILE...]
#   SDK  an iPhoneOS SDK (on a Mac: "$(xcrun --sdk iphoneos --show-sdk-path)"),
#        or a folder prepared on Linux by shared/tools/ios-sdk/prepare.sh (it
#        holds a file `flags`). Default: $ITEMIZE_IOS_SDK.
# Environment:
#   ITEMIZE_IOS_MINIMUMS  the deployment targets to check (default "13.0 16.0": the
#                         minimum, and the first with every API the generated code guards)
#   ITEMIZE_BIN           the itemize executable (default: built with swift build)
#   DIFFERENCEKIT_SOURCES  DifferenceKit's Sources folder, and
#   RXSWIFT_SOURCES        a checkout of RxSwift (RxSwift/, RxRelay/, RxCocoa/), with
#   RXDATASOURCES_SOURCES  RxDataSources' Sources folder: when set, the real
#                          libraries are built for iOS in Swift 5 mode, as their
#                          packages declare, and the target's feed and screens
#                          are checked against them
# Prints one row per unit and minimum (unit, minimum, errors, warnings,
# artefacts), the diagnostics of every failing unit, and exits 1 if any unit
# failed, 64 on a usage error.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${ITEMIZE_IOS_SDK:-}
if [ "$#" -gt 0 ] && [ "${1%.swift}" = "$1" ]; then sdk=$1; shift; fi
user_files=("$@")
if [ -z "$sdk" ] || [ "$sdk" = "--help" ]; then
  sed -n '2,26p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
for file in "${user_files[@]}"; do
  [ -f "$file" ] || { echo "typecheck-ios-sdk: error: no file $file" >&2; exit 64; }
done
minimums=${ITEMIZE_IOS_MINIMUMS:-13.0 16.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The SDK and, for the older SDK prepared on Linux, the shims for what its
# standard library lacks but every Xcode 16 build has (both are emitted into
# the client, so they exist at every deployment target); see
# shared/tools/ios-sdk/README.md.
shims=()
if [ -f "$sdk/flags" ]; then
  read -r -a sdk_flags < "$sdk/flags"
  shims=("$sdk/shim/MakeStreamShim.swift" "$work/AssumeIsolatedShim.swift")
  cat > "$work/AssumeIsolatedShim.swift" <<'SWIFT'
// Only for type-checking against the iOS 16.5 SDK, whose _Concurrency predates
// MainActor.assumeIsolated (Swift 5.9, emitted into the client on every OS).
extension MainActor {
    static func assumeIsolated<T: Sendable>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T { fatalError("type-checking only") }
}
SWIFT
elif [ -f "$sdk/SDKSettings.json" ]; then
  sdk_flags=(-sdk "$sdk")
else
  echo "typecheck-ios-sdk: error: $sdk is neither an SDK (no SDKSettings.json) nor a prepared folder (no flags)" >&2
  exit 64
fi

itemize=${ITEMIZE_BIN:-}
if [ -z "$itemize" ] && [ "${#user_files[@]}" -eq 0 ]; then
  (cd "$root" && swift build --product itemize >"$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 1; }
  itemize="$(cd "$root" && swift build --show-bin-path)/itemize"
fi

failed=0

# artefacts LOG: how many diagnostics in LOG are the one artefact of the older
# SDK that no shim can mend: its SwiftUI `View` is not yet `@MainActor` (from
# the iOS 18 SDK on it is), so a view's main-actor state reads as used from a
# nonisolated context. Counted only in files that import SwiftUI, and only
# against the SDK prepared on Linux.
artefacts() {
  local count=0 line
  if [ "${#shims[@]}" -gt 0 ]; then
    while IFS= read -r line; do
      grep -q '^import SwiftUI' "${line%%:*}" 2>/dev/null && count=$((count + 1))
    done < <(grep -E ': (error|warning): main actor-isolated .* nonisolated context' "$1")
  fi
  echo "$count"
}

# compile UNIT MINIMUM SWIFTC-ARGUMENTS...: runs swiftc for iOS at MINIMUM and
# prints the unit's row; a unit with a diagnostic other than an artefact fails
# the run.
compile() {
  local unit=$1 minimum=$2
  shift 2
  local log="$work/log-$minimum"
  swiftc -swift-version 6 -target "arm64-apple-ios$minimum" "${sdk_flags[@]}" -diagnostic-style=llvm \
    "$@" >"$log" 2>&1
  local status=$?
  local errors warnings known
  errors=$(grep -c ': error: ' "$log")
  warnings=$(grep -c ': warning: ' "$log")
  known=$(artefacts "$log")
  errors=$((errors - known))
  [ "$status" -ne 0 ] && [ "$errors" -eq 0 ] && [ "$known" -eq 0 ] && errors=1
  printf '%-48s %-8s %6s %8s %10s\n' "$unit" "$minimum" "$errors" "$warnings" "$known"
  if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    failed=1
    sed 's/^/    /' "$log" | head -40
  fi
}

swift_files() { find "$@" -maxdepth 1 -name '*.swift' | sort; }

# A library's sources: type-checked whole, then its interface emitted for the
# units that import it. Bodies are skipped there: the first run checked them,
# and emitting the runtime's typed throws in full crashes this compiler
# against the older SDK's standard library.
library() {
  local unit=$1 minimum=$2 name=$3 modules=$4
  shift 4
  compile "$unit" "$minimum" -typecheck -parse-as-library -module-name "$name" -I "$modules" "$@"
  swiftc -swift-version 6 -target "arm64-apple-ios$minimum" "${sdk_flags[@]}" -parse-as-library \
    -emit-module -emit-module-path "$modules/$name.swiftmodule" -module-name "$name" -I "$modules" \
    -Xfrontend -experimental-skip-all-function-bodies "$@" >"$work/emit-$minimum.log" 2>&1 || { echo "    could not emit $name:"; sed 's/^/    /' "$work/emit-$minimum.log" | head -20; failed=1; }
}

app() {
  local unit=$1 minimum=$2 modules=$3
  shift 3
  compile "$unit" "$minimum" -typecheck -module-name App -package-name ItemizeApps -I "$modules" "$@" "${shims[@]}"
}

consumers=$root/Tests/AppleStandIns/Consumers
library_consumers=$root/Tests/LibraryStandIns/Consumers

# real_library NAME MINIMUM MODULES SWIFTC-ARGUMENTS...: builds a library's
# interface from its real sources, in Swift 5 mode as its package declares.
real_library() {
  local name=$1 minimum=$2 modules=$3 log="$work/real-$2.log"
  shift 3
  swiftc -swift-version 5 -target "arm64-apple-ios$minimum" "${sdk_flags[@]}" -diagnostic-style=llvm \
    -parse-as-library -emit-module -emit-module-path "$modules/$name.swiftmodule" -module-name "$name" \
    -I "$modules" -Xfrontend -experimental-skip-all-function-bodies "$@" >"$log" 2>&1
  local status=$? errors
  errors=$(grep -c ': error: ' "$log")
  [ "$status" -ne 0 ] && [ "$errors" -eq 0 ] && errors=1
  printf '%-48s %-8s %6s %8s %10s\n' "$name (real, built)" "$minimum" "$errors" - -
  if [ "$errors" -ne 0 ]; then failed=1; sed 's/^/    /' "$log" | head -40; fi
}

# feed_with_real_library NAME MINIMUM REAL MODULES [SWIFTC-ARGUMENTS...]: a
# target's committed feed and its screens against the real library.
feed_with_real_library() {
  local name=$1 minimum=$2 real=$3 modules=$4
  shift 4
  compile "Targets/$name, real library" "$minimum" -typecheck -module-name App -package-name ItemizeApps \
    -I "$real" -I "$modules" "$@" "$root/Examples/Targets/$name.swift" \
    $(ls "$library_consumers/${name}"{,Grid,SwiftUI}App.swift 2>/dev/null) "${shims[@]}"
}

targets="itemize rxdatasources differencekit diffable"

# The screens that use a spec's code for a target: the feed has its own per
# target (with its grid, whose cell classes its collection view names); the
# other specs share the cell classes of SpecCells.swift.
screens_for() {
  local name=$1 target=$2
  case "$target/$name" in
    itemize/*) ls "$consumers/${name}"{,HostedRows}App.swift 2>/dev/null ;;
    rxdatasources/Feed) ls "$library_consumers"/FeedRxDataSources{,Grid}App.swift ;;
    differencekit/Feed) echo "$library_consumers/FeedDifferenceKitApp.swift" ;;
    diffable/Feed) ls "$library_consumers"/FeedDiffable{,Grid}App.swift ;;
    *) echo "$library_consumers/SpecCells.swift" ;;
  esac
}

# Every example and fixture spec for every target with UIKit code, generated
# once as --target does. A target may refuse a spec with a located error
# (section fields for diffable): that pair has nothing to check.
generated="$work/generated"
mkdir -p "$generated"
specs=("$root"/Examples/*.itemize.json "$root"/Tests/GeneratorTests/Fixtures/*.itemize.json)
[ "${#user_files[@]}" -gt 0 ] && specs=()
for spec in "${specs[@]}"; do
  name=$(basename "$spec" .itemize.json)
  for target in $targets; do
    if ! "$itemize" generate "$spec" --target "$target" --output "$generated/$name-$target.swift" \
      >"$work/generate.log" 2>&1 && ! grep -q ': error: ' "$work/generate.log"; then
      echo "typecheck-ios-sdk: itemize failed on $spec for $target:" >&2
      cat "$work/generate.log" >&2
      exit 1
    fi
  done
done

# check_minimum MINIMUM: every unit at one deployment target.
check_minimum() {
  local minimum=$1 modules="$work/$1" name file target
  mkdir -p "$modules"
  # The control: an iOS 15 API used unguarded must fail at iOS 13, or the
  # SDK and flags check nothing.
  if [ "${minimum%%.*}" -lt 15 ]; then
    printf 'import UIKit\n@MainActor func f(_ t: UITableView) { t.reconfigureRows(at: []) }\n' >"$modules/Control.swift"
    if swiftc -typecheck -swift-version 6 -target "arm64-apple-ios$minimum" "${sdk_flags[@]}" \
      "$modules/Control.swift" >/dev/null 2>&1; then
      echo "control: reconfigureRows type-checked at iOS $minimum: the SDK checks no availability"
      failed=1
    fi
  fi
  library "ItemizeRuntime" "$minimum" ItemizeRuntime "$modules" \
    $(find "$root/Sources/Runtime" -name '*.swift' | sort) "${shims[@]}"
  if [ "${#user_files[@]}" -gt 0 ]; then
    app "your code" "$minimum" "$modules" "${user_files[@]}"
    return "$failed"
  fi
  library "ItemizeTesting" "$minimum" ItemizeTesting "$modules" \
    $(find "$root/Sources/RuntimeTesting" -name '*.swift' | sort) "${shims[@]}"
  for name in RxSwift RxCocoa Differentiator RxDataSources DifferenceKit; do
    library "$name (stand-in)" "$minimum" "$name" "$modules" $(swift_files "$root/Tests/LibraryStandIns/$name")
  done

  # The committed outputs, each with every screen that uses it.
  for file in $(swift_files "$root/Examples" "$root/Tests/GeneratorTests/Fixtures"); do
    name=$(basename "$file" .swift)
    app "$name with its screens" "$minimum" "$modules" "$file" \
      $(ls "$consumers/${name}"{,SwiftUI,HostedRows}App.swift 2>/dev/null)
  done
  for file in $(swift_files "$root/Examples/Targets"); do
    name=$(basename "$file" .swift)
    app "Targets/$name with its screens" "$minimum" "$modules" "$file" \
      $(ls "$library_consumers/${name}"{,Grid,SwiftUI}App.swift 2>/dev/null)
  done
  app "Consumer/TodoList" "$minimum" "$modules" $(find "$root/Examples/Consumer/Sources" -name '*.swift' | sort)

  for file in $(swift_files "$generated"); do
    name=$(basename "$file" .swift)
    target=${name##*-}
    app "${name%-*} for $target" "$minimum" "$modules" "$file" $(screens_for "${name%-*}" "$target")
  done

  # The real libraries, where their sources are given. Their own warnings
  # are theirs: only errors count for them.
  local real="$modules/real"
  mkdir -p "$real"
  if [ -n "${DIFFERENCEKIT_SOURCES:-}" ]; then
    real_library DifferenceKit "$minimum" "$real" $(find "$DIFFERENCEKIT_SOURCES" -name '*.swift' | sort)
    feed_with_real_library FeedDifferenceKit "$minimum" "$real" "$modules"
  fi
  if [ -n "${RXSWIFT_SOURCES:-}" ] && [ -n "${RXDATASOURCES_SOURCES:-}" ]; then
    # SwiftPM's module of RxCocoa's Objective-C runtime, made as SwiftPM makes it.
    local include="$RXSWIFT_SOURCES/RxCocoa/Runtime/include"
    printf 'module RxCocoaRuntime {\n  umbrella header "%s/RxCocoaRuntime.h"\n  export *\n}\n' "$include" \
      >"$real/RxCocoaRuntime.modulemap"
    local objc=(-D SWIFT_PACKAGE -Xcc "-fmodule-map-file=$real/RxCocoaRuntime.modulemap" -Xcc -I -Xcc "$include")
    for name in RxSwift RxRelay RxCocoa; do
      real_library "$name" "$minimum" "$real" "${objc[@]}" $(find -L "$RXSWIFT_SOURCES/$name" -name '*.swift' | sort)
    done
    for name in Differentiator RxDataSources; do
      real_library "$name" "$minimum" "$real" "${objc[@]}" $(find "$RXDATASOURCES_SOURCES/$name" -name '*.swift' | sort)
    done
    feed_with_real_library FeedRxDataSources "$minimum" "$real" "$modules" "${objc[@]}"
    feed_with_real_library FeedDifferentiator "$minimum" "$real" "$modules" "${objc[@]}"
  fi
  return "$failed"
}

# One minimum per core at a time; each prints its rows when it is done.
status=0
for minimum in $minimums; do
  ( check_minimum "$minimum" >"$work/rows-$minimum" 2>&1 ) &
done
for minimum in $minimums; do
  wait -n || status=1
done
printf '%-48s %-8s %6s %8s %10s\n' unit minimum errors warnings artefacts
for minimum in $minimums; do cat "$work/rows-$minimum"; done
exit "$status"
