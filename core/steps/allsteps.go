package steps

import (
	"context"
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// TechniqueInstances is one technique's instances at a position, as
// AllAt lists them.
type TechniqueInstances struct {
	Technique string // the catalogue name
	Steps     []Step // at most the limit AllAt was given
	// More counts the instances found beyond the limit.
	More int
	// Complete says every instance is listed (up to the limit); when
	// false Steps holds some: the first its finder returns, the one a
	// path would take (FirstOnly), or one for each start of its search
	// (see someFinders).
	Complete bool
	// FirstOnly says the technique has no enumerator: Steps holds the
	// one instance its finder returns. A technique of someFinders whose
	// starts all led to one effect lists one step too, but was searched
	// from every start.
	FirstOnly bool
}

// cappedFinders list every instance of a catalogue entry up to a limit
// and count the rest, for the techniques whose steps cost too much to
// make them all (see forcingall.go).
var cappedFinders = map[string]func(s *State, limit int) ([]Step, int){
	"Cell Forcing Chain":         func(s *State, n int) ([]Step, int) { return allForcing(s, false, false, n) },
	"Cell Forcing Net":           func(s *State, n int) ([]Step, int) { return allForcing(s, true, false, n) },
	"Dynamic Cell Forcing Chain": func(s *State, n int) ([]Step, int) { return allForcing(s, true, true, n) },
}

// someFinders list several instances of a catalogue entry but not
// provably all: those their search meets from each of its starts, in
// the order the finder tries the starts.
var someFinders = map[string]func(s *State, yield func(Step) bool){
	"X-Chain":                     eachXChainStart,
	"XY-Chain":                    eachXYChainStart,
	"Alternating Inference Chain": eachAICTarget,
	"ALS Chain":                   func(s *State, y func(Step) bool) { eachALSChainStart(s, true, nil, y) },
	"Death Blossom":               eachDeathBlossomStart,
	alsAICName:                    eachAICWithALSTarget,
}

// filteredFinders are finders of eachFinders and someFinders that make
// a step only for the instances an effectFilter takes: AllAt's filter
// takes each effect once, up to the limit, so the duplicates and the
// instances beyond the limit, by far the most at positions with many
// almost locked sets, are counted without being made.
var filteredFinders = map[string]func(s *State, keep effectFilter, yield func(Step) bool){
	"ALS-XY-Wing": eachALSXYWing,
	"ALS Chain":   func(s *State, keep effectFilter, y func(Step) bool) { eachALSChainStart(s, true, keep, y) },
}

// eachFinders enumerate every instance of a catalogue entry, in the
// order its finder meets them, calling yield until it returns false.
// The finders of full houses, subsets, fish (basic, finned, Franken,
// Mutant), the single-digit patterns, the wings, Sue de Coq, the Law of
// Leftovers, Simple Colouring and the uniqueness rectangles take the
// first their enumerator yields, so a path's step is the first listed;
// Tridagon's keeps the strongest pattern; the singles' and locked
// candidates' finders keep loops of their own, tuned for the hot path of
// every solution path.
var eachFinders = map[string]func(s *State, yield func(Step) bool){
	"Full House":                 eachFullHouse,
	"Naked Single":               eachNakedSingle,
	"Hidden Single":              eachHiddenSingle,
	"Pointing":                   func(s *State, y func(Step) bool) { eachLocked(s, true, y) },
	"Claiming":                   func(s *State, y func(Step) bool) { eachLocked(s, false, y) },
	"Naked Pair":                 func(s *State, y func(Step) bool) { eachNakedSubset(s, 2, y) },
	"Naked Triple":               func(s *State, y func(Step) bool) { eachNakedSubset(s, 3, y) },
	"Naked Quad":                 func(s *State, y func(Step) bool) { eachNakedSubset(s, 4, y) },
	"Hidden Pair":                func(s *State, y func(Step) bool) { eachHiddenSubset(s, 2, y) },
	"Hidden Triple":              func(s *State, y func(Step) bool) { eachHiddenSubset(s, 3, y) },
	"Hidden Quad":                func(s *State, y func(Step) bool) { eachHiddenSubset(s, 4, y) },
	"X-Wing":                     func(s *State, y func(Step) bool) { eachFish(s, 2, y) },
	"Swordfish":                  func(s *State, y func(Step) bool) { eachFish(s, 3, y) },
	"Jellyfish":                  func(s *State, y func(Step) bool) { eachFish(s, 4, y) },
	"ALS-XZ":                     eachALSXZ,
	"ALS-XY-Wing":                func(s *State, y func(Step) bool) { eachALSXYWing(s, nil, y) },
	"Franken X-Wing":             func(s *State, y func(Step) bool) { eachComplexFish(s, 2, frankenFish, y) },
	"Franken Swordfish":          func(s *State, y func(Step) bool) { eachComplexFish(s, 3, frankenFish, y) },
	"Franken Jellyfish":          func(s *State, y func(Step) bool) { eachComplexFish(s, 4, frankenFish, y) },
	"Mutant X-Wing":              func(s *State, y func(Step) bool) { eachComplexFish(s, 2, mutantFish, y) },
	"Law of Leftovers":           eachLeftovers,
	"Skyscraper":                 eachSkyscraper,
	"2-String Kite":              eachTwoStringKite,
	"Remote Pair":                eachRemotePair,
	"Turbot Fish":                eachTurbotFish,
	"Empty Rectangle":            eachEmptyRectangle,
	"XY-Wing":                    eachXYWing,
	"XYZ-Wing":                   eachXYZWing,
	"W-Wing":                     eachWWing,
	"Finned X-Wing":              func(s *State, y func(Step) bool) { eachFinnedFish(s, 2, y) },
	"Finned Swordfish":           func(s *State, y func(Step) bool) { eachFinnedFish(s, 3, y) },
	"Finned Jellyfish":           func(s *State, y func(Step) bool) { eachFinnedFish(s, 4, y) },
	"Sue de Coq":                 eachSueDeCoq,
	"Unique Rectangle Type 1":    eachUniqueRectangle1,
	"Unique Rectangle Type 2":    eachUniqueRectangle2,
	"Unique Rectangle Type 3":    eachUniqueRectangle3,
	"Unique Rectangle Type 4":    eachUniqueRectangle4,
	"Unique Rectangle Type 5":    eachUniqueRectangle5,
	"Unique Rectangle Type 6":    eachUniqueRectangle6,
	"Hidden Rectangle":           eachHiddenRectangle,
	"Avoidable Rectangle Type 1": eachAvoidableRectangle1,
	"Avoidable Rectangle Type 2": eachAvoidableRectangle2,
	"Simple Colouring":           eachSimpleColouring,
	TridagonName:                 eachTridagon,
}

// firstYielded returns the first step each yields at s: the finder of a
// technique whose enumerator lists them all for All steps here, so that
// the step a path takes is the first one listed.
func firstYielded(s *State, each func(*State, func(Step) bool)) (found Step, ok bool) {
	each(s, func(st Step) bool {
		found, ok = st, true
		return false
	})
	return found, ok
}

// AllAt lists the instances of every technique of profile p at position
// s, grouped by technique in catalogue order (whatever the profile's
// order), at most limit a technique (limit <= 0: no cap) with a count of
// the rest. Instances of one technique with the same effect (a hidden
// single found in its box and its column, a naked pair in a row and a
// box) are listed once, as first found. unique says the puzzle has one
// solution, for the uniqueness techniques. The slow techniques (forcing
// chains and nets) run last in catalogue order; AllAt checks ctx before
// each technique and returns what it has with ctx.Err() once ctx is done.
// s is not changed.
func AllAt(ctx context.Context, s *State, unique bool, p Profile, limit int) ([]TechniqueInstances, error) {
	if s == nil || s.Layout == nil {
		return nil, nil
	}
	enabled := make([]bool, len(catalogue))
	for _, k := range p.indices() {
		enabled[k] = true
	}
	var out []TechniqueInstances
	for k := range catalogue {
		if !enabled[k] {
			continue
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		tq := &catalogue[k]
		if tq.needsUnique && !unique {
			continue
		}
		g := TechniqueInstances{Technique: tq.name}
		each, complete := eachFinders[tq.name]
		if !complete {
			each = someFinders[tq.name]
		}
		if capped, ok := cappedFinders[tq.name]; ok {
			g.Steps, g.More = capped(s, limit)
			g.Complete = true
		} else if filtered, ok := filteredFinders[tq.name]; ok {
			g.Complete = complete
			g.Steps, g.More = listFiltered(s, filtered, limit)
		} else if each != nil {
			g.Complete = complete
			seen := map[string]bool{}
			each(s, func(st Step) bool {
				key := effectKey(&st)
				if seen[key] {
					return true
				}
				seen[key] = true
				if limit > 0 && len(g.Steps) >= limit {
					g.More++
				} else {
					// As tryTechnique gives the path's steps, the plain
					// chains read as inferences from their links.
					if st.Inferences == nil && linkChains[st.Technique] {
						st.Inferences = linkInferences(s, st.Links)
					}
					g.Steps = append(g.Steps, st)
				}
				return true
			})
		} else if st, ok := tryTechnique(s, unique, k); ok {
			g.Steps, g.FirstOnly = []Step{st}, true
		}
		if len(g.Steps) > 0 {
			out = append(out, g)
		}
	}
	return out, nil
}

// listFiltered lists the instances of a filtered finder with different
// effects, as AllAt does with the others: the first of each effect, at
// most limit (limit <= 0: no cap), with a count of the rest. The steps
// of these finders remove candidates and place none, so the candidates
// removed are the whole effect.
func listFiltered(s *State, finder func(*State, effectFilter, func(Step) bool), limit int) ([]Step, int) {
	var steps []Step
	more := 0
	seen := map[[10]grid.CellSet]bool{}
	finder(s, func(elim *[10]grid.CellSet) bool {
		if seen[*elim] {
			return false
		}
		seen[*elim] = true
		if limit > 0 && len(steps) >= limit {
			more++
			return false
		}
		return true
	}, func(st Step) bool {
		steps = append(steps, st)
		return true
	})
	return steps, more
}

func eachFullHouse(s *State, yield func(Step) bool) {
	for _, h := range scanOrder {
		empty, n := grid.Cell(-1), 0
		var placed Digits
		for _, c := range s.Layout.House(h).Cells {
			if d := s.Grid[c]; d != 0 {
				placed |= 1 << uint(d)
			} else {
				empty = c
				n++
			}
		}
		missing := AllDigits &^ placed
		if n != 1 || missing.Len() != 1 {
			continue
		}
		d := int8(bits.TrailingZeros16(uint16(missing)))
		if !s.Candidates[empty].Has(d) {
			continue // the position is contradictory; the search reports it
		}
		name := houseName(s.Layout, h)
		st := Step{Technique: "Full House", Placements: []Candidate{{empty, d}}, Houses: []int{h}}
		st.Explanation = cellName(empty) + " is the last empty cell of " + name +
			", so it takes the one digit " + name + " still lacks: " + digitList([]int8{d}) + "."
		st.Text = "Full House: " + string(appendDigit(append(appendCell(nil, empty), '='), d))
		if !yield(st) {
			return
		}
	}
}

func eachNakedSingle(s *State, yield func(Step) bool) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		m := s.Candidates[c]
		if s.Grid[c] != 0 || m.Len() != 1 {
			continue
		}
		if !yield(nakedSingleStep(s, c, int8(bits.TrailingZeros16(uint16(m))))) {
			return
		}
	}
}

