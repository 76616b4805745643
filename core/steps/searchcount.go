package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// Counting without a trace. A viewer's side-by-side summary wants the
// nodes each algorithm needs on the open puzzle, and plain backtracking
// can need millions, far more than a trace can hold. These counters run
// the same searches as the traced modes, on bitmasks with nothing
// recorded, and agree with a trace's counts whenever the trace is not
// stopped by its own budget.

// CountBudget is the node cap of CompareSearch: about a second of plain
// backtracking on one core.
const CountBudget = 10_000_000

// SearchCount is one algorithm's counts for a puzzle.
type SearchCount struct {
	Mode SearchMode
	SearchCounts
	// Status is Solved, Unsolvable, Stopped (the budget ran out) or
	// Invalid (givens that break a rule; the counts are zero).
	Status Status
}

// CountSearch runs search mode m on p for at most budget nodes (budget
// ≤ 0 means CountBudget) and returns its counts, without building a
// path. Full counts the exact solver's own search from the givens (the
// path of Options{Search: Full, NoLogic: true}); it has no budget,
// since the solver always settles the puzzle. Guided has no search of its own to run:
// it builds Solve's path and returns its counts.
func CountSearch(p grid.Puzzle, m SearchMode, budget int) SearchCount {
	out := SearchCount{Mode: m}
	if p.Validate() != nil {
		out.Status = Invalid
		return out
	}
	if budget <= 0 {
		budget = CountBudget
	}
	switch m {
	case Guided:
		t := Solve(p)
		out.SearchCounts, out.Status = t.Counts, t.Status
	case Full:
		r := solver.Solve(p, 1)
		out.Nodes, out.Backtracks, out.Deepest = r.Guesses, r.Backtracks, r.Deepest
		switch r.Status {
		case solver.None:
			out.Status = Unsolvable
		case solver.Unknown:
			out.Status, out.Stopped = Stopped, true
		default:
			out.Status = Solved
		}
	case MRV, Plain:
		c := newCounter(p, budget)
		if m == MRV {
			out.Status = c.mrv()
		} else {
			out.Status = c.plain()
		}
		out.SearchCounts = c.counts
	}
	return out
}

// CompareSearch counts the three real searches on p (Full, MRV, Plain)
// with the default budgets, for a side-by-side summary.
func CompareSearch(p grid.Puzzle) []SearchCount {
	return []SearchCount{CountSearch(p, Full, 0), CountSearch(p, MRV, 0), CountSearch(p, Plain, 0)}
}

// counter runs the MRV and Plain searches on bitmasks. Digits are bit d
// of a mask, as in Digits.
type counter struct {
	givens grid.Grid
	layout *grid.Layout
	puzzle grid.Puzzle // for its given candidates, if any
	budget int
	counts SearchCounts
}

func newCounter(p grid.Puzzle, budget int) *counter {
	return &counter{givens: p.Givens, layout: p.Regions(), puzzle: p, budget: budget}
}

// mrvPosition is a position of the MRV search: the candidates of the
// open cells (0 for a placed one) and the placed digits.
type mrvPosition struct {
	cand  [grid.NumCells]uint16
	value [grid.NumCells]int8
}

