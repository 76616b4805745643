package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Law of Leftovers. Any k houses hold each digit k times, so two sets of
// k houses each hold the same multiset of digits; take away the cells
// they share and what is left of one (the innies) holds exactly the
// digits of what is left of the other (the outies). On a jigsaw board a
// band of k rows (or of k columns, consecutive or not) and the k regions
// lying mostly inside it make such a pair whose leftovers are a few
// cells: the band's cells outside the regions (innies) and the regions'
// cells outside the band (outies). Each digit is as frequent among the innies as among the
// outies, so a digit cannot go into one side more often than the other
// side can hold it, and a side must hold it at least as often as the
// other side already does. On the 3×3 boxes the leftovers are never small, so the
// technique is a jigsaw one.

// maxLeftover is the largest number of innies (and so of outies) a band
// may have for the technique to use it: small leftovers are what a person
// spots, and what makes a digit's count on one side tell something.
const maxLeftover = 4

// maxBand is the widest band tried. A band of 9-k rows from one edge
// has the same leftovers as the band of k rows from the other edge with
// the complementary regions, so bands up to 4 wide cover every edge band.
const maxBand = 4

// leftoverSet is one band and the regions that nearly fill it, with what
// is left of each: side 0 the innies (in the band only), side 1 the
// outies (in the regions only).
type leftoverSet struct {
	lines, regions []int // houses of the band and of the regions
	cells          [2][]grid.Cell
	// indep[side][m] is the most cells of the subset m (bits index
	// cells[side]) that can hold one digit together, that is the largest
	// subset of m with no two cells sharing a house.
	indep [2][1 << maxLeftover]uint8
}

// leftoverCache holds the leftover sets of each layout seen, keyed by
// the *grid.Layout (layouts are immutable and shared by a puzzle's
// states); leftoverCount bounds it.
var (
	leftoverCache sync.Map
	leftoverCount atomic.Int64
)

// leftoverCacheMax is how many layouts the cache keeps before it starts
// afresh, so that a long session loading many jigsaws cannot grow it
// without bound.
const leftoverCacheMax = 1024

// leftoverSets returns the band and region pairs of l whose leftovers
// have 1 to maxLeftover cells on each side, smallest leftovers first.
func leftoverSets(l *grid.Layout) []leftoverSet {
	if v, ok := leftoverCache.Load(l); ok {
		return v.([]leftoverSet)
	}
	sets := buildLeftoverSets(l)
	if leftoverCount.Add(1) > leftoverCacheMax {
		leftoverCache.Clear()
		leftoverCount.Store(1)
	}
	leftoverCache.Store(l, sets)
	return sets
}

// buildLeftoverSets finds, for every set of 1 to maxBand rows or of 1
// to maxBand columns, the sets of as many regions whose cells differ from
// the lines' by 1 to maxLeftover cells on each side. The lines need not
// be consecutive: rows are houses like any other, and a puzzle whose rows
// are shuffled (its regions moved along) is the same puzzle, which must
// offer the same steps.
func buildLeftoverSets(l *grid.Layout) []leftoverSet {
	var out []leftoverSet
	seen := map[[2]grid.CellSet]bool{}
	for _, first := range [2]int{0, 9} { // rows, then columns
		for k := 1; k <= maxBand; k++ {
			leftoverCombinations(9, k, func(pick []int) {
				var band grid.CellSet
				lines := make([]int, k)
				for i, j := range pick {
					lines[i] = first + j
					band = band.Or(l.House(lines[i]).Set)
				}
				// A region with fewer than 9-maxLeftover cells in the band
				// leaves more than maxLeftover outies by itself.
				var near []int
				for r := 18; r < grid.NumHouses; r++ {
					if l.House(r).Set.And(band).Len() >= 9-maxLeftover {
						near = append(near, r)
					}
				}
				leftoverCombinations(len(near), k, func(idx []int) {
					var union grid.CellSet
					regions := make([]int, k)
					for i, j := range idx {
						regions[i] = near[j]
						union = union.Or(l.House(near[j]).Set)
					}
					innies, outies := band.AndNot(union), union.AndNot(band)
					if n := innies.Len(); n == 0 || n > maxLeftover {
						return
					}
					key := [2]grid.CellSet{innies, outies}
					if seen[key] {
						return
					}
					seen[key] = true
					set := leftoverSet{lines: lines, regions: regions, cells: [2][]grid.Cell{innies.Cells(), outies.Cells()}}
					for side := range set.cells {
						set.indep[side] = leftoverIndependent(l, set.cells[side])
					}
					out = append(out, set)
				})
			})
		}
	}
	slices.SortStableFunc(out, func(a, b leftoverSet) int { return len(a.cells[0]) - len(b.cells[0]) })
	return out
}