func eachHiddenSingle(s *State, yield func(Step) bool) {
	for _, h := range scanOrder {
		_, once := houseDigits(s, h)
		for ds := once; ds != 0; ds &= ds - 1 {
			d := int8(bits.TrailingZeros16(uint16(ds)))
			for _, c := range s.Layout.House(h).Cells {
				if s.Grid[c] == 0 && s.Candidates[c].Has(d) && !yield(hiddenSingleStep(s, h, c, d)) {
					return
				}
			}
		}
	}
}

func eachLocked(s *State, pointing bool, yield func(Step) bool) {
	places := digitPlaces(s)
	l := s.Layout
	first, last := 0, 18
	if pointing {
		first, last = 18, 27
	}
	for a := first; a < last; a++ {
		houseA := l.House(a)
		for d := int8(1); d <= 9; d++ {
			inA := places[d].And(houseA.Set)
			if inA.Len() < 2 {
				continue
			}
			for _, b := range l.HousesOf(inA.First()) {
				if b == a || (b >= 18) == pointing {
					continue
				}
				setB := l.House(b).Set
				if !inA.AndNot(setB).Empty() {
					continue
				}
				elim := places[d].And(setB).AndNot(houseA.Set)
				if !elim.Empty() && !yield(lockedStep(s, pointing, d, a, b, inA, elim)) {
					return
				}
			}
		}
	}
}

