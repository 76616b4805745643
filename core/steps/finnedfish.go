package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Finned and Sashimi fish. A fish of digit d whose base lines hold a few
// extra candidates outside the cover lines, the fins: either a fin is d,
// or the fins are all false and the base lines form a basic fish. A cover
// candidate outside the base that sees every fin is false in both cases.
// Such a cell is in a cover line and off the base lines, so it can only
// see a fin (off the cover lines, on a base line) through their region:
// the fins must share one region, and the eliminations lie in it. That is
// as true of a jigsaw region as of a box, so the search runs over regions.
// When a base line, without its fins, holds fewer than two candidates,
// the fish is called Sashimi rather than Finned.

func findFinnedXWing(s *State) (Step, bool)     { return findFinnedFish(s, 2) }
func findFinnedSwordfish(s *State) (Step, bool) { return findFinnedFish(s, 3) }
func findFinnedJellyfish(s *State) (Step, bool) { return findFinnedFish(s, 4) }

// finnedSearch holds one digit's lines for the finned fish search, so the
// recursion passes no closures and allocates nothing but the steps.
type finnedSearch struct {
	n        int
	lineMask [9]uint16 // cover positions of d in each base line
	inside   [9]uint16 // the same, inside the fin region only
	lines    [9]int    // base lines with d
	m        int
	idx      [4]int
	// yield takes each fish found; the search stops when it returns false.
	yield func(Step) bool
	found bool // some fish of the digit was found
}

// findFinnedFish returns the first finned or sashimi fish of size n that
// eachFinnedFish yields.
func findFinnedFish(s *State, n int) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachFinnedFish(s, n, y) })
}

// eachFinnedFish hands yield every finned or sashimi fish of size n that
// removes something, digit by digit, until yield returns false. A digit
// whose places were searched in full with no fish found is remembered as
// a miss (see fishmemo.go); one whose search stopped early is not, as
// the search did not see all of it.
func eachFinnedFish(s *State, n int, yield func(Step) bool) {
	places := digitPlaces(s)
	l := s.Layout
	for d := int8(1); d <= 9; d++ {
		p := places[d]
		if p.Len() < n+2 { // n base candidates, a fin and a cell to remove
			continue
		}
		if knownFishMiss(l, p, n, finnedFish) {
			continue // searched before in these very places (see fishmemo.go)
		}
		found := false
		for _, byRow := range [2]bool{true, false} {
			fs := finnedSearch{n: n, yield: yield}
			// inRegion[r][line] holds the cover positions of d in line ∩ region r.
			var inRegion [9][9]uint16
			visitCells(p, func(c grid.Cell) {
				line, across := c.Row(), c.Col()
				if !byRow {
					line, across = across, line
				}
				fs.lineMask[line] |= 1 << uint(across)
				inRegion[l.Region(c)][line] |= 1 << uint(across)
			})
			for i, mask := range fs.lineMask {
				if bits.OnesCount16(mask) >= 2 { // a line with one candidate holds a single
					fs.lines[fs.m] = i
					fs.m++
				}
			}
			if fs.m < n {
				continue
			}
			for r := 0; r < 9; r++ {
				region := l.House(18 + r).Set
				if p.And(region).Len() < 2 { // a fin and a cell to remove
					continue
				}
				fs.inside = inRegion[r]
				if !fs.pick(s, d, p, byRow, region, 0, 0, 0) {
					return
				}
			}
			found = found || fs.found
		}
		if !found {
			rememberFishMiss(l, p, n, finnedFish)
		}
	}
}

// pick chooses the base lines from index start on, keeping the cover
// positions outside the fin region (which no fin may hold) to n at most;
// it returns false when yield asked to stop.
func (fs *finnedSearch) pick(s *State, d int8, p grid.CellSet, byRow bool, region grid.CellSet, depth, start int, outside uint16) bool {
	if depth == fs.n {
		return fs.covers(s, d, p, byRow, region, outside)
	}
	for i := start; i <= fs.m-(fs.n-depth); i++ {
		line := fs.lines[i]
		out := outside | fs.lineMask[line]&^fs.inside[line]
		if bits.OnesCount16(out) > fs.n {
			continue
		}
		fs.idx[depth] = line
		if !fs.pick(s, d, p, byRow, region, depth+1, i+1, out) {
			return false
		}
	}
	return true
}

// covers completes the cover lines forced by the candidates outside the
// fin region with lines through it, and checks each choice; it returns
// false when yield asked to stop.
func (fs *finnedSearch) covers(s *State, d int8, p grid.CellSet, byRow bool, region grid.CellSet, mandatory uint16) bool {
	var in uint16
	for _, line := range fs.idx[:fs.n] {
		in |= fs.inside[line]
	}
	free := in &^ mandatory
	need := fs.n - bits.OnesCount16(mandatory)
	if need > bits.OnesCount16(free) {
		return true
	}
	baseFirst, coverFirst := 0, 9
	if !byRow {
		baseFirst, coverFirst = 9, 0
	}
	l := s.Layout
	var baseSet grid.CellSet
	for _, line := range fs.idx[:fs.n] {
		baseSet = baseSet.Or(l.House(baseFirst + line).Set)
	}
	// Every subset of free with need positions, by Gosper's hack on the
	// positions' ranks.
	var pos [9]int
	k := 0
	for x := free; x != 0; x &= x - 1 {
		pos[k] = bits.TrailingZeros16(x)
		k++
	}
	if need == 0 {
		return fs.try(s, d, p, byRow, region, baseSet, mandatory, baseFirst, coverFirst)
	}
	for sub := uint16(1)<<uint(need) - 1; sub < 1<<uint(k); {
		cover := mandatory
		for x := sub; x != 0; x &= x - 1 {
			cover |= 1 << uint(pos[bits.TrailingZeros16(x)])
		}
		if !fs.try(s, d, p, byRow, region, baseSet, cover, baseFirst, coverFirst) {
			return false
		}
		low := sub & -sub
		ripple := sub + low
		sub = ripple | ((sub^ripple)>>2)/low
	}
	return true
}

