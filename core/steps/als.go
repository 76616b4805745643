package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Almost locked sets. An almost locked set (ALS) is N empty cells of one
// house whose candidates together are N+1 digits; a bivalue cell is one
// with N=1. Its N cells take N different digits from those N+1, so
// exactly one of its digits is missing: take one digit away (because it
// goes elsewhere) and the rest is locked in the set.
//
// Two sets A and B are tied by a restricted common candidate (RCC) x
// when both hold x, no cell holds x for both, and every x of A sees
// every x of B: then A and B cannot both hold x, so one of them loses x
// and is locked on its other digits. Every ALS technique chains that
// one fact. The argument would hold for overlapping sets too (only the x
// cells must be apart), but as HoDoKu does by default the sets of one
// step are kept apart, so that each reads as its own group on the board.
//
// The sets of a position are enumerated once into a pooled workspace,
// which also remembers the position it was built for: the four ALS
// finders run one after the other on the same position, and the second
// to fourth reuse the first one's enumeration.

// maxALSCells bounds the size of an ALS, as HoDoKu does: a set of nine
// cells would need ten digits.
const maxALSCells = 8

// alsSet is one almost locked set.
type alsSet struct {
	cells  grid.CellSet
	digits Digits
	house  int8
	// with[d] holds the cells of the set that have d; seen[d] the cells
	// outside the set holding d that see every one of them, the cells
	// that lose d when d is known to be in the set.
	with [10]grid.CellSet
	seen [10]grid.CellSet
}

// alsEdge is a restricted common candidate from one set to another.
type alsEdge struct {
	to    int32
	digit int8
}

// alsWork is the pooled workspace of the ALS finders: the sets of one
// position and the restricted commons between them.
type alsWork struct {
	// The position the sets were built for.
	cand   [grid.NumCells]Digits
	layout *grid.Layout
	valid  bool

	with [10]grid.CellSet // every cell holding each digit
	sets []alsSet
	// edges[first[i]:first[i+1]] are the restricted commons of set i,
	// built on demand (rccBuilt).
	first    []int32
	edges    []alsEdge
	rccBuilt bool
	// byFirst lists the sets by digit and lowest cell holding it:
	// byFirst[bucketStart[k]:bucketStart[k+1]] for k = d*81 + cell.
	bucketStart [10*grid.NumCells + 1]int32
	byFirst     []int32

	// The chain search's breadth-first walk over states 10*set+digit
	// ("the set lacks the digit"): a state is visited in this walk when
	// its stamp is gen.
	parent []int32
	stamp  []uint32
	gen    uint32
	queue  []int32

	// The death blossom's petals by stem cell and digit (see buildPetals).
	petalStart  [10*grid.NumCells + 1]int32
	petals      []int32
	petalsBuilt bool
}

var alsPool = sync.Pool{New: func() any { return new(alsWork) }}

// alsFor returns the workspace holding the almost locked sets of s,
// reusing the last enumeration when it was made for the same position.
// Give it back with alsPool.Put once done.
func alsFor(s *State) *alsWork {
	w := alsPool.Get().(*alsWork)
	l := s.Layout
	if l == nil {
		l = grid.Standard()
	}
	if w.valid && w.layout == l && w.cand == s.Candidates {
		return w
	}
	w.cand, w.layout, w.valid, w.rccBuilt, w.petalsBuilt = s.Candidates, l, true, false, false
	w.with = [10]grid.CellSet{}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for x := uint16(s.Candidates[c] & AllDigits); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			w.with[d] = w.with[d].With(c)
		}
	}
	w.sets = w.sets[:0]
	for h := 0; h < grid.NumHouses; h++ {
		w.enumerateHouse(h)
	}
	return w
}

// enumerateHouse adds the almost locked sets of house h that no earlier
// house holds whole (a bivalue cell is found in its row only, a set
// inside a line–region intersection in its line only).
func (w *alsWork) enumerateHouse(h int) {
	var cells [9]grid.Cell
	var masks [9]Digits
	k := 0
	for _, c := range w.layout.House(h).Cells {
		if m := w.cand[c] & AllDigits; m != 0 {
			cells[k], masks[k] = c, m
			k++
		}
	}
	var walk func(start, n int, set grid.CellSet, union Digits)
	walk = func(start, n int, set grid.CellSet, union Digits) {
		for i := start; i < k; i++ {
			u := union | masks[i]
			if u.Len() > maxALSCells+1 {
				continue
			}
			next := set.With(cells[i])
			if u.Len() == n+2 && w.firstHouse(next, h) {
				w.add(next, u, h)
			}
			if n+1 < maxALSCells {
				walk(i+1, n+1, next, u)
			}
		}
	}
	walk(0, 0, grid.CellSet{}, 0)
}

