#!/usr/bin/env bash
# Prepares a real Apple SDK so that the Swift toolchain on Linux can
# type-check code against it (Scripts/typecheck-apple-sdk.sh), from a public
# SDK collection: a checkout, or a git mirror, of github.com/theos/sdks
# (iPhoneOS16.5.sdk) or github.com/itsnebulalol/sdks (iPhoneOS17.0.sdk,
# macOS14.0.sdk). docs/verification.md says what the result proves.
#
# usage: Scripts/prepare-linux-sdk.sh COLLECTION [SDK [OUT]]
#   COLLECTION  the collection's checkout (a folder holding SDK) or its git
#               directory (a bare mirror: blobs it lacks are left out)
#   SDK         the SDK folder in it (default iPhoneOS16.5.sdk)
#   OUT         the folder to prepare (default: in ${TMPDIR:-/tmp},
#               itemize-ios-sdk for iPhoneOS16.5.sdk, else itemize-NAME,
#               e.g. itemize-macOS14.0), where the tests look for it
# OUT then holds the SDK, a resource folder for the compiler with the API
# notes of Darwin's Dispatch and os (the Linux toolchain has none), a warm
# module cache, and the files the type-check script reads:
#   flags           -sdk ... -resource-dir ... -module-cache-path ...
#   platform        ios or macos
#   catalyst-flags  (macOS) what a Mac Catalyst check adds to flags
# Exits 0 when the SDK is ready and its control fails as it must, 1 when
# not, 64 on a usage error. Takes 1 to 5 minutes, most of it the module cache.
set -euo pipefail

if [ "$#" -lt 1 ] || [ "$#" -gt 3 ] || [ "$1" = "--help" ]; then
  awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}" >&2
  exit 64
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
collection=$1
sdk=${2:-iPhoneOS16.5.sdk}
name=${sdk%.sdk}
[ "$sdk" = iPhoneOS16.5.sdk ] && name=ios-sdk
out=${3:-${TMPDIR:-/tmp}/itemize-$name}
out=${out%/}
case "$sdk" in
  iPhoneOS*.sdk) platform=ios ;;
  macOS*.sdk | MacOSX*.sdk) platform=macos ;;
  *) echo "prepare-linux-sdk: error: $sdk is no iPhoneOS*.sdk or macOS*.sdk" >&2; exit 64 ;;
esac
fail() { echo "prepare-linux-sdk: error: $*" >&2; exit 1; }
if [ -d "$collection/$sdk" ]; then
  source=checkout
elif git --git-dir="$collection" rev-parse --verify -q "HEAD:$sdk" >/dev/null 2>&1; then
  source=git
else
  echo "prepare-linux-sdk: error: $collection holds no $sdk (neither a folder nor a git directory with it)" >&2
  exit 64
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

# 1. The SDK itself, once.
if [ ! -f "$out/$sdk/SDKSettings.json" ]; then
  rm -rf "${out:?}/$sdk"
  if [ "$source" = checkout ]; then
    echo "copying $sdk ..."
    cp -a "$collection/$sdk" "$out/"
  else
    # A mirror may lack a few large blobs (linker stubs a type check never
    # reads); git archive stops at a missing blob, so those paths are left out.
    listing=$(git --git-dir="$collection" ls-tree -r "HEAD:$sdk")
    missing=()
    for blob in $(cut -f1 <<<"$listing" | cut -d' ' -f3 | git --git-dir="$collection" cat-file --batch-check \
      | awk '$2 == "missing" { print $1 }'); do
      while IFS= read -r path; do missing+=(":(exclude)$path"); done < <(grep -F " $blob"$'\t' <<<"$listing" | cut -f2-)
    done
    echo "extracting $sdk (${#missing[@]} files missing from the mirror are left out) ..."
    git --git-dir="$collection" archive --prefix="$sdk/" "HEAD:$sdk" -- . "${missing[@]}" 2>/dev/null \
      | tar -x -C "$out" || fail "could not extract $sdk from $collection"
  fi
  [ -f "$out/$sdk/SDKSettings.json" ] || fail "$out/$sdk has no SDKSettings.json"
fi
root=$out/$sdk

