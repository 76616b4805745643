#!/bin/sh
# The window and the real X clipboard: each text format put on the
# clipboard with xclip is pasted with Ctrl+V, and what Ctrl+C (or Copy
# As through the command palette) puts back is read with xclip. Several
# puzzles open as a new set; one joins the set. Run inside an X server
# (make test-window runs it under xvfb-run, with xdotool and xclip).
# Usage: clipboard.sh BINARY [SCREENSHOT.png]
set -eu
bin=$(realpath "$1")
shot=${2:-}
dir=$(mktemp -d)
data=$(cd "$(dirname "$0")/.." && pwd)/../shared/data
"$bin" "$data/classic/top95.txt" >"$dir/app.log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
win=
for _ in $(seq 1 120); do
	win=$(xdotool search --name "Sudoku Studio" 2>/dev/null | head -1) && [ -n "$win" ] && break
	sleep 0.5
done
[ -n "$win" ] || { echo "clipboard.sh: no window"; cat "$dir/app.log"; exit 1; }
sleep 2
xdotool windowfocus --sync "$win"
fails=0

put() { printf '%s' "$1" | xclip -selection clipboard; sleep 0.3; }
got() { xclip -o -selection clipboard 2>/dev/null; }
key() { xdotool key --clearmodifiers "$@"; sleep 1.2; }
# check NAME TEXT WANT: paste TEXT, copy, and compare with WANT.
check() {
	put "$2"
	key ctrl+v
	echo cleared | xclip -selection clipboard
	key ctrl+c
	if [ "$(got)" = "$3" ]; then
		echo "clipboard.sh: $1: pasted and copied back"
	else
		echo "clipboard.sh: $1: copied back $(got), want $3"
		fails=$((fails + 1))
	fi
}

a=52...6.........7.13...........4..8..6......5...........418.........3..2...87.....
b=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
pencil=527316.8....5..7313149...6....4..8..6..2...5.4..6......418........13..28.387.....
grid='.---------------.----------------.-----------------.
| 5   2    7    | 3 1     6      | 49    8   49    |
| 89  689  69   | 5 24    24     | 7     3   1     |
| 3   1    4    | 9 78    78     | 25    6   25    |
:---------------+----------------+-----------------:
| 179 579  2359 | 4 579   13579  | 8     179 23679 |
| 6   789  39   | 2 789   13789  | 1349  5   3479  |
| 4   5789 2359 | 6 5789  135789 | 1239  179 2379  |
:---------------+----------------+-----------------:
| 279 4    1    | 8 2569  259    | 3569  79  35679 |
| 79  5679 569  | 1 3     49     | 49    2   8     |
| 29  3    8    | 7 24569 2459   | 14569 149 4569  |
'"'"'---------------'"'"'----------------'"'"'-----------------'"'"''

# Several puzzles (a CSV table) open as a new set, at its first puzzle.
check "CSV of two puzzles" "$(printf 'puzzle,solution\n%s,\n%s,\n' "$a" "$b")" "$a"
check "81-character line" "$b" "$b"
check "nine-line grid" "$(echo "$a" | fold -w 9)" "$a"
check "pencil-mark grid" "$grid" "$pencil"
# The pencil-mark grid copied back through Copy As (the command palette).
key ctrl+shift+p
xdotool type --delay 40 "pencil-mark grid"
sleep 0.5
key Return
if [ "$(got)" = "$grid" ]; then
	echo "clipboard.sh: Copy As › Pencil-Mark Grid gives the pasted grid back"
else
	echo "clipboard.sh: Copy As › Pencil-Mark Grid gave:"; got; fails=$((fails + 1))
fi
sukaku=....5.....2.............7....3......1.............6......4....9.......8....4....9.......89.....6.89.....6..9....5.....2.4......2.4...........7....3......1..........3......1...........4.............9......78.......78..2..5.........6....2..5....1.....7.9....5.7.9.23.5...9...4.........5.7.91.3.5.7.9.......8.1.....7.9.23..67.9.....6.........789..3.....9.2.............7891.3...7891.34....9....5......34..7.9...4.........5.789.23.5...9.....6.......5.7891.3.5.789123.....91.....7.9.23...7.9.2....7.9...4.....1...............8..2..56..9.2..5...9..3.56..9......7.9..3.567.9......7.9....567.9....56..91..........3.........4....9...4....9.2..............8..2......9..3.............8.......7...2.456..9.2.45...91..456..91..4....9...456..9
check "sukaku line" "$sukaku" "$pencil"
check "HoDoKu library line" ":0000:x:$a:::" "$a"
[ -n "$shot" ] && import -window root "$shot"
exit $fails
