#!/usr/bin/env bash
# Runs two builds of `itemize` over one corpus and reports every difference
# in standard output, standard error, exit code and written files: the
# proof that a refactoring of the generator changed nothing a user sees.
#
#     Scripts/compare-generator.sh OLD NEW
#
# OLD and NEW are each an `itemize` executable, a commit (built once in
# release and cached under $ITEMIZE_COMPARE_CACHE, by default
# ~/.cache/itemize-compare/COMMIT/itemize), or `.` for the working tree
# (built in release in this checkout). The corpus comes from this checkout:
# - every tracked *.itemize.json, as it is and for each --target, and its
#   mutants (members deleted, doubled, keys and values misspelt, odd
#   values, lines deleted, the file cut short; see
#   compare-generator-mutants.swift);
# - every built-in template as an override, as printed, with an unknown
#   key, with a misspelt key and cut in half;
# - the writing modes: standard output, --output FILE, --output DIR/,
#   --output -, --check on fresh, stale and missing files, the config of
#   Examples/Consumer and its mutants, --check with it, usage errors,
#   `templates list` and `templates print` of every template.
# Exit status: 0 when both sides agree on every run, 1 when they differ,
# 64 for a usage error. Set KEEP=1 to keep the run folder.
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "usage: Scripts/compare-generator.sh OLD NEW  (an executable, a commit, or . for the working tree)" >&2
    exit 64
fi
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${ITEMIZE_COMPARE_CACHE:-$HOME/.cache/itemize-compare}

# Prints the path of the executable that $1 names, building it if needed.
resolve_binary() {
    local name=$1
    if [[ -f $name && -x $name ]]; then
        echo "$(cd "$(dirname "$name")" && pwd)/$(basename "$name")"
        return
    fi
    if [[ $name == . ]]; then
        swift build -c release --product itemize --package-path "$root" >&2
        echo "$(swift build -c release --product itemize --package-path "$root" --show-bin-path)/itemize"
        return
    fi
    local commit
    commit=$(git -C "$root" rev-parse --verify "$name^{commit}") || {
        echo "error: '$name' is neither an executable, '.', nor a commit" >&2
        exit 64
    }
    local binary=$cache/$commit/itemize
    if [[ ! -x $binary ]]; then
        echo "building itemize at ${commit:0:12} in release..." >&2
        local source=$cache/$commit/src
        rm -rf "$source" && mkdir -p "$source"
        git -C "$root" archive "$commit" | tar -x -C "$source"
        swift build -c release --product itemize --package-path "$source" >&2
        cp "$(swift build -c release --product itemize --package-path "$source" --show-bin-path)/itemize" "$binary.partial"
        mv "$binary.partial" "$binary"
        rm -rf "$source"
    fi
    echo "$binary"
}

old=$(resolve_binary "$1")
new=$(resolve_binary "$2")
run=$(mktemp -d "${TMPDIR:-/tmp}/compare-generator.XXXXXX")
if [[ ${KEEP:-0} != 1 ]]; then
    trap 'rm -rf "$run"' EXIT
fi
corpus=$run/corpus
cases=$run/cases
mkdir -p "$corpus"
: >"$cases"

# A case is one line of $cases: NAME|MODE|FOLDER|ARGUMENTS. MODE `read`
# runs in FOLDER as it is (nothing may be written there); MODE `write` runs
# in a copy of FOLDER and records every file left in it.
add_case() { echo "$1|$2|$3|$4" >>"$cases"; }

# --- Specs: as they are, for each target, and their mutants.
mapfile -t specs < <(git -C "$root" ls-files '*.itemize.json')
mkdir -p "$corpus/specs" "$corpus/mutants"
for spec in "${specs[@]}"; do
    cp "$root/$spec" "$corpus/specs/"
    file=$(basename "$spec")
    add_case "spec:$file" read specs "generate $file"
    for target in itemize rxdatasources differencekit diffable; do
        add_case "spec:$file:target=$target" read specs "generate --target $target $file"
    done
done
# One run of the mutant writer for the specs and the config (whose stem,
# `itemize`, no spec has): the script is compiled at each run.
swift "$root/Scripts/compare-generator-mutants.swift" "$corpus/mutants" "${specs[@]/#/$root/}" \
    "$root/Examples/Consumer/itemize.json"