# 2. These collections copy libxml2's headers into usr/include/libxml where
# Xcode has a link, so clang sees the module libxml2 twice. Make it a link.
include=$root/usr/include
if [ -f "$include/libxml2/libxml/module.modulemap" ] && [ -d "$include/libxml" ] && [ ! -L "$include/libxml" ]; then
  rm -rf "$include/libxml" && ln -s libxml2/libxml "$include/libxml"
fi

# 3. A resource folder: the toolchain's clang headers and shims, its API
# notes, and Darwin's API notes for Dispatch and os.
toolchain=$(cd "$(dirname "$(command -v swiftc)")/../lib/swift" && pwd)
rm -rf "$out/res" && mkdir -p "$out/res/apinotes"
ln -s "$toolchain/clang" "$out/res/clang"
ln -s "$toolchain/shims" "$out/res/shims"
cp "$toolchain"/apinotes/*.apinotes "$here"/linux-sdk/*.apinotes "$out/res/apinotes/"

# 4. SwiftUI's interfaces as this compiler rebuilds them: one os_log message
# interpolates a metatype, which Swift 6.3 rejects, and `-library-level api`
# makes it check availability inside SwiftUI itself, which the compiler that
# made these SDKs did not. Neither touches a declaration a client sees.
find "$root" -path '*/SwiftUI.swiftmodule/*.swiftinterface' -print0 | while IFS= read -r -d '' interface; do
  sed -i -e "s/Accessing Environment<\\\\(Value.self)>'s value/Accessing Environment's value/" \
    -e '1,5s/ -library-level api//g' "$interface"
done

# 5. The outputs, then a warm module cache, and the control: an API newer
# than the deployment target, used unguarded, must fail, or the SDK checks
# nothing.
flags="-sdk $root -resource-dir $out/res -module-cache-path $out/mc"
echo "$flags" >"$out/flags"
echo "$platform" >"$out/platform"
check=$out/check
mkdir -p "$check"
if [ "$platform" = ios ]; then
  runs=("arm64-apple-ios13.0|")
  printf 'import UIKit\nimport SwiftUI\n' >"$check/warm.swift"
  printf 'import UIKit\n@MainActor func f(_ t: UITableView) { t.reconfigureRows(at: []) }\n' >"$check/control-arm64-apple-ios13.0.swift"
else
  support=$root/System/iOSSupport
  echo "-Fsystem $support/System/Library/Frameworks -I $support/usr/include -L $support/usr/lib" >"$out/catalyst-flags"
  runs=("arm64-apple-macos10.15|" "arm64-apple-ios14.0-macabi|$(cat "$out/catalyst-flags")")
  printf '#if targetEnvironment(macCatalyst)\nimport UIKit\n#else\nimport AppKit\n#endif\nimport SwiftUI\n' >"$check/warm.swift"
  printf 'import AppKit\n@MainActor func f(_ t: NSTableView) { t.style = .inset }\n' >"$check/control-arm64-apple-macos10.15.swift"
  printf 'import UIKit\n@MainActor func f(_ t: UITableView) { t.reconfigureRows(at: []) }\n' >"$check/control-arm64-apple-ios14.0-macabi.swift"
fi
echo "warming the module cache ..."
for run in "${runs[@]}"; do
  target=${run%%|*}
  read -r -a extra <<<"${run#*|}"
  # shellcheck disable=SC2086
  swiftc -typecheck -swift-version 6 -target "$target" $flags "${extra[@]}" "$check/warm.swift" >"$check/warm.log" 2>&1 \
    || { grep -v 'using sysroot for' "$check/warm.log" | head -20 >&2; fail "UIKit or AppKit, and SwiftUI, do not build at $target"; }
  # shellcheck disable=SC2086
  if swiftc -typecheck -swift-version 6 -target "$target" $flags "${extra[@]}" "$check/control-$target.swift" \
    >"$check/control.log" 2>&1; then
    fail "the control ($(tail -n 1 "$check/control-$target.swift")) type-checks at $target: the SDK checks no availability"
  fi
  grep -q 'is only available in' "$check/control.log" \
    || { head -20 "$check/control.log" >&2; fail "the control failed at $target, but not for availability"; }
done
echo "ready: $root ($platform); flags in $out/flags"
