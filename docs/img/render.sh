#!/bin/sh
# Draws the pictures of docs/techniques.md with the program's own render
# command, checking first that each step is still the technique named
# (a change to the engine can move it). Run from the project's root:
#   sh docs/img/render.sh [BINARY]
# BINARY defaults to ./sudoku-studio; the data sets are ../shared/data.
set -e
bin=${1:-./sudoku-studio}
d=../shared/data
out=docs/img

# draw NAME FILE PUZZLE STEP TECHNIQUE [render flags]: the board of puzzle
# PUZZLE of FILE after step STEP, which must be a TECHNIQUE step.
draw() {
	name=$1 file=$2 i=$3 k=$4 technique=$5
	shift 5
	line=$("$bin" steps "$@" -i "$i" "$file" | awk -v k="$k" '$1 == k')
	case $line in
	*"$technique"*) ;;
	*) echo "render.sh: $name: step $k of puzzle $i of $file is now: $line" >&2; exit 1 ;;
	esac
	"$bin" render "$@" -size 360 -i "$i" -step "$k" "$file" -o "$out/$name.png"
}

draw singles          $d/classic/top95.txt        0  1 "Hidden Single:"
draw pointing         $d/classic/top95.txt        3 40 "Pointing:"
draw naked-pair       $d/classic/top95.txt       28 34 "Naked Pair:"
draw leftovers        $d/jigsaw/janko_133.txt   107 27 "Law of Leftovers:"
draw x-wing           $d/classic/top95.txt       58 71 "X-Wing:"
draw two-string-kite  $d/classic/top95.txt        4 29 "2-String Kite:"
draw xy-wing          $d/classic/top95.txt       28 37 "XY-Wing:"
draw unique-rectangle $d/classic/top95.txt       11 28 "Unique Rectangle Type 1:"
draw finned-x-wing    $d/classic/top95.txt        6 17 "Finned X-Wing:"
draw sue-de-coq       $d/bench/top1465.txt      131 96 "Sue de Coq:"
draw aic              $d/jigsaw/janko_133.txt    54 19 "AIC:"
draw als-xz           $d/bench/top1465.txt       95 23 "ALS-XZ:"
draw franken-fish     $d/classic/top95.txt       21 12 "Finned Franken Swordfish:"
draw aic-with-als     $d/classic/top95.txt        6 46 "AIC with ALS:"
draw forcing-chain    $d/classic/top95.txt       58 19 "Contradiction Chain:"
draw forcing-net      $d/classic/top95.txt       59 37 "Cell Forcing Net:"
draw dynamic-chain    $d/bench/hardest_1106.txt  62 13 "Dynamic Contradiction Chain:"
draw nested-chain     $d/bench/hardest_1106.txt   2  5 "Nested Contradiction Chain:" -nested
draw search           $d/bench/hardest_1106.txt   0 30 "Contradiction:"

# The puzzle of the forum thread "Help a player to spot a Tridagon".
tridagon=$(mktemp)
echo "57....9..........8.1.........168..42...1.28.9..2.9416.....26....6.9.82.4...41.6.." >"$tridagon"
draw tridagon "$tridagon" 0 2 "Tridagon:"
rm -f "$tridagon"
