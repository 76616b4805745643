package steps

import (
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A finned, Franken or Mutant fish search of one digit depends only on
// that digit's places (and the layout): whether a fish of a size and kind
// lies in them. Along a path most digits keep their places from one
// stuck position to the next, where the whole catalogue runs again, so
// the places in which a search found nothing are remembered and not
// searched again. The search stays as it was where it finds a fish,
// digits in the same order, so every step is the one it was.
//
// Only the standard layout is remembered: a jigsaw's layout would have
// to be part of the key, and its paths are cheap.

// fishMissSlots is the size of the table: a path of a hundred stuck
// positions adds at most 27 entries each, and a slot overwritten only
// costs a search.
const fishMissSlots = 1 << 12

// fishMiss is one remembered search that found nothing.
type fishMiss struct {
	places  grid.CellSet
	n, kind int8
	set     bool
}

var fishMisses struct {
	sync.Mutex
	slots [fishMissSlots]fishMiss
}

// fishMissSlot is where places are kept for a search of size n and kind.
func fishMissSlot(places grid.CellSet, n, kind int) int {
	h := places.Lo*0x9E3779B97F4A7C15 ^ places.Hi*0xC2B2AE3D27D4EB4F ^ uint64(n*3+kind)*0x165667B19E3779F9
	return int(h >> (64 - 12))
}

// knownFishMiss reports whether a search of size n and kind found no
// fish in places on the standard layout.
func knownFishMiss(l *grid.Layout, places grid.CellSet, n, kind int) bool {
	if !l.IsStandard() {
		return false
	}
	want := fishMiss{places: places, n: int8(n), kind: int8(kind), set: true}
	fishMisses.Lock()
	got := fishMisses.slots[fishMissSlot(places, n, kind)]
	fishMisses.Unlock()
	return got == want
}

// rememberFishMiss records that a search of size n and kind found no
// fish in places.
func rememberFishMiss(l *grid.Layout, places grid.CellSet, n, kind int) {
	if !l.IsStandard() {
		return
	}
	fishMisses.Lock()
	fishMisses.slots[fishMissSlot(places, n, kind)] = fishMiss{places: places, n: int8(n), kind: int8(kind), set: true}
	fishMisses.Unlock()
}
