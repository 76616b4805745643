package steps

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// A chain step reads as inferences too: its first node made false is the
// premise, each strong link makes the next node true (the last candidate
// of a bivalue cell, or the last place of a digit in a house), each weak
// link makes the next node false (a peer of a true candidate). Either the
// first node is true or, by the chain, the last one is; a candidate that
// sees both is false.
//
// A group node (a digit's candidates inside a line–region intersection)
// is no single candidate. Made false, it is each of its candidates made
// false. Made true, it is not written down: the removals that made it
// true leave the digit's places in the strong link's house inside the
// group, hence inside the group's other house, and the next weak link is
// read as that lock removing the digit there; at the end of the chain,
// the lock removes the step's eliminations. An almost locked set node
// made true is read the same way: the removals of the set's digit before
// it lock the set's other digits, and each removal after it is that lock
// (RuleALS).

// chainInferences returns the inferences of chain c of graph g, which
// removes elims, or nil when the chain cannot be read as a list of single
// candidates: when both of its ends are groups and it removes more than
// one candidate. A chain whose first node only is a group is read from
// its other end. A chain that ends on a group made true ends on the
// locks that remove elims.
func chainInferences(g *linkGraph, c *chain, elims []Candidate) []Inference {
	nodes := make([]int, c.n)
	for i := range nodes {
		nodes[i] = int(c.nodes[i])
	}
	if nodes[0] >= numCands && nodes[len(nodes)-1] < numCands {
		// Read backwards the chain alternates the same way: its links
		// are strong at both ends, and strong links go both ways.
		for i, j := 0, len(nodes)-1; i < j; i, j = i+1, j-1 {
			nodes[i], nodes[j] = nodes[j], nodes[i]
		}
	}
	l := g.layout
	out := []Inference{{Candidate: nodeCandidate(nodes[0]), Rule: RulePremise, House: -1, Second: -1}}
	offs := []int{0} // the removals of the node made false last
	if nodes[0] >= numCands {
		// A group at both ends: the chain is read from its one
		// elimination made true, which removes the first group.
		out, offs = groupPremise(g, nodes[0], elims)
		if out == nil {
			return nil
		}
	}
	on := -1        // the inference of the single node made true last, or -1 after a group
	lockHouse := -1 // after a group made true: the house whose places it holds
	alsOn := -1     // after an ALS node made true: its set, locked by offs
	for i := 1; i < len(nodes); i++ {
		prev, n := nodes[i-1], nodes[i]
		if i%2 == 1 { // strong: n is true
			h, ok := strongLinkHouse(g, prev, n)
			if !ok {
				return nil
			}
			alsOn = -1
			if h == inALS {
				if g.alsOf(n) < 0 || g.alsOf(n) != g.alsOf(prev) {
					return nil
				}
				on, lockHouse, alsOn = -1, -1, n
				continue
			}
			if n >= numCands {
				on, lockHouse = -1, h
				continue
			}
			in := Inference{Candidate: nodeCandidate(n), On: true, Rule: RuleHouse, House: h, Second: -1, Because: offs}
			if h == inCell {
				in.Rule, in.House = RuleCell, -1
			}
			out = append(out, in)
			on = len(out) - 1
			continue
		}
		// Weak: every candidate of n is false.
		d := g.nodeDigit(n)
		var next []int
		for _, cell := range g.nodeCells(n).Cells() {
			in := Inference{Candidate: Candidate{cell, d}, Rule: RulePeer, House: -1, Second: -1}
			switch {
			case alsOn >= 0:
				if !g.nodeSeen(alsOn).Has(cell) || g.nodeDigit(alsOn) != d {
					return nil
				}
				in.Rule, in.Because, in.Set = RuleALS, offs, g.alsChainCells(alsOn)
			case on >= 0:
				in.Because = []int{on}
				if from := out[on].Cell; from != cell {
					in.House = linkHouse(l, from, cell)
				}
			default:
				in.Rule, in.House, in.Because = RuleLocked, lockHouse, offs
				in.Second = otherGroupHouse(g, prev, lockHouse)
				if in.Second < 0 || !l.House(in.Second).Set.Has(cell) || l.House(lockHouse).Set.Has(cell) {
					return nil
				}
			}
			out = append(out, in)
			next = append(next, len(out)-1)
		}
		offs = next
	}
	if last := nodes[len(nodes)-1]; alsOn >= 0 && last == alsOn {
		for _, e := range elims {
			if e.Digit != g.nodeDigit(last) || !g.nodeSeen(last).Has(e.Cell) {
				return nil
			}
			out = append(out, Inference{Candidate: e, Rule: RuleALS, House: -1, Second: -1, Because: offs, Set: g.alsChainCells(last)})
		}
	} else if last >= numCands {
		for _, e := range elims {
			second := otherGroupHouse(g, last, lockHouse)
			if e.Digit != g.nodeDigit(last) || second < 0 || !l.House(second).Set.Has(e.Cell) || l.House(lockHouse).Set.Has(e.Cell) {
				return nil
			}
			out = append(out, Inference{Candidate: e, Rule: RuleLocked, House: lockHouse, Second: second, Because: offs})
		}
	}
	return out
}

