#!/usr/bin/env bash
# The README's test command with ITEMIZE_EXHAUSTIVE=1: the tests that try a
# sample by default (generated names, interrupts, fuzzing, the release build
# of the build step) try everything; docs/verification.md lists them.
# Arguments go to `swift test`, such as `--filter GeneratedNameTests`.
set -euo pipefail
cd "$(dirname "$0")/.."
ITEMIZE_EXHAUSTIVE=1 swift test --disable-swift-testing "$@"