mkdir -p "$corpus/config-mutants"
mv "$corpus"/mutants/itemize--* "$corpus/config-mutants/"
for mutant in "$corpus"/mutants/*; do
    file=$(basename "$mutant")
    add_case "mutant:$file" read mutants "generate $file"
done

# --- Template overrides: every built-in template, as printed and broken.
mapfile -t templates < <("$old" templates list)
examples=$(cd "$corpus/specs" && ls Classic.* Feed.* Inbox.* Settings.* Keywords.* ListContent.* Minimal.* SectionViews.* | tr '\n' ' ')
for template in "${templates[@]}"; do
    add_case "templates-print:$template" read specs "templates print $template"
    target=itemize
    [[ $template == */* ]] && target=${template%%/*}
    for variant in as-printed unknown-key misspelt-key half; do
        folder=overrides/${template//\//-}-$variant
        mkdir -p "$corpus/$folder/templates/$(dirname "$template")"
        cp "$corpus"/specs/*.itemize.json "$corpus/$folder/"
        printed=$("$old" templates print "$template"; echo x)
        printed=${printed%x}
        destination=$corpus/$folder/templates/$template.template
        case $variant in
            as-printed) printf '%s' "$printed" >"$destination" ;;
            unknown-key) printf '%s{{ noSuchKey }}\n' "$printed" >"$destination" ;;
            misspelt-key) printf '%s' "$printed" | sed '0,/{{ \([A-Za-z]\)/s//{{ \1x/' >"$destination" ;;
            half) printf '%s' "${printed:0:$((${#printed} / 2))}" >"$destination" ;;
        esac
        add_case "override:$template:$variant" write "$folder" \
            "generate --templates templates --target $target --output Generated/ $examples"
    done
done
add_case "templates-list" read specs "templates list"
add_case "templates-print-unknown" read specs "templates print no-such-template"

# --- Writing modes.
mkdir -p "$corpus/examples"
cp "$root"/Examples/*.itemize.json "$root"/Examples/*.swift "$corpus/examples/"
add_case "write:stdout-two-specs" read examples "generate Feed.itemize.json Inbox.itemize.json"
add_case "write:output-file" write examples "generate Feed.itemize.json --output Out/Feed.swift"
add_case "write:output-file-equals" write examples "generate Feed.itemize.json --output=Feed.swift"
add_case "write:output-dir" write examples "generate Feed.itemize.json Inbox.itemize.json Settings.itemize.json --output Gen/"
add_case "write:output-existing-dir" write examples "generate Classic.itemize.json Feed.itemize.json --output ."
add_case "write:output-dash" write examples "generate Feed.itemize.json --output -"
add_case "write:output-dev-stdout" write examples "generate Feed.itemize.json --output /dev/stdout"
add_case "write:two-specs-one-file" write examples "generate Feed.itemize.json Inbox.itemize.json --output One.swift"
add_case "write:check-fresh" write examples "generate --check Feed.itemize.json --output Feed.swift"
add_case "write:check-missing" write examples "generate --check Feed.itemize.json Inbox.itemize.json --output Missing/"
mkdir -p "$corpus/stale"
cp "$corpus"/examples/* "$corpus/stale/"
echo "// edited" >>"$corpus/stale/Feed.swift"
add_case "write:check-stale" write stale "generate --check Feed.itemize.json Inbox.itemize.json --output ."
add_case "write:regenerate-stale" write stale "generate Feed.itemize.json Inbox.itemize.json --output ."
add_case "write:missing-spec" write examples "generate NoSuch.itemize.json --output Out/"
add_case "write:missing-templates" write examples "generate Feed.itemize.json --templates NoSuch"

cp -R "$root/Examples/Consumer" "$corpus/consumer"
rm -rf "$corpus/consumer/.build"
add_case "config:as-is" write consumer "generate --config itemize.json"
add_case "config:check" write consumer "generate --config itemize.json --check"
cp -R "$corpus/consumer" "$corpus/consumer-missing"
rm "$corpus/consumer-missing/Sources/TodoList/Generated/TodoItem.swift"
add_case "config:check-missing" write consumer-missing "generate --config itemize.json --check"
add_case "config:generate-missing" write consumer-missing "generate --config itemize.json"
for mutant in "$corpus"/config-mutants/*; do
    folder=config-mutants-$(basename "$mutant" .json)
    cp -R "$corpus/consumer" "$corpus/$folder"
    cp "$mutant" "$corpus/$folder/itemize.json"
    add_case "config:$(basename "$mutant")" write "$folder" "generate --config itemize.json"
done

# --- Usage errors and help.
usage_lines=(
    "" "--help" "-h" "help" "--version" "--version extra" "generate" "generate --check Feed.itemize.json"
    "generate --output" "generate --output= Feed.itemize.json" "generate --outptu x Feed.itemize.json"
    "generate --check=yes Feed.itemize.json" "generate --output a --output b Feed.itemize.json"
    "generate --target nope Feed.itemize.json" "generate --target rxdatasource Feed.itemize.json"
    "generate --config itemize.json Feed.itemize.json" "generate --config itemize.json --output x"
    "generate --config itemize.json --templates t" "generate --config itemize.json --target diffable"
    "generate --check --output - Feed.itemize.json" "generate -- --odd.itemize.json" "genrate"
    "templates" "templates lst" "templates list extra" "templates print" "templates print a b" "--nope"
)
for number in "${!usage_lines[@]}"; do
    add_case "usage-$number:${usage_lines[$number]}" read examples "${usage_lines[$number]}"
done

# Runs every case with binary $1, recording into folder $2.
run_side() {
    local binary=$1 results=$2 name mode folder arguments work
    mkdir -p "$results"
    while IFS='|' read -r name mode folder arguments; do
        local record=$results/$(printf '%s' "$name" | tr '/ ' '%_')
        if [[ $mode == read ]]; then
            work=$corpus/$folder
        else
            work=$results/work
            rm -rf "$work"
            cp -R "$corpus/$folder" "$work"
        fi
        # shellcheck disable=SC2086  # the arguments are words on purpose
        (cd "$work" && exec "$binary" $arguments) >"$record.stdout" 2>"$record.stderr" </dev/null \
            && echo 0 >"$record.exit-code" || echo $? >"$record.exit-code"
        if [[ $mode == write ]]; then
            mv "$work" "$record.files"
        fi
    done <"$cases"
}

count=$(wc -l <"$cases")
echo "running $count cases with each side..." >&2
start=$SECONDS
run_side "$old" "$run/old" &
old_job=$!
run_side "$new" "$run/new"
wait "$old_job"
echo "ran $count cases twice in $((SECONDS - start)) s" >&2

# Absolute paths of the two run folders may appear in messages: one name.
for side in old new; do
    grep -rlF "$run/$side/work" "$run/$side" 2>/dev/null | while read -r path; do
        sed -i "s|$run/$side/work|WORK|g" "$path"
    done || true
done

# Each line of `diff -rq` names a record: CASE.stdout, CASE.stderr,
# CASE.exit-code or a file under CASE.files/.
declare -A parts_of_case
declare -A runs_by_part
differing_runs=0
while read -r line; do
    if [[ $line == Files\ * ]]; then
        path=${line#Files $run/old/}
        path=${path%% and $run/new/*}
    else
        folder=${line#Only in }
        path=${folder%%: *}/${folder#*: }
        path=${path#$run/old}
        path=${path#$run/new}
        path=${path#/}
    fi
    record=${path%%/*}
    part=${record##*.}
    name=${record%.*}
    [[ " ${parts_of_case[$name]:-} " == *" $part "* ]] && continue
    [[ -z ${parts_of_case[$name]:-} ]] && differing_runs=$((differing_runs + 1))
    parts_of_case[$name]="${parts_of_case[$name]:-} $part"
    runs_by_part[$part]=$((${runs_by_part[$part]:-0} + 1))
done < <(diff -rq "$run/old" "$run/new" || true)

if [[ $differing_runs -eq 0 ]]; then
    echo "compare-generator: $count runs, 0 differences"
    exit 0
fi
for name in $(printf '%s\n' "${!parts_of_case[@]}" | sort); do
    echo "=== $name (differs in:${parts_of_case[$name]})"
    for part in ${parts_of_case[$name]}; do
        diff -r -u "$run/old/$name.$part" "$run/new/$name.$part" | head -40 || true
    done
done
summary=$(for part in "${!runs_by_part[@]}"; do printf ' %s %s,' "$part" "${runs_by_part[$part]}"; done)
echo "compare-generator: $count runs, $differing_runs with differences (runs by part:${summary%,})"
exit 1