// groupPremise starts a chain whose both ends are groups from its one
// elimination e made true: e removes every candidate of the first group
// (it sees them all), and the chain ends on e made false, by the lock of
// the last group. It returns the inferences and the removals of the
// first group, or nil.
func groupPremise(g *linkGraph, first int, elims []Candidate) ([]Inference, []int) {
	if len(elims) != 1 || elims[0].Digit != g.nodeDigit(first) {
		return nil, nil
	}
	e := elims[0]
	out := []Inference{{Candidate: e, On: true, Rule: RulePremise, House: -1, Second: -1}}
	var offs []int
	for _, cell := range g.nodeCells(first).Cells() {
		h := linkHouse(g.layout, e.Cell, cell)
		if h < 0 || cell == e.Cell {
			return nil, nil
		}
		out = append(out, Inference{Candidate: Candidate{cell, e.Digit}, Rule: RulePeer, House: h, Second: -1, Because: []int{0}})
		offs = append(offs, len(out)-1)
	}
	return out, offs
}

// strongLinkHouse returns the house of the strong link between a and b
// (inCell for a bivalue cell), looked up both ways: a node whose strong
// links fill its slots may keep the link one way only.
func strongLinkHouse(g *linkGraph, a, b int) (int, bool) {
	for _, ab := range [2][2]int{{a, b}, {b, a}} {
		for i := uint8(0); i < g.nStrong[ab[0]]; i++ {
			if int(g.strong[ab[0]][i].to) == ab[1] {
				return int(g.strong[ab[0]][i].house), true
			}
		}
	}
	return 0, false
}

// nodeCandidate returns the candidate of single node n.
func nodeCandidate(n int) Candidate { return Candidate{grid.Cell(n / 9), int8(n%9 + 1)} }

// otherGroupHouse returns the house of group node n other than h: its
// region when h is its line, its line when h is its region; -1 when h is
// neither.
func otherGroupHouse(g *linkGraph, n, h int) int {
	hs := g.groupHouses[n-numCands]
	switch h {
	case int(hs[0]):
		return int(hs[1])
	case int(hs[1]):
		return int(hs[0])
	}
	return -1
}

// linkInferences reads the links of a step that is a plain chain of
// single candidates (an XY-Wing, a Skyscraper, a Remote Pair…) as
// inferences: the links must run end to end, alternate from a strong
// link, and each strong link join the two candidates of a bivalue cell
// or the two places of a digit in a house, as s stands. Otherwise it
// returns nil.
func linkInferences(s *State, links []Link) []Inference {
	if len(links) == 0 || !links[0].Strong {
		return nil
	}
	l := s.Layout
	out := []Inference{{Candidate: links[0].From, Rule: RulePremise, House: -1, Second: -1}}
	for i, k := range links {
		if k.From != out[len(out)-1].Candidate || k.Strong != (i%2 == 0) || k.From == k.To {
			return nil
		}
		in := Inference{Candidate: k.To, On: k.Strong, Rule: RulePeer, House: -1, Second: -1, Because: []int{len(out) - 1}}
		same := k.From.Cell == k.To.Cell
		switch {
		case k.Strong && same:
			if s.Candidates[k.To.Cell].Len() != 2 {
				return nil
			}
			in.Rule = RuleCell
		case k.Strong:
			in.Rule, in.House = RuleHouse, -1
			for _, h := range l.HousesOf(k.To.Cell) {
				if k.From.Digit == k.To.Digit && s.CellsWith(h, k.To.Digit) == (grid.CellSet{}).With(k.From.Cell).With(k.To.Cell) {
					in.House = h
					break
				}
			}
			if in.House < 0 {
				return nil
			}
		case same:
		default:
			if k.From.Digit != k.To.Digit {
				return nil
			}
			if in.House = linkHouse(l, k.From.Cell, k.To.Cell); in.House < 0 {
				return nil
			}
		}
		out = append(out, in)
	}
	return out
}
