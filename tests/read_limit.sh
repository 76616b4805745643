#!/bin/sh
# Every command that reads a puzzle file, run on a 300 MB set under a
# 2 GB address-space limit (ulimit -v 2000000), must end with its own
# message and exit code, never the Go runtime's out-of-memory trace.
# The idle program already reserves about 1.5 GB of address space (the
# Go runtime's page summaries, thread stacks; internal/mallocarenas keeps
# the C library from reserving 64 MB more for each thread), so a read
# that holds the whole file does not fit. The set is 1,850,000 solved jigsaw grids (quick to
# solve and rate) with their region maps, both int8 arrays in Fortran
# order, the layout that cannot be cut into chunks as it lies: stored
# in an npz (300 MB), and the grids alone as an .npy (150 MB).
# Usage: read_limit.sh BINARY
set -eu
bin=$(realpath "$1")
py=${NUMPY_PYTHON:-/usr/bin/python3}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
data=$(cd "$(dirname "$0")/.." && pwd)/../shared/data
"$py" - "$data/jigsaw/janko_133_solutions.txt" "$dir" <<'PY'
import sys
import numpy as np
src, d = sys.argv[1:3]
G, R = [], []
for line in open(src):
    f = line.split('#')[0].split()
    if len(f) == 2:
        G.append([int(c) for c in f[0]])
        R.append([ord(c.upper()) - 64 for c in f[1]])
n = 1_850_000
reps = -(-n // len(G))
G = np.tile(np.array(G, dtype=np.int8), (reps, 1))[:n].reshape(n, 9, 9)
R = np.tile(np.array(R, dtype=np.int8), (reps, 1))[:n].reshape(n, 9, 9)
np.savez(d + '/set.npz', puzzles=np.asfortranarray(G), regions=np.asfortranarray(R))
# A solved standard grid, its digits relabelled 9 ways, for the .npy.
base = np.array([[(r * 3 + r // 3 + c) % 9 + 1 for c in range(9)] for r in range(9)], dtype=np.int8)
S = np.stack([(base + k - 1) % 9 + 1 for k in range(9)])
np.save(d + '/set.npy', np.asfortranarray(np.tile(S, (-(-n // 9), 1, 1))[:n]))
PY
status=0
check() { # check NAME WANTED-EXIT-CODES SECONDS COMMAND...: run it under the limit, interrupted after SECONDS
	name=$1 want=$2 seconds=$3
	shift 3
	code=0
	(ulimit -v 2000000 && exec timeout --preserve-status -s INT "$seconds" \
		/usr/bin/time -f '%U s user, %M KB peak' -o "$dir/time" "$bin" "$@") >"$dir/out" 2>"$dir/err" || code=$?
	if grep -Eq 'fatal error|^goroutine [0-9]+|^runtime[:/]|SIGABRT|^panic:' "$dir/err"; then
		echo "FAIL $name: the Go runtime's trace under ulimit -v 2000000:"; head -5 "$dir/err"; status=1
	elif ! echo " $want " | grep -q " $code "; then
		echo "FAIL $name: exit $code, want $want:"; tail -3 "$dir/err"; status=1
	else
		echo "ok   $name: exit $code, $(tail -1 "$dir/time")"
	fi
	rm -f "$dir"/out.*
}
# Each runs to its end but rate, which takes a minute of CPU: it is
# interrupted after 15 s, well into its steady state (exit 130).
for f in set.npz set.npy; do
	check "solve -o out.npy $f" 0 600 solve -o "$dir/out.npy" "$dir/$f"
	check "steps -i 5 $f" 0 600 steps -i 5 "$dir/$f"
	check "steps -i 1849999 $f" 0 600 steps -i 1849999 "$dir/$f"
	check "rate $f" "0 130" 15 rate "$dir/$f"
	check "render -i 0 $f" 0 600 render -i 0 -o "$dir/out.svg" "$dir/$f"
done
check "render -i 1850000 set.npy (no such puzzle)" 2 600 render -i 1850000 -o "$dir/out.svg" "$dir/set.npy"
check "generate -layout set.npz" 0 600 generate -n 1 -layout "$dir/set.npz"
check "generate -layout set.npy (no region map: refused)" 2 600 generate -n 1 -layout "$dir/set.npy"
exit $status
