#!/usr/bin/env bash
# Type-checks Itemize's Apple-facing code against a real Apple SDK, under the
# build settings of the app targets that compile it. Libraries (the runtime,
# ItemizeTesting, the library stand-ins) are built as their packages declare
# them (Swift 6, nonisolated), once per deployment target; app units (every
# committed example and fixture output with the screens that use it, every
# spec generated for every target, the consumer package's sources) once per
# target and setting. A unit passes with no error and no warning.
# docs/verification.md says what this proves.
# Given FILEs, it checks only those, as one module over ItemizeRuntime: an
# app's generated file and the code that uses it, under its target's settings.
#
# usage: Scripts/typecheck-apple-sdk.sh [--settings CELLS] [--targets TARGETS] SDK [FILE...]
#   SDK        an iPhoneOS or MacOSX SDK (on a Mac: "$(xcrun --sdk iphoneos
#              --show-sdk-path)"), or a folder made on Linux by
#              Scripts/prepare-linux-sdk.sh (it holds a file `flags`)
#   --settings the app targets' settings, any of (default: all five)
#      swift6                       Swift 6
#      swift6-mainactor             Swift 6, -default-isolation MainActor
#      swift6-mainactor-nonsending  that, with NonisolatedNonsendingByDefault
#                                   and InferIsolatedConformances
#      swift5-approachable          Swift 5, MainActor and the five features
#                                   of Approachable Concurrency (Xcode 26's
#                                   new app target)
#      swift5                       Swift 5
#   --targets  the deployment targets (default: for iOS "ios13.0 ios16.0",
#              the minimum and the first with every API the generated code
#              guards; for macOS "macos10.15 macos14.0 ios14.0-macabi": AppKit
#              at the minimum and at 14, and UIKit for Mac Catalyst)
# Environment:
#   ITEMIZE_BIN            the itemize executable (default: built with swift build)
#   ITEMIZE_JOBS           compilers run at once (default: the number of cores)
#   DIFFERENCEKIT_SOURCES  DifferenceKit's Sources folder, and
#   RXSWIFT_SOURCES        a checkout of RxSwift (RxSwift/, RxRelay/, RxCocoa/), with
#   RXDATASOURCES_SOURCES  RxDataSources' Sources folder: when set, the real
#                          libraries are built for UIKit targets in Swift 5
#                          mode, as their packages declare, and the target's
#                          feed and screens are checked against them
# Prints one row per unit, target and setting (errors, warnings, and the
# artefacts of an older SDK that docs/verification.md lists), under a
# passing unit with artefacts a line saying what they are, the diagnostics
# of every failing unit, and exits 1 if any unit failed, 64 on a usage
# error.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
all_settings="swift6 swift6-mainactor swift6-mainactor-nonsending swift5-approachable swift5"
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}" >&2; exit 64; }
error() { echo "typecheck-apple-sdk: error: $*" >&2; exit 64; }
settings=$all_settings
targets=""
while [ "$#" -gt 0 ]; do
  case "$1" in
    --settings) [ "$#" -ge 2 ] || usage; settings=${2//,/ }; shift 2 ;;
    --targets) [ "$#" -ge 2 ] || usage; targets=${2//,/ }; shift 2 ;;
    --help | -h) usage ;;
    -*) error "unknown option $1" ;;
    *) break ;;
  esac
done
[ "$#" -gt 0 ] || usage
sdk=${1%/}
shift
user_files=("$@")
for setting in $settings; do
  case " $all_settings " in *" $setting "*) ;; *) error "unknown setting $setting (one of: $all_settings)" ;; esac
done
for file in "${user_files[@]}"; do
  [ -f "$file" ] || error "no file $file"
done