func eachNakedSubset(s *State, k int, yield func(Step) bool) {
	l := s.Layout
	for _, h := range scanOrder {
		var cells [9]grid.Cell
		var masks [9]uint16
		n := 0
		for _, c := range l.House(h).Cells {
			if m := s.Candidates[c].Len(); s.Grid[c] == 0 && m >= 2 && m <= k {
				cells[n], masks[n] = c, uint16(s.Candidates[c])
				n++
			}
		}
		stop := pickSubset(masks[:n], k, func(idx []int, union uint16) bool {
			var set grid.CellSet
			for _, i := range idx {
				set = set.With(cells[i])
			}
			st, ok := nakedSubsetStep(s, k, set, Digits(union))
			return ok && !yield(st)
		})
		if stop {
			return
		}
	}
}

func eachHiddenSubset(s *State, k int, yield func(Step) bool) {
	l := s.Layout
	for _, h := range scanOrder {
		house := l.House(h)
		// where[d] holds the positions (0–8) of digit d in the house.
		var where [10]uint16
		var placed Digits
		empty := 0
		for i, c := range house.Cells {
			if d := s.Grid[c]; d != 0 {
				placed |= 1 << uint(d)
				continue
			}
			empty++
			for m := uint16(s.Candidates[c]); m != 0; m &= m - 1 {
				where[bits.TrailingZeros16(m)] |= 1 << uint(i)
			}
		}
		if empty <= k {
			continue // the cells would hold nothing but the subset already
		}
		var digits [9]int8
		var masks [9]uint16
		n := 0
		for d := int8(1); d <= 9; d++ {
			if c := bits.OnesCount16(where[d]); !placed.Has(d) && c >= 2 && c <= k {
				digits[n], masks[n] = d, where[d]
				n++
			}
		}
		stop := pickSubset(masks[:n], k, func(idx []int, positions uint16) bool {
			var subset Digits
			for _, i := range idx {
				subset |= 1 << uint(digits[i])
			}
			st, ok := hiddenSubsetStep(s, k, h, positions, subset)
			return ok && !yield(st)
		})
		if stop {
			return
		}
	}
}

// effectKey identifies what a step does: the digits it places and the
// candidates it removes.
func effectKey(st *Step) string {
	b := make([]byte, 0, 2*(len(st.Placements)+len(st.Eliminations))+1)
	for _, c := range st.Placements {
		b = append(b, byte(c.Cell), byte(c.Digit))
	}
	b = append(b, '/')
	for _, c := range st.Eliminations {
		b = append(b, byte(c.Cell), byte(c.Digit))
	}
	return string(b)
}