// try checks the fish on the chosen base lines and the cover positions,
// handing yield its step if it removes something; it returns false when
// yield asked to stop.
func (fs *finnedSearch) try(s *State, d int8, p grid.CellSet, byRow bool, region, baseSet grid.CellSet, cover uint16, baseFirst, coverFirst int) bool {
	l := s.Layout
	var coverSet grid.CellSet
	for x := cover; x != 0; x &= x - 1 {
		coverSet = coverSet.Or(l.House(coverFirst + bits.TrailingZeros16(x)).Set)
	}
	fins := p.And(baseSet).AndNot(coverSet)
	if fins.Empty() {
		return true // a basic fish, found before
	}
	elim := p.And(coverSet).And(region).AndNot(baseSet)
	if elim.Empty() {
		return true
	}
	sashimi := false
	for _, line := range fs.idx[:fs.n] {
		if bits.OnesCount16(fs.lineMask[line]&cover) < 2 {
			sashimi = true
		}
	}
	name := "Finned " + fishNames[fs.n]
	if sashimi {
		name = "Sashimi " + fishNames[fs.n]
	}
	base := make([]int, 0, fs.n)
	for _, line := range fs.idx[:fs.n] {
		base = append(base, baseFirst+line)
	}
	covers := make([]int, 0, fs.n)
	for x := cover; x != 0; x &= x - 1 {
		covers = append(covers, coverFirst+bits.TrailingZeros16(x))
	}
	fs.found = true
	return fs.yield(complexFishStep(s, name, d, base, covers, p.And(baseSet).AndNot(fins), fins, grid.CellSet{}, elim, false))
}

// complexFishStep makes the step of a fish of digit d with fins: base and
// cover houses, the base candidates that are no fins (pattern), the fins
// outside the cover (fins) and the candidates in two base houses (endo,
// fins too), the eliminations, and whether some of them are base
// candidates in two cover houses (cannibalism).
func complexFishStep(s *State, name string, d int8, base, covers []int, pattern, fins, endo, elim grid.CellSet, cannibal bool) Step {
	l := s.Layout
	st := Step{
		Technique:    name,
		Eliminations: setCandidates(elim, d),
		Pattern:      setCandidates(pattern, d),
		Fins:         setCandidates(fins.Or(endo), d),
		Houses:       append(append(make([]int, 0, len(base)+len(covers)), base...), covers...),
	}
	ds := strconv.Itoa(int(d))
	what := make([]byte, 0, 32)
	what = append(what, ds...)
	what = append(what, ' ')
	what = append(what, houseSetShort(l, base)...)
	what = append(what, ' ')
	what = append(what, houseSetShort(l, covers)...)
	visitCells(fins, func(c grid.Cell) { what = appendCell(append(what, " f"...), c) })
	visitCells(endo, func(c grid.Cell) { what = appendCell(append(what, " ef"...), c) })
	st.Text = logicText(name, string(what), &st)

	baseNames, coverNames := houseList(l, base), houseList(l, covers)
	allFins := fins.Or(endo)
	text := "Each of " + baseNames + " needs a " + ds
	if !endo.Empty() {
		text += " (a cell in two of them, an endo fin, counts as a fin)"
	}
	text += ". "
	if allFins.Empty() {
		text += "All their " + ds + "s lie in " + coverNames + ", so these " + countWord(len(base)) +
			" houses give " + coverNames + " their " + ds + "s"
	} else {
		text += "Leaving aside the " + finWord(allFins.Len()) + " " + words.And(cellNames(allFins.Cells())) +
			", their " + ds + "s lie in " + coverNames + ". If no fin is " + ds + ", these " + countWord(len(base)) +
			" houses give " + coverNames + " their " + ds + "s"
	}
	text += ", and no other cell there can be " + ds
	if cannibal {
		text += " (nor can a cell of two cover houses, which would fill both at once)"
	}
	if allFins.Empty() {
		text += ". So remove "
	} else {
		text += "; if a fin is " + ds + ", the cells that see every fin cannot be " + ds + ". Either way remove "
	}
	st.Explanation = text + eliminationWords(st.Eliminations) + "."
	return st
}

// finWord agrees "fin" with a count.
func finWord(n int) string {
	if n == 1 {
		return "fin"
	}
	return "fins"
}

// houseSetShort writes a set of houses compactly, as fish are written:
// rows, then columns, then regions, e.g. "r18b7" for rows 1 and 8 and
// box (or jigsaw region) 7.
func houseSetShort(l *grid.Layout, hs []int) string {
	b := make([]byte, 0, 2+len(hs))
	for kind, letter := range [3]byte{'r', 'c', 'b'} {
		first := true
		for _, h := range hs {
			house := l.House(h)
			if int(house.Kind) != kind {
				continue
			}
			if first {
				b = append(b, letter)
				first = false
			}
			b = append(b, byte('1'+house.Index))
		}
	}
	return string(b)
}