# The SDK: a prepared folder names it in its flags, a real one is itself.
catalyst_flags=()
if [ -f "$sdk/flags" ]; then
  read -r -a sdk_flags <"$sdk/flags"
  [ -f "$sdk/catalyst-flags" ] && read -r -a catalyst_flags <"$sdk/catalyst-flags"
  sdk_path=""
  for ((i = 0; i + 1 < ${#sdk_flags[@]}; i++)); do
    [ "${sdk_flags[i]}" = -sdk ] && sdk_path=${sdk_flags[i + 1]}
  done
elif [ -f "$sdk/SDKSettings.json" ]; then
  sdk_flags=(-sdk "$sdk")
  sdk_path=$sdk
  support=$sdk/System/iOSSupport
  catalyst_flags=(-Fsystem "$support/System/Library/Frameworks" -I "$support/usr/include" -L "$support/usr/lib")
else
  error "$sdk is neither an SDK (no SDKSettings.json) nor a prepared folder (no flags)"
fi
name=$(grep -o '"CanonicalName" *: *"[a-z]*' "$sdk_path/SDKSettings.json" | sed 's/.*"//')
version=$(grep -o '"Version" *: *"[0-9.]*' "$sdk_path/SDKSettings.json" | sed 's/.*"//')
case "$name" in
  iphoneos) platform=ios; default_targets="ios13.0 ios16.0"; view_is_main_actor_from=18 ;;
  macosx) platform=macos; default_targets="macos10.15 macos14.0 ios14.0-macabi"; view_is_main_actor_from=15 ;;
  *) error "$sdk_path is an SDK for '$name': iphoneos or macosx only" ;;
esac
targets=${targets:-$default_targets}
for target in $targets; do
  case "$platform/$target" in
    ios/ios[0-9]* | macos/macos[0-9]* | macos/ios[0-9]*-macabi) ;;
    *) error "$target is no deployment target of the $name SDK" ;;
  esac
done
# SwiftUI's View is @MainActor from the iOS 18 and macOS 15 SDKs on; before,
# a view's main-actor state reads as used from a nonisolated context.
old_swiftui=0
[ "${version%%.*}" -lt "$view_is_main_actor_from" ] && old_swiftui=1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
jobs=${ITEMIZE_JOBS:-$(nproc 2>/dev/null || echo 2)}

# What an older SDK's standard library lacks that every Xcode 16 build has:
# both are emitted into the client, so they exist at every deployment target.
shims=()
concurrency=$(find "$sdk_path/usr/lib/swift/_Concurrency.swiftmodule" -name '*.swiftinterface' 2>/dev/null | head -n 1)
if [ -n "$concurrency" ] && ! grep -q 'func makeStream' "$concurrency"; then
  shims+=("$work/MakeStreamShim.swift")
  cat >"$work/MakeStreamShim.swift" <<'SWIFT'
// Only for type-checking against an SDK whose _Concurrency predates
// AsyncStream.makeStream (Swift 5.9, emitted into the client on every OS).
extension AsyncStream {
    static func makeStream(
        of elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
        fatalError("type-checking only")
    }
}
SWIFT
fi
if [ -n "$concurrency" ] && ! grep -q 'func assumeIsolated' "$concurrency"; then
  shims+=("$work/AssumeIsolatedShim.swift")
  cat >"$work/AssumeIsolatedShim.swift" <<'SWIFT'
// Only for type-checking against an SDK whose _Concurrency predates
// MainActor.assumeIsolated (Swift 5.9, emitted into the client on every OS).
extension MainActor {
    static func assumeIsolated<T: Sendable>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T { fatalError("type-checking only") }
}
SWIFT
fi

setting_flags() {
  local approachable=(-enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances)
  case "$1" in
    package | swift6) echo -swift-version 6 ;;
    swift6-mainactor) echo -swift-version 6 -default-isolation MainActor ;;
    swift6-mainactor-nonsending) echo -swift-version 6 -default-isolation MainActor "${approachable[@]}" ;;
    swift5-approachable)
      echo -swift-version 5 -default-isolation MainActor "${approachable[@]}" \
        -enable-upcoming-feature InferSendableFromCaptures \
        -enable-upcoming-feature GlobalActorIsolatedTypesUsability \
        -enable-upcoming-feature DisableOutwardActorInference ;;
    swift5) echo -swift-version 5 ;;
  esac
}

# target_flags TARGET: the triple and SDK flags of a deployment target.
target_flags() {
  case "$1" in
    *-macabi) echo -target "arm64-apple-$1" "${sdk_flags[@]}" "${catalyst_flags[@]}" ;;
    *) echo -target "arm64-apple-$1" "${sdk_flags[@]}" ;;
  esac
}