// leftoverCombinations calls fn with each k-subset of 0..n-1 in increasing
// order; fn must not keep idx.
func leftoverCombinations(n, k int, fn func(idx []int)) {
	idx := make([]int, k)
	var rec func(pos, from int)
	rec = func(pos, from int) {
		if pos == k {
			fn(idx)
			return
		}
		for i := from; i <= n-(k-pos); i++ {
			idx[pos] = i
			rec(pos+1, i+1)
		}
	}
	rec(0, 0)
}

// leftoverIndependent returns, for each subset of cells (as a bit mask),
// the size of its largest part in which no two cells share a house.
func leftoverIndependent(l *grid.Layout, cells []grid.Cell) [1 << maxLeftover]uint8 {
	var out [1 << maxLeftover]uint8
	for m := 1; m < 1<<len(cells); m++ {
		free := true
		for i := range cells {
			for j := i + 1; j < len(cells) && free; j++ {
				if m>>i&1 != 0 && m>>j&1 != 0 && l.Peers(cells[i]).Has(cells[j]) {
					free = false
				}
			}
		}
		if free {
			out[m] = uint8(bits.OnesCount(uint(m)))
			continue
		}
		// Otherwise the best is that of a smaller subset, computed before m.
		for sub := (m - 1) & m; sub != 0; sub = (sub - 1) & m {
			out[m] = max(out[m], out[sub])
		}
	}
	return out
}

// findLeftovers looks for a band and regions whose leftovers pin a digit
// down: the digit leaves a side that would hold it more often than the
// other side can, and fills the only cells where a side can hold it as
// often as the other side already does. It is the first of
// eachLeftovers.
func findLeftovers(s *State) (Step, bool) { return firstYielded(s, eachLeftovers) }

// eachLeftovers hands yield the step of every band and regions whose
// leftovers remove something, all they remove in one step, in the order
// findLeftovers takes the first, until yield returns false.
func eachLeftovers(s *State, yield func(Step) bool) {
	if s.Layout.IsStandard() {
		return
	}
	sets := leftoverSets(s.Layout)
	for i := range sets {
		set := &sets[i]
		// First the digits each side may hold and those it holds: a
		// digit can only tell something when one side may hold it and
		// the other can not, or when a side already holds it, and in
		// most positions no digit does.
		var may, holds [2]Digits
		for side, cells := range set.cells {
			for _, c := range cells {
				may[side] |= s.Candidates[c]
				holds[side] |= 1 << uint(s.Grid[c])
			}
		}
		holds[0] &^= 1 // the bit of an empty cell's 0
		holds[1] &^= 1
		check := may[0]&^(may[1]|holds[1]) | may[1]&^(may[0]|holds[0]) | holds[0] | holds[1]
		// drop[side][j] holds the digits cell j of the side loses.
		var drop [2][maxLeftover]Digits
		found := false
		for ; check != 0; check &= check - 1 {
			d := trailingDigit(uint16(check))
			// placed[side] counts the cells of the side holding d;
			// cand[side] has bit j when cell j of the side has candidate d.
			var placed [2]int
			var cand [2]uint8
			for side, cells := range set.cells {
				for j, c := range cells {
					if s.Grid[c] == d {
						placed[side]++
					} else if s.Candidates[c].Has(d) {
						cand[side] |= 1 << uint(j)
					}
				}
			}
			// A side cannot hold d more often than the other side can.
			for side := range 2 {
				other := 1 - side
				most := placed[other] + int(set.indep[other][cand[other]])
				if cand[side] == 0 || placed[side] < most {
					continue
				}
				for m := cand[side]; m != 0; m &= m - 1 {
					drop[side][bits.TrailingZeros8(m)] |= 1 << uint(d)
				}
				found = true
			}
			// The other way round: a side must hold d at least as often as
			// the other side already does. When it has exactly the cells
			// it needs for that, and they can all hold d, each of them is
			// d and loses its other candidates.
			for side := range 2 {
				need := placed[1-side] - placed[side]
				m := cand[side]
				if need <= 0 || need != bits.OnesCount8(m) || int(set.indep[side][m]) != need {
					continue
				}
				for ; m != 0; m &= m - 1 {
					j := bits.TrailingZeros8(m)
					if others := s.Candidates[set.cells[side][j]] &^ (1 << uint(d)); others != 0 {
						drop[side][j] |= others
						found = true
					}
				}
			}
		}
		if found && !yield(leftoverStep(s, set, &drop)) {
			return
		}
	}
}