// firstHouse reports whether h is the lowest house holding all of set.
func (w *alsWork) firstHouse(set grid.CellSet, h int) bool {
	for _, g := range w.layout.HousesOf(set.First()) {
		if g >= h {
			break
		}
		if set.AndNot(w.layout.House(g).Set).Empty() {
			return false
		}
	}
	return true
}

// add appends the set with its per-digit cells and targets.
func (w *alsWork) add(set grid.CellSet, digits Digits, h int) {
	w.sets = append(w.sets, alsSet{cells: set, digits: digits, house: int8(h)})
	a := &w.sets[len(w.sets)-1]
	for x := uint16(digits); x != 0; x &= x - 1 {
		d := bits.TrailingZeros16(x)
		in := set.And(w.with[d])
		a.with[d] = in
		a.seen[d] = w.seesAll(in).And(w.with[d])
	}
}

// seesAll returns the cells that see every cell of set (none of set's).
func (w *alsWork) seesAll(set grid.CellSet) grid.CellSet {
	out := grid.CellSet{Lo: ^uint64(0), Hi: 1<<(grid.NumCells-64) - 1}
	for lo := set.Lo; lo != 0; lo &= lo - 1 {
		out = out.And(w.layout.Peers(grid.Cell(bits.TrailingZeros64(lo))))
	}
	for hi := set.Hi; hi != 0; hi &= hi - 1 {
		out = out.And(w.layout.Peers(grid.Cell(64 + bits.TrailingZeros64(hi))))
	}
	return out
}

// restricted returns the restricted common digits of sets a and b: the
// digits both hold whose every instance in b sees every instance in a.
func restricted(a, b *alsSet) Digits {
	var out Digits
	for x := uint16(a.digits & b.digits); x != 0; x &= x - 1 {
		d := bits.TrailingZeros16(x)
		if b.with[d].AndNot(a.seen[d]).Empty() {
			out |= 1 << uint(d)
		}
	}
	return out
}

// subsetOf reports whether every cell of a is in b.
func subsetOf(a, b grid.CellSet) bool { return a.AndNot(b).Empty() }

// buildRCC finds every restricted common candidate between two sets
// with no cell in common, once per position. B is tied to A by d exactly when B's cells holding
// d lie in A.seen[d], so only the sets whose lowest d cell lies there
// are tried: a handful instead of all of them.
func (w *alsWork) buildRCC() {
	if w.rccBuilt {
		return
	}
	w.rccBuilt = true
	// Bucket the sets by (digit, lowest cell holding it).
	clear(w.bucketStart[:])
	for i := range w.sets {
		a := &w.sets[i]
		for x := uint16(a.digits); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			w.bucketStart[d*grid.NumCells+int(a.with[d].First())+1]++
		}
	}
	w.byFirst = bucketSlots(w.bucketStart[:], w.byFirst)
	var fill [10 * grid.NumCells]int32
	for i := range w.sets {
		a := &w.sets[i]
		for x := uint16(a.digits); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			k := d*grid.NumCells + int(a.with[d].First())
			w.byFirst[w.bucketStart[k]+fill[k]] = int32(i)
			fill[k]++
		}
	}
	w.first = append(w.first[:0], 0)
	w.edges = w.edges[:0]
	for i := range w.sets {
		a := &w.sets[i]
		for x := uint16(a.digits); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			see := a.seen[d]
			for lo := see.Lo; lo != 0; lo &= lo - 1 {
				w.edgesFrom(a.cells, see, d, d*grid.NumCells+bits.TrailingZeros64(lo))
			}
			for hi := see.Hi; hi != 0; hi &= hi - 1 {
				w.edgesFrom(a.cells, see, d, d*grid.NumCells+64+bits.TrailingZeros64(hi))
			}
		}
		w.first = append(w.first, int32(len(w.edges)))
	}
}

// edgesFrom adds an edge by digit d to each set of bucket k apart from
// cells whose d cells all lie in see.
func (w *alsWork) edgesFrom(cells, see grid.CellSet, d int, k int) {
	for _, j := range w.byFirst[w.bucketStart[k]:w.bucketStart[k+1]] {
		b := &w.sets[j]
		if b.with[d].AndNot(see).Empty() && b.cells.And(cells).Empty() {
			w.edges = append(w.edges, alsEdge{to: j, digit: int8(d)})
		}
	}
}

// bucketSlots turns start, the count of each bucket k at start[k+1], into
// each bucket's first slot, and returns dst resized to hold them all:
// bucket k fills dst[start[k]:start[k+1]].
func bucketSlots(start []int32, dst []int32) []int32 {
	for k := 1; k < len(start); k++ {
		start[k] += start[k-1]
	}
	n := int(start[len(start)-1])
	if cap(dst) < n {
		dst = make([]int32, n)
	}
	return dst[:n]
}