# artefacts LOG SETTING: the diagnostics in LOG that are artefacts of an SDK
# older than the users' (docs/verification.md): MainActor.assumeIsolated
# marked as iOS 17 / macOS 14 (it is emitted into the client since Swift
# 5.10), and, before the iOS 18 and macOS 15 SDKs, whose SwiftUI View is
# @MainActor, a view's main-actor state used "from a nonisolated context"
# inside a type declared as a View, outside any `nonisolated` function,
# where the setting leaves the view nonisolated.
artefacts() {
  grep -E ": (error|warning): 'assumeIsolated\(.*' is only available in" "$1"
  [ "$old_swiftui" -eq 1 ] || return 0
  case "$2" in *mainactor* | *approachable*) return 0 ;; esac
  local line file number
  grep -E ": (error|warning): (call to )?main actor-isolated .* (in|from) a (synchronous )?nonisolated context" "$1" \
    | while IFS= read -r line; do
      file=${line%%:*} number=${line#*:}
      number=${number%%:*}
      [ -f "$file" ] && awk -v line="$number" '
        NR > line { exit }
        /^[[:space:]]*(((public|private|fileprivate|internal|final|@MainActor)[[:space:]]+)*)(struct|class|enum|actor|extension)[[:space:]]/ { type = $0; member = "" }
        /(^|[[:space:]])(func|init)[[:space:](<]/ { member = $0 }
        END { exit !(type ~ /:[^{]*(^|[^A-Za-z])View([^A-Za-z]|$)/ && member !~ /nonisolated/) }' "$file" && echo "$line"
    done
}

# compile UNIT TARGET SETTING SWIFTC-ARGUMENTS...: runs swiftc, prints the
# unit's row, and fails the run on a diagnostic that is no artefact. The
# Linux driver's note on a macOS sysroot is the driver's, not the code's.
compile() {
  local unit=$1 target=$2 setting=$3 log="$work/log-$BASHPID"
  shift 3
  # shellcheck disable=SC2046
  swiftc $(target_flags "$target") $(setting_flags "$setting") -diagnostic-style=llvm "$@" 2>&1 \
    | grep -v "warning: using sysroot for '.*' but targeting" >"$log"
  local status=${PIPESTATUS[0]} errors warnings known
  artefacts "$log" "$setting" >"$log.known"
  known=$(grep -c ': \(error\|warning\): ' "$log.known")
  errors=$(($(grep -c ': error: ' "$log") - $(grep -c ': error: ' "$log.known")))
  warnings=$(($(grep -c ': warning: ' "$log") - $(grep -c ': warning: ' "$log.known")))
  [ "$status" -ne 0 ] && [ "$errors" -eq 0 ] && [ "$known" -eq 0 ] && errors=1
  printf '%-46s %-16s %-28s %6s %8s %10s\n' "$unit" "$target" "$setting" "$errors" "$warnings" "$known"
  if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    sed 's/^/    /' "$log" | head -n 40
    return 1
  fi
  describe_artefacts "$log.known"
}

# describe_artefacts LOG: one line under a passing unit's row that says
# what its artefacts are: each distinct diagnostic, how often, and where
# first (the diagnostics of a failing unit show them in full).
describe_artefacts() {
  [ -s "$1" ] || return 0
  awk -v root="$root/" '
    {
      place = $0; sub(/: (error|warning): .*/, "", place); sub(/:[0-9]+$/, "", place)
      if (index(place, root) == 1) place = substr(place, length(root) + 1)
      message = $0; sub(/^.*: (error|warning): /, "", message)
      if (!(message in count)) { order[++kinds] = message; first[message] = place }
      count[message]++
    }
    END {
      line = "    artefacts of an older SDK (docs/verification.md):"
      for (i = 1; i <= kinds; i++) line = line (i > 1 ? ";" : "") " " count[order[i]] " x " order[i] " (first at " first[order[i]] ")"
      print line
    }' "$1"
}

# library UNIT TARGET NAME MODULES FILES...: type-checks a library whole, as
# its package declares it, then emits its interface for the units that
# import it. Bodies are skipped there: the first run checked them, and
# emitting the runtime's typed throws in full crashes this compiler against
# an older SDK's standard library.
library() {
  local unit=$1 target=$2 name=$3 modules=$4
  shift 4
  compile "$unit" "$target" package -typecheck -wmo -parse-as-library -module-name "$name" -I "$modules" "$@" \
    || return 1
  # shellcheck disable=SC2046
  swiftc $(target_flags "$target") -swift-version 6 -parse-as-library -emit-module \
    -emit-module-path "$modules/$name.swiftmodule" -module-name "$name" -I "$modules" \
    -Xfrontend -experimental-skip-all-function-bodies "$@" >"$work/emit-$BASHPID.log" 2>&1 \
    || { echo "    could not emit $name:"; sed 's/^/    /' "$work/emit-$BASHPID.log" | head -n 20; return 1; }
}

# app UNIT TARGET SETTING FILES...: an app target's files, one module.
app() {
  local unit=$1 target=$2 setting=$3
  shift 3
  compile "$unit" "$target" "$setting" -typecheck -wmo -module-name App -package-name ItemizeApps \
    -I "$work/$target" -I "$work/$target/real" "$@" "${shims[@]}"
}

consumers=$root/Tests/AppleStandIns/Consumers
library_consumers=$root/Tests/LibraryStandIns/Consumers
swift_files() { find "$@" -maxdepth 1 -name '*.swift' | sort; }
uikit() { case "$1" in ios*) return 0 ;; *) return 1 ;; esac; }

