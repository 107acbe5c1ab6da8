#!/usr/bin/env bash
# Deprecated: Scripts/typecheck-apple-sdk.sh replaces this script (CHANGELOG.md)
# and is run here as this one ran: Swift 6, at the iOS deployment targets in
# $ITEMIZE_IOS_MINIMUMS (default "13.0 16.0"), the SDK given first or in
# $ITEMIZE_IOS_SDK. It will be removed in a later release.
#
# usage: Scripts/typecheck-ios-sdk.sh [SDK] [FILE...]
set -uo pipefail

echo "typecheck-ios-sdk: warning: deprecated; run Scripts/typecheck-apple-sdk.sh --settings swift6 SDK [FILE...] instead" >&2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${ITEMIZE_IOS_SDK:-}
if [ "$#" -gt 0 ] && [ "${1%.swift}" = "$1" ]; then sdk=$1; shift; fi
targets=""
for minimum in ${ITEMIZE_IOS_MINIMUMS:-13.0 16.0}; do targets="$targets ios$minimum"; done
if [ -z "$sdk" ]; then
  exec "$root/Scripts/typecheck-apple-sdk.sh"
fi
exec "$root/Scripts/typecheck-apple-sdk.sh" --settings swift6 --targets "${targets# }" "$sdk" "$@"