// mrv runs MRV's search: the same as the MRV mode's path, with the
// propagation as a queue of cells down to one candidate.
func (k *counter) mrv() Status {
	peers := peerLists(k.layout)
	var stack [grid.NumCells + 1]struct {
		pos  mrvPosition
		cell grid.Cell
		bit  uint16
	}
	var cur mrvPosition
	var queue []grid.Cell
	// place puts d in c and propagates; it reports false on a cell left
	// with no candidate.
	place := func(c grid.Cell, bit uint16) bool {
		queue = queue[:0]
		for {
			cur.value[c] = int8(bits.TrailingZeros16(bit))
			cur.cand[c] = 0
			for _, q := range peers[c] {
				if m := cur.cand[q]; m&bit != 0 {
					m &^= bit
					cur.cand[q] = m
					if m == 0 {
						return false
					}
					if m&(m-1) == 0 {
						queue = append(queue, q)
					}
				}
			}
			for {
				if len(queue) == 0 {
					return true
				}
				c, queue = queue[len(queue)-1], queue[:len(queue)-1]
				if cur.value[c] == 0 {
					break
				}
			}
			bit = cur.cand[c]
		}
	}
	s := NewState(grid.Puzzle{Givens: k.givens, Layout: k.layout, Candidates: k.puzzle.Candidates})
	ok := true
	for c := range cur.cand {
		cur.cand[c], cur.value[c] = uint16(s.Candidates[c]), s.Grid[c]
		if s.Grid[c] == 0 && s.Candidates[c] == 0 {
			ok = false
		}
	}
	for c := grid.Cell(0); ok && c < grid.NumCells; c++ {
		if m := cur.cand[c]; cur.value[c] == 0 && m&(m-1) == 0 {
			ok = place(c, m)
		}
	}
	depth := 0
	for {
		if !ok {
			if depth == 0 {
				return Unsolvable
			}
			depth--
			k.counts.Backtracks++
			top := &stack[depth]
			cur = top.pos
			m := cur.cand[top.cell] &^ top.bit
			cur.cand[top.cell] = m
			ok = m != 0
			if ok && m&(m-1) == 0 {
				ok = place(top.cell, m)
			}
			continue
		}
		cell, fewest := grid.Cell(-1), 10
		for c, m := range cur.cand {
			if n := bits.OnesCount16(m); cur.value[c] == 0 && n < fewest {
				cell, fewest = grid.Cell(c), n
			}
		}
		if cell < 0 {
			return Solved
		}
		if k.counts.Nodes >= k.budget {
			k.counts.Stopped = true
			return Stopped
		}
		bit := cur.cand[cell] & -cur.cand[cell]
		stack[depth].pos, stack[depth].cell, stack[depth].bit = cur, cell, bit
		depth++
		k.counts.Nodes++
		k.counts.Deepest = max(k.counts.Deepest, depth)
		ok = place(cell, bit)
	}
}

// plain runs plain backtracking: the empty cells in order, each trying
// its digits upwards among those no placed peer holds.
func (k *counter) plain() Status {
	var used [grid.NumHouses]uint16
	var houses [grid.NumCells][3]int
	var empty []grid.Cell
	var allowed [grid.NumCells]uint16 // each cell's given candidates, as Digits
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		houses[c] = k.layout.HousesOf(c)
		allowed[c] = k.puzzle.CandidatesAt(int(c)) << 1
		if d := k.givens[c]; d != 0 {
			for _, h := range houses[c] {
				used[h] |= 1 << uint(d)
			}
		} else {
			empty = append(empty, c)
		}
	}
	// tried[i] holds the digits the i-th empty cell has tried under the
	// current values of the cells before it; placed[i] the one it holds.
	tried := make([]uint16, len(empty)+1)
	placed := make([]uint16, len(empty)+1)
	i := 0
	for i < len(empty) {
		hs := &houses[empty[i]]
		free := allowed[empty[i]] &^ (used[hs[0]] | used[hs[1]] | used[hs[2]] | tried[i])
		if free == 0 {
			if i == 0 {
				return Unsolvable
			}
			i--
			k.counts.Backtracks++
			hs := &houses[empty[i]]
			bit := placed[i]
			used[hs[0]] &^= bit
			used[hs[1]] &^= bit
			used[hs[2]] &^= bit
			tried[i] |= bit
			continue
		}
		if k.counts.Nodes >= k.budget {
			k.counts.Stopped = true
			return Stopped
		}
		bit := free & -free
		placed[i] = bit
		used[hs[0]] |= bit
		used[hs[1]] |= bit
		used[hs[2]] |= bit
		i++
		tried[i] = 0
		k.counts.Nodes++
		k.counts.Deepest = max(k.counts.Deepest, i)
	}
	return Solved
}

// peerLists lists each cell's peers on layout l.
func peerLists(l *grid.Layout) *[grid.NumCells][]grid.Cell {
	var out [grid.NumCells][]grid.Cell
	all := make([]grid.Cell, 0, grid.NumCells*24)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		start := len(all)
		visitCells(l.Peers(c), func(q grid.Cell) { all = append(all, q) })
		out[c] = all[start:len(all):len(all)]
	}
	return &out
}
