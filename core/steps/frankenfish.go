package steps

import (
	"math/bits"
	"slices"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Franken and Mutant fish. The fish rule holds for any houses: take n
// base houses of digit d that share no candidate, and n cover houses.
// Each base house holds one d, n in all, each in a cover house unless it
// is a fin (a base candidate outside the cover). If no fin is d, the n
// cover houses, which hold one d each, get all theirs from the base, so
// a cover candidate outside the base is false, and so is a base
// candidate in two cover houses (it would fill two of them with one d:
// cannibalism). If a fin is d, a cell seeing every fin is not. A
// candidate in two base houses (an endo fin) keeps the count only when it
// is false, so it counts as a fin.
//
// A fish whose base holds rows and regions and whose cover columns and
// regions (or the other way round) is a Franken fish; any other mix, such
// as rows and columns in one set, makes a Mutant. On a jigsaw board the
// regions snake across lines and such fish are common.

const (
	rowHouses    = uint32(0x1FF)
	columnHouses = rowHouses << 9
	regionHouses = rowHouses << 18
	allHouses    = rowHouses | columnHouses | regionHouses

	// complexMaxFins bounds the fins of a Franken or Mutant fish, endo
	// fins included, and complexMaxEndo the endo fins, as HoDoKu does:
	// more fins rarely share a cell that sees them all.
	complexMaxFins = 2
	complexMaxEndo = 1
)

// The kinds of fish by the houses they use.
const (
	basicFish = iota
	frankenFish
	mutantFish
	finnedFish // finned and Sashimi fish of rows and columns, for fishmemo.go alone
)

func findFrankenXWing(s *State) (Step, bool)     { return findComplexFish(s, 2, frankenFish) }
func findFrankenSwordfish(s *State) (Step, bool) { return findComplexFish(s, 3, frankenFish) }

// findFrankenJellyfish is listed in All steps but not tried by the
// default path (see listOnly in catalog.go): where it fails, on the
// positions where the path reaches it, it costs more than the rest of
// the path's fish put together and it finds little the chains after it
// would not.
func findFrankenJellyfish(s *State) (Step, bool) { return findComplexFish(s, 4, frankenFish) }

// findMutantXWing is the only Mutant fish in the catalogue: a Mutant
// Swordfish search costs about 4 ms where it fails on a hard top1465
// position (the whole path of such a puzzle takes a few) and the
// catalogue before it leaves none for it to find there; findComplexFish
// takes any size should that change.
func findMutantXWing(s *State) (Step, bool) { return findComplexFish(s, 2, mutantFish) }

// fishKindOf classifies a fish by its base and cover houses (bit h for house h).
func fishKindOf(base, cover uint32) int {
	switch {
	case base&^rowHouses == 0 && cover&^columnHouses == 0, base&^columnHouses == 0 && cover&^rowHouses == 0:
		return basicFish
	case base&columnHouses == 0 && cover&rowHouses == 0, base&rowHouses == 0 && cover&columnHouses == 0:
		return frankenFish
	}
	return mutantFish
}

// complexSearch is the state of one digit's search for a fish of one
// size and kind, kept in one value so the recursion allocates nothing.
type complexSearch struct {
	s      *State
	l      *grid.Layout
	d      int8
	n      int
	kind   int
	places grid.CellSet
	cands  [grid.NumHouses]grid.CellSet // the candidates of d in each house

	baseOK, coverOK uint32 // the houses allowed in each set
	base            [4]int
	baseMask        uint32
	baseCands, endo grid.CellSet
	cover           [4]int
	maxCover        int // the most base candidates one allowed cover house holds
	step            Step
	// yield, when set, takes every fish found (the search goes on while it
	// returns true) in place of the first.
	yield func(Step) bool
}

// findComplexFish looks for a Franken or Mutant fish of size n, with or
// without fins.
func findComplexFish(s *State, n, kind int) (Step, bool) {
	cs := complexSearch{s: s, l: s.Layout, n: n, kind: kind}
	return cs.run()
}

// eachComplexFish yields every Franken or Mutant fish of size n, in the
// order findComplexFish meets them, while yield returns true.
func eachComplexFish(s *State, n, kind int, yield func(Step) bool) {
	cs := complexSearch{s: s, l: s.Layout, n: n, kind: kind, yield: yield}
	cs.run()
}

// run searches digit by digit; it returns the first fish, or with yield
// set, whether yield asked to stop.
func (cs *complexSearch) run() (Step, bool) {
	s, n, kind := cs.s, cs.n, cs.kind
	places := digitPlaces(s)
	sets := [][2]uint32{{rowHouses | regionHouses, columnHouses | regionHouses}, {columnHouses | regionHouses, rowHouses | regionHouses}}
	if kind == mutantFish {
		sets = [][2]uint32{{allHouses, allHouses}}
	}
	for d := int8(1); d <= 9; d++ {
		p := places[d]
		if p.Len() < 2*n+1 { // n base houses of two candidates and a cell to remove
			continue
		}
		if knownFishMiss(cs.l, p, n, kind) {
			continue // searched before in these very places (see fishmemo.go)
		}
		cs.d, cs.places = d, p
		for h := range cs.cands {
			cs.cands[h] = p.And(cs.l.House(h).Set)
		}
		found := false
		for _, set := range sets {
			cs.baseOK, cs.coverOK = set[0], set[1]
			cs.step = Step{}
			if cs.pickBase(0, 0, grid.CellSet{Lo: ^uint64(0), Hi: ^uint64(0)}) {
				return cs.step, true
			}
			found = found || cs.step.Technique != ""
		}
		if !found {
			rememberFishMiss(cs.l, p, n, kind)
		}
	}
	return Step{}, false
}

// pickBase chooses the base houses from house start on; seen holds the
// cells that see every endo fin so far.
func (cs *complexSearch) pickBase(depth, start int, seen grid.CellSet) bool {
	if depth == cs.n {
		// maxCover bounds how many base candidates one cover house holds.
		cs.maxCover = 0
		for m := cs.coverOK &^ cs.baseMask; m != 0; m &= m - 1 {
			cs.maxCover = max(cs.maxCover, cs.cands[bits.TrailingZeros32(m)].And(cs.baseCands).Len())
		}
		return cs.pickCover(0, grid.CellSet{}, grid.CellSet{}, cs.baseMask, 0, seen)
	}
	for h := start; h <= grid.NumHouses-(cs.n-depth); h++ {
		bit := uint32(1) << uint(h)
		hc := cs.cands[h]
		// A house with one candidate holds a single, found long before.
		if cs.baseOK&bit == 0 || hc.Len() < 2 {
			continue
		}
		overlap := cs.baseCands.And(hc)
		next := seen
		if !overlap.Empty() {
			if cs.endo.Len()+overlap.Len() > complexMaxEndo {
				continue
			}
			next = next.And(seenByAll(cs.l, overlap))
			if next.And(cs.places).Empty() {
				continue // nothing could see every endo fin
			}
		}
		savedCands, savedEndo := cs.baseCands, cs.endo
		cs.base[depth] = h
		cs.baseMask |= bit
		cs.baseCands = cs.baseCands.Or(hc)
		cs.endo = cs.endo.Or(overlap)
		found := cs.pickBase(depth+1, h+1, next)
		cs.baseMask &^= bit
		cs.baseCands, cs.endo = savedCands, savedEndo
		if found {
			return true
		}
	}
	return false
}

// pickCover chooses the cover houses. It takes the first base candidate
// neither covered nor made a fin yet and either covers it with one of its
// houses (forbidding the houses tried before, so that each cover is met
// once) or makes it a fin (forbidding all its houses). seen holds the
// cells that see every fin so far.
func (cs *complexSearch) pickCover(k int, union, fins grid.CellSet, forbidden, coverMask uint32, seen grid.CellSet) bool {
	if k == cs.n {
		return cs.check(union, coverMask)
	}
	open := cs.baseCands.AndNot(union).AndNot(fins)
	if open.Empty() {
		return false // the base fits in fewer than n cover houses
	}
	finsLeft := complexMaxFins - fins.Len() - cs.endo.Len()
	if open.Len() > finsLeft+(cs.n-k)*cs.maxCover {
		return false // too many candidates left for the houses and fins left
	}
	c := open.First()
	hs := cs.l.HousesOf(c)
	for _, h := range hs {
		bit := uint32(1) << uint(h)
		if forbidden&bit != 0 || cs.coverOK&bit == 0 {
			continue
		}
		// The last cover house must give the fish its kind.
		if k+1 < cs.n || fishKindOf(cs.baseMask, coverMask|bit) == cs.kind {
			cs.cover[k] = h
			if cs.pickCover(k+1, union.Or(cs.cands[h]), fins, forbidden|bit, coverMask|bit, seen) {
				return true
			}
		}
		forbidden |= bit
	}
	if finsLeft <= 0 {
		return false
	}
	next := seen.And(cs.l.Peers(c))
	if next.And(cs.places).AndNot(cs.baseCands).Empty() {
		return false // no cell off the base sees every fin
	}
	for _, h := range hs {
		forbidden |= uint32(1) << uint(h)
	}
	return cs.pickCover(k, union, fins.With(c), forbidden, coverMask, next)
}

// check tests the fish on the chosen base and cover houses, whose
// candidates are union, and makes its step if it removes anything.
func (cs *complexSearch) check(union grid.CellSet, coverMask uint32) bool {
	if fishKindOf(cs.baseMask, coverMask) != cs.kind {
		return false
	}
	exo := cs.baseCands.AndNot(union).AndNot(cs.endo)
	fins := exo.Or(cs.endo)
	if fins.Len() > complexMaxFins {
		return false
	}
	var twice grid.CellSet // base candidates in two cover houses
	for i := 0; i < cs.n; i++ {
		for j := i + 1; j < cs.n; j++ {
			twice = twice.Or(cs.cands[cs.cover[i]].And(cs.cands[cs.cover[j]]))
		}
	}
	twice = twice.And(cs.baseCands)
	elim := union.AndNot(cs.baseCands).Or(twice)
	if !fins.Empty() {
		elim = elim.And(seenByAll(cs.l, fins))
	}
	if elim.Empty() {
		return false
	}
	name := fishNames[cs.n]
	if cs.kind == frankenFish {
		name = "Franken " + name
	} else {
		name = "Mutant " + name
	}
	if !fins.Empty() {
		name = "Finned " + name
	}
	base := slices.Clone(cs.base[:cs.n])
	covers := slices.Clone(cs.cover[:cs.n])
	slices.Sort(covers)
	cs.step = complexFishStep(cs.s, name, cs.d, base, covers, cs.baseCands.AndNot(fins), exo, cs.endo,
		elim, !elim.And(twice).Empty())
	return cs.yield == nil || !cs.yield(cs.step)
}

// seenByAll returns the cells that see every cell of set (none of them
// sees itself).
func seenByAll(l *grid.Layout, set grid.CellSet) grid.CellSet {
	seen := grid.CellSet{Lo: ^uint64(0), Hi: ^uint64(0)}
	visitCells(set, func(c grid.Cell) { seen = seen.And(l.Peers(c)) })
	return seen
}
