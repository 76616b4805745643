#!/bin/sh
# Draws the pictures of docs/techniques.md with the program's own render
# command. Run from the project's root: sh docs/img/render.sh [BINARY]
# (BINARY defaults to ./sudoku-studio; the data sets are ../shared/data).
set -e
bin=${1:-./sudoku-studio}
d=../shared/data
out=docs/img
# name  file  puzzle  step
while read -r name file i k; do
	"$bin" render -size 360 -i "$i" -step "$k" "$file" -o "$out/$name.png"
done <<LIST
singles           $d/classic/top95.txt          0    1
pointing          $d/classic/top95.txt          3   40
naked-pair        $d/classic/top95.txt         28   34
leftovers         $d/jigsaw/janko_133.txt     107   27
x-wing            $d/classic/top95.txt         58   71
two-string-kite   $d/classic/top95.txt          4   29
xy-wing           $d/classic/top95.txt         28   37
unique-rectangle  $d/classic/top95.txt         11   28
finned-x-wing     $d/classic/top95.txt          6   17
sue-de-coq        $d/bench/top1465.txt        131   96
aic               $d/jigsaw/janko_133.txt      54   19
als-xz            $d/bench/top1465.txt         95   23
franken-fish      $d/classic/top95.txt         21   12
aic-with-als      $d/classic/top95.txt          6   46
forcing-chain     $d/classic/top95.txt         58   19
forcing-net       $d/classic/top95.txt         59   37
dynamic-chain     $d/bench/hardest_1106.txt    62   13
search            $d/bench/hardest_1106.txt     0   30
LIST
# The Tridagon puzzle of the forum thread "Help a player to spot a Tridagon".
tridagon=$(mktemp)
echo "57....9..........8.1.........168..42...1.28.9..2.9416.....26....6.9.82.4...41.6.." >"$tridagon"
k=$("$bin" steps "$tridagon" | grep -m1 'Tridagon' | awk '{print $1}')
"$bin" render -size 360 -step "$k" "$tridagon" -o "$out/tridagon.png"
rm -f "$tridagon"