# screens TARGET FILE...: the screens among FILEs that build for TARGET:
# on AppKit, those that do not import UIKit.
screens() {
  local target=$1 file
  shift
  for file in "$@"; do
    [ -f "$file" ] || continue
    uikit "$target" || ! grep -q '^import UIKit' "$file" && echo "$file"
  done
}

# The screens that use a spec's code for a target: the feed has its own per
# target (with its grid, whose cell classes its collection view names); the
# other specs share the cell classes of SpecCells.swift.
screens_for() {
  local name=$1 kind=$2
  case "$kind/$name" in
    itemize/*) echo "$consumers/$name"{,HostedRows}App.swift ;;
    rxdatasources/Feed) echo "$library_consumers"/FeedRxDataSources{,Grid}App.swift ;;
    differencekit/Feed) echo "$library_consumers/FeedDifferenceKitApp.swift" ;;
    diffable/Feed) echo "$library_consumers"/FeedDiffable{,Grid}App.swift ;;
    *) echo "$library_consumers/SpecCells.swift" ;;
  esac
}

# Every example and fixture spec for every target with UIKit code, generated
# once as --target does. A target may refuse a spec with a located error
# (section fields for diffable): that pair has nothing to check.
kinds="itemize rxdatasources differencekit diffable"
generated="$work/generated"
mkdir -p "$generated"
if [ "${#user_files[@]}" -eq 0 ]; then
  itemize=${ITEMIZE_BIN:-}
  if [ -z "$itemize" ]; then
    (cd "$root" && swift build --product itemize >"$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 1; }
    itemize="$(cd "$root" && swift build --show-bin-path)/itemize"
  fi
  for spec in "$root"/Examples/*.itemize.json "$root"/Tests/GeneratorTests/Fixtures/*.itemize.json; do
    name=$(basename "$spec" .itemize.json)
    for kind in $kinds; do
      if ! "$itemize" generate "$spec" --target "$kind" --output "$generated/$name-$kind.swift" \
        >"$work/generate.log" 2>&1 && ! grep -q ': error: ' "$work/generate.log"; then
        echo "typecheck-apple-sdk: itemize failed on $spec for $kind:" >&2
        cat "$work/generate.log" >&2
        exit 1
      fi
    done
  done
fi

# The control: an API newer than the target, used unguarded, must fail, or
# the SDK and flags check no availability.
control() {
  local target=$1 file="$work/$1/Control.swift" major
  major=${target#ios}
  major=${major#macos}
  major=${major%%.*}
  if uikit "$target" && [ "$major" -lt 15 ]; then
    printf 'import UIKit\n@MainActor func f(_ t: UITableView) { t.reconfigureRows(at: []) }\n' >"$file"
  elif ! uikit "$target" && [ "$major" -lt 11 ]; then
    printf 'import AppKit\n@MainActor func f(_ t: NSTableView) { t.style = .inset }\n' >"$file"
  else
    return 0
  fi
  # shellcheck disable=SC2046
  if swiftc -typecheck $(target_flags "$target") -swift-version 6 "$file" >/dev/null 2>&1; then
    echo "control: $(tail -n 1 "$file") type-checked at $target: the SDK checks no availability"
    return 1
  fi
}

# libraries TARGET: every library the app units import, once per target.
libraries() {
  local target=$1 modules="$work/$1" failed=0 name
  mkdir -p "$modules/real"
  control "$target" || failed=1
  library ItemizeRuntime "$target" ItemizeRuntime "$modules" \
    $(find "$root/Sources/Runtime" -name '*.swift' | sort) "${shims[@]}" || failed=1
  if [ "${#user_files[@]}" -eq 0 ]; then
    library ItemizeTesting "$target" ItemizeTesting "$modules" \
      $(find "$root/Sources/RuntimeTesting" -name '*.swift' | sort) "${shims[@]}" || failed=1
    if uikit "$target"; then
      for name in RxSwift RxCocoa Differentiator RxDataSources DifferenceKit; do
        library "$name (stand-in)" "$target" "$name" "$modules" $(swift_files "$root/Tests/LibraryStandIns/$name") \
          || failed=1
      done
      real_libraries "$target" || failed=1
    fi
  fi
  return "$failed"
}

# real_library NAME TARGET SWIFTC-ARGUMENTS...: builds a library's interface
# from its real sources, in Swift 5 mode as its package declares. Its own
# warnings are its own: only errors count.
real_library() {
  local name=$1 target=$2 real="$work/$2/real" log="$work/real-$BASHPID.log"
  shift 2
  # shellcheck disable=SC2046
  swiftc $(target_flags "$target") -swift-version 5 -diagnostic-style=llvm -parse-as-library -emit-module \
    -emit-module-path "$real/$name.swiftmodule" -module-name "$name" -I "$real" \
    -Xfrontend -experimental-skip-all-function-bodies "$@" >"$log" 2>&1
  local status=$? errors
  errors=$(grep -c ': error: ' "$log")
  [ "$status" -ne 0 ] && [ "$errors" -eq 0 ] && errors=1
  printf '%-46s %-16s %-28s %6s %8s %10s\n' "$name (real, built)" "$target" package "$errors" - -
  [ "$errors" -eq 0 ] || { sed 's/^/    /' "$log" | head -n 40; return 1; }
}

real_libraries() {
  local target=$1 real="$work/$1/real" name failed=0
  if [ -n "${DIFFERENCEKIT_SOURCES:-}" ]; then
    real_library DifferenceKit "$target" $(find "$DIFFERENCEKIT_SOURCES" -name '*.swift' | sort) || failed=1
  fi
  if [ -n "${RXSWIFT_SOURCES:-}" ] && [ -n "${RXDATASOURCES_SOURCES:-}" ]; then
    # SwiftPM's module of RxCocoa's Objective-C runtime, made as SwiftPM makes it.
    local include="$RXSWIFT_SOURCES/RxCocoa/Runtime/include"
    printf 'module RxCocoaRuntime {\n  umbrella header "%s/RxCocoaRuntime.h"\n  export *\n}\n' "$include" \
      >"$real/RxCocoaRuntime.modulemap"
    for name in RxSwift RxRelay RxCocoa; do
      real_library "$name" "$target" $(rx_flags "$target") $(find -L "$RXSWIFT_SOURCES/$name" -name '*.swift' | sort) \
        || failed=1
    done
    for name in Differentiator RxDataSources; do
      real_library "$name" "$target" $(rx_flags "$target") $(find "$RXDATASOURCES_SOURCES/$name" -name '*.swift' | sort) \
        || failed=1
    done
  fi
  return "$failed"
}
rx_flags() {
  local include="$RXSWIFT_SOURCES/RxCocoa/Runtime/include"
  echo -D SWIFT_PACKAGE -Xcc "-fmodule-map-file=$work/$1/real/RxCocoaRuntime.modulemap" -Xcc -I -Xcc "$include"
}

# The feed's external item, which its UIKit screens declare, for AppKit:
# a plain value under every default isolation, as an external item must be.
cat >"$work/Ad.swift" <<'SWIFT'
import ItemizeRuntime
nonisolated public struct Ad: IdentifiableType, Equatable, Sendable {
    public var id: Int
    public var text = ""
    public var identity: Int { id }
}
SWIFT

# apps TARGET SETTING: every app unit at one target under one setting.
apps() {
  local target=$1 setting=$2 failed=0 file name kind ad=()
  uikit "$target" || ad=("$work/Ad.swift")
  if [ "${#user_files[@]}" -gt 0 ]; then
    app "your code" "$target" "$setting" "${user_files[@]}"
    return
  fi
  # The committed outputs, each with every screen that uses it.
  for file in $(swift_files "$root/Examples" "$root/Tests/GeneratorTests/Fixtures"); do
    name=$(basename "$file" .swift)
    local own=("$consumers/$name"{,SwiftUI,HostedRows}App.swift)
    [ "$name" = Settings ] && ! uikit "$target" && own+=("$consumers/AppKitApp.swift")
    [ "$name" = Inbox ] && ! uikit "$target" && own+=("$consumers/InboxAppKitApp.swift")
    [ "$name" = Feed ] && own+=("${ad[@]}")
    app "$name with its screens" "$target" "$setting" "$file" $(screens "$target" "${own[@]}") || failed=1
  done
  for file in $(swift_files "$root/Examples/Targets"); do
    name=$(basename "$file" .swift)
    uikit "$target" || [ "$name" = FeedDiffable ] || continue # the other libraries are UIKit's
    app "Targets/$name with its screens" "$target" "$setting" "$file" \
      $(screens "$target" "$library_consumers/$name"{,Grid,Reorder,SwiftUI}App.swift) "${ad[@]}" || failed=1
  done
  app "Consumer/TodoList" "$target" "$setting" $(find "$root/Examples/Consumer/Sources" -name '*.swift' | sort) \
    || failed=1
  if uikit "$target"; then
    for file in $(swift_files "$generated"); do
      name=$(basename "$file" .swift)
      kind=${name##*-}
      app "${name%-*} for $kind" "$target" "$setting" "$file" $(screens "$target" $(screens_for "${name%-*}" "$kind")) || failed=1
    done
    # The target's feeds and screens against the real libraries, where given.
    if [ -n "${DIFFERENCEKIT_SOURCES:-}" ]; then
      app "Targets/FeedDifferenceKit, real library" "$target" "$setting" "$root/Examples/Targets/FeedDifferenceKit.swift" \
        $(screens "$target" "$library_consumers"/FeedDifferenceKit{,SwiftUI}App.swift) || failed=1
    fi
    if [ -n "${RXSWIFT_SOURCES:-}" ] && [ -n "${RXDATASOURCES_SOURCES:-}" ]; then
      for name in FeedRxDataSources FeedDifferentiator; do
        app "Targets/$name, real library" "$target" "$setting" $(rx_flags "$target") "$root/Examples/Targets/$name.swift" \
          $(screens "$target" "$library_consumers/$name"{,Grid,SwiftUI}App.swift) || failed=1
      done
    fi
  fi
  return "$failed"
}

# Run JOB...: the jobs, ITEMIZE_JOBS at a time; each writes its rows to a
# file of its own, printed in order once all are done.
status=0
run() {
  local index=0 job running=0
  for job in "$@"; do
    index=$((index + 1))
    ( $job >"$work/rows-$index" 2>&1 ) &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then wait -n || status=1; running=$((running - 1)); fi
  done
  while [ "$running" -gt 0 ]; do wait -n || status=1; running=$((running - 1)); done
  for ((job = 1; job <= index; job++)); do cat "$work/rows-$job"; done
}

printf '%-46s %-16s %-28s %6s %8s %10s\n' unit target setting errors warnings artefacts
library_jobs=() app_jobs=()
for target in $targets; do
  library_jobs+=("libraries $target")
  for setting in $settings; do app_jobs+=("apps $target $setting"); done
done
run "${library_jobs[@]}"
run "${app_jobs[@]}"
exit "$status"