// leftoverStep makes the step of set removing the digits of drop.
func leftoverStep(s *State, set *leftoverSet, drop *[2][maxLeftover]Digits) Step {
	l := s.Layout
	st := Step{Technique: "Law of Leftovers", Houses: append(append([]int{}, set.lines...), set.regions...)}
	labels := [2]string{"innies", "outies"}
	for side, cells := range set.cells {
		var holds Digits
		for j, c := range cells {
			if d := s.Grid[c]; d != 0 {
				holds |= 1 << uint(d)
				continue
			}
			holds |= s.Candidates[c]
			for _, d := range s.Candidates[c].List() {
				cd := Candidate{c, d}
				if drop[side][j].Has(d) {
					st.Eliminations = append(st.Eliminations, cd)
				} else {
					st.Pattern = append(st.Pattern, cd)
				}
			}
		}
		st.Groups = append(st.Groups, Group{Label: labels[side], Cells: slices.Clone(cells), Digits: holds.List()})
	}
	bandName := leftoverBand(l, set.lines)
	regionNames := regionWord(l)
	if len(set.regions) > 1 {
		regionNames += "s"
	}
	var regionNums []string
	for _, r := range set.regions {
		regionNums = append(regionNums, strconv.Itoa(r-17))
	}
	what := bandName + " vs " + regionNames + " " + strings.Join(regionNums, ",") +
		": {" + cellList(set.cells[0]) + "} = {" + cellList(set.cells[1]) + "}"
	st.Text = logicText(st.Technique, what, &st)
	k := len(set.lines)
	times := countWord(k) + " times"
	switch k {
	case 1:
		times = "once"
	case 2:
		times = "twice"
	}
	regionsText := regionNames + " " + words.And(regionNums)
	st.Explanation = leftoverCapital(bandName) + " and " + regionsText + " each hold every digit " + times +
		". They share all their cells but the " + leftoverWord(len(set.cells[0]), "innie") + " " +
		words.And(cellNames(set.cells[0])) + " (in " + bandName + " only) and the " +
		leftoverWord(len(set.cells[1]), "outie") + " " + words.And(cellNames(set.cells[1])) +
		" (in " + regionsText + " only), so the innies hold the same digits as the outies, each as often. " +
		"A digit cannot go into one side more often than the other side can hold it, and a side must hold " +
		"a digit as often as the other side already does, so remove " + eliminationWords(st.Eliminations) + "."
	return st
}

// leftoverBand names a set of lines: "row 3", "rows 1-2", "columns
// 4-7" when consecutive, else "rows 1,3" or "columns 2,5,9".
func leftoverBand(l *grid.Layout, lines []int) string {
	word := lineWord(l, lines[0])
	first := strconv.Itoa(l.House(lines[0]).Index + 1)
	if len(lines) == 1 {
		return word + " " + first
	}
	if lines[len(lines)-1]-lines[0] == len(lines)-1 {
		return word + "s " + first + "-" + strconv.Itoa(l.House(lines[len(lines)-1]).Index+1)
	}
	nums := make([]string, len(lines))
	for i, h := range lines {
		nums[i] = strconv.Itoa(l.House(h).Index + 1)
	}
	return word + "s " + strings.Join(nums, ",")
}

// leftoverCapital capitalises the first letter of an ASCII word.
func leftoverCapital(w string) string {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// leftoverWord writes "innie" for one cell and "innies" for more.
func leftoverWord(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
