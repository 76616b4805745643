package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Named single-digit and bivalue patterns. Each is a short chain that the
// X-Chain, XY-Chain or AIC finders would also find; the catalogue runs
// these first so that the step carries the name a learner looks up.

// findRemotePair looks for bivalue cells that all hold the same two
// digits a and b, each seeing the next: along such a chain the cells
// alternate a and b, so two of them an odd number of links apart (three
// or more) hold one a and one b, and a cell seeing both is neither. It
// is the first of eachRemotePair.
func findRemotePair(s *State) (Step, bool) { return firstYielded(s, eachRemotePair) }

// eachRemotePair hands yield every Remote Pair that removes something,
// one for each two cells of a pair an odd distance of three or more
// apart (along a shortest chain), in the order findRemotePair takes the
// first, until yield returns false.
func eachRemotePair(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	var done grid.CellSet
	for rest := m.bivalue; !rest.Empty(); {
		c0 := rest.First()
		rest = rest.Without(c0)
		if done.Has(c0) {
			continue
		}
		pair := s.Candidates[c0] & AllDigits
		a, b := pairDigits(pair)
		same := m.bivalue.And(m.with[a]).And(m.with[b])
		done = done.Or(same)
		if same.Len() < 4 {
			continue
		}
		targets := m.with[a].Or(m.with[b]).AndNot(same)
		if targets.Empty() {
			continue
		}
		// From each cell, a breadth-first walk over the cells of the pair
		// gives the distance to the others; an odd one of three or more
		// joins two cells of different digits.
		for starts := same; !starts.Empty(); {
			u := starts.First()
			starts = starts.Without(u)
			var dist [grid.NumCells]int8
			var parent [grid.NumCells]grid.Cell
			var queue [grid.NumCells]grid.Cell
			dist[u] = 1 // distance plus one; 0 is unseen
			queue[0] = u
			for head, tail := 0, 1; head < tail; head++ {
				x := queue[head]
				for next := m.layout.Peers(x).And(same); !next.Empty(); {
					v := next.First()
					next = next.Without(v)
					if dist[v] != 0 {
						continue
					}
					dist[v], parent[v] = dist[x]+1, x
					queue[tail] = v
					tail++
					if d := dist[v] - 1; d >= 3 && d%2 == 1 && v > u {
						elim := targets.And(m.layout.Peers(u)).And(m.layout.Peers(v))
						if !elim.Empty() && !yield(remotePairStep(&m, a, b, u, v, &parent, elim)) {
							return
						}
					}
				}
			}
		}
	}
}

// remotePairStep makes the step of the remote pair from u to v (whose
// walk parents lead back to u) that removes a and b from elim.
func remotePairStep(m *candidateMap, a, b int8, u, v grid.Cell, parent *[grid.NumCells]grid.Cell, elim grid.CellSet) Step {
	var path []grid.Cell
	for c := v; ; c = parent[c] {
		path = append(path, c)
		if c == u {
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	st := Step{Technique: "Remote Pair", Kind: Logic}
	for _, c := range elim.Cells() {
		for _, d := range [2]int8{a, b} {
			if m.with[d].Has(c) {
				st.Eliminations = append(st.Eliminations, Candidate{c, d})
			}
		}
	}
	x, y := a, b // the chain reads (a=b)c1-(b=a)c2-...
	for i, c := range path {
		st.Pattern = append(st.Pattern, Candidate{c, a}, Candidate{c, b})
		st.Links = append(st.Links, Link{From: Candidate{c, x}, To: Candidate{c, y}, Strong: true})
		if i+1 < len(path) {
			st.Links = append(st.Links, Link{From: Candidate{c, y}, To: Candidate{path[i+1], y}})
			st.Houses = appendHouse(st.Houses, linkHouse(m.layout, c, path[i+1]))
		}
		x, y = y, x
	}
	pairText := strconv.Itoa(int(a)) + "/" + strconv.Itoa(int(b))
	chain := make([]byte, 0, 5*len(path))
	for i, c := range path {
		if i > 0 {
			chain = append(chain, '-')
		}
		chain = appendCell(chain, c)
	}
	st.Text = logicText("Remote Pair", pairText+" "+string(chain), &st)
	st.Explanation = "Each of " + words.And(cellNames(path)) + " holds only " + strconv.Itoa(int(a)) + " and " +
		strconv.Itoa(int(b)) + ", and each sees the next, so along the chain they alternate: " + cellName(u) +
		" and " + cellName(v) + ", an odd number of links apart, hold one " + strconv.Itoa(int(a)) +
		" and one " + strconv.Itoa(int(b)) + ". " + cellWords(elim.Cells()) + ", which " + seeVerb(elim.Len()) +
		" both, can be neither: remove " + eliminationWords(st.Eliminations) + "."
	return st
}

// conjugatePair is a house holding a digit in exactly two cells.
type conjugatePair struct {
	a, b  grid.Cell
	house int
}

// findTurbotFish looks for two conjugate pairs of one digit, a=b and c=e,
// whose inner ends b and c see each other: they cannot both hold the
// digit, so a or e does, and no cell seeing both a and e can. The shapes
// that are a Skyscraper (two parallel lines, inner ends in one cross
// line) or a 2-String Kite (a row and a column, inner ends in one region)
// are left to those finders, which come first. It is the first of
// eachTurbotFish.
func findTurbotFish(s *State) (Step, bool) { return firstYielded(s, eachTurbotFish) }

// eachTurbotFish hands yield every Turbot Fish that removes something
// and is neither a Skyscraper nor a 2-String Kite, in the order
// findTurbotFish takes the first, until yield returns false.
func eachTurbotFish(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for d := int8(1); d <= 9; d++ {
		var pairs [grid.NumHouses]conjugatePair
		n := 0
	houses:
		for h := 0; h < grid.NumHouses; h++ {
			in := m.layout.House(h).Set.And(m.with[d])
			if in.Len() != 2 {
				continue
			}
			a, b := twoCells(in)
			for _, p := range pairs[:n] {
				if p.a == a && p.b == b {
					continue houses // the same pair in a line and a region
				}
			}
			pairs[n] = conjugatePair{a, b, h}
			n++
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				p, q := pairs[i], pairs[j]
				for _, ends := range [4][4]grid.Cell{{p.a, p.b, q.a, q.b}, {p.a, p.b, q.b, q.a}, {p.b, p.a, q.a, q.b}, {p.b, p.a, q.b, q.a}} {
					a, b, c, e := ends[0], ends[1], ends[2], ends[3]
					if a == c || a == e || b == c || b == e || !m.layout.Peers(b).Has(c) {
						continue
					}
					if skyscraperOrKite(m.layout, p.house, q.house, b, c) {
						continue
					}
					elim := m.with[d].And(m.seenByBoth(a, e))
					if elim.Empty() {
						continue
					}
					if !yield(turbotStep(&m, d, a, b, c, e, p.house, q.house, elim)) {
						return
					}
				}
			}
		}
	}
}

// skyscraperOrKite reports whether the chain with strong links in houses
// h1 and h2 and inner ends b and c is a Skyscraper or a 2-String Kite.
func skyscraperOrKite(l *grid.Layout, h1, h2 int, b, c grid.Cell) bool {
	k1, k2 := l.House(h1).Kind, l.House(h2).Kind
	switch {
	case k1 == grid.RowHouse && k2 == grid.RowHouse:
		return b.Col() == c.Col()
	case k1 == grid.ColumnHouse && k2 == grid.ColumnHouse:
		return b.Row() == c.Row()
	case k1 != grid.RegionHouse && k2 != grid.RegionHouse: // a row and a column
		return l.Region(b) == l.Region(c)
	}
	return false
}

func turbotStep(m *candidateMap, d int8, a, b, c, e grid.Cell, h1, h2 int, elim grid.CellSet) Step {
	st := Step{
		Technique:    "Turbot Fish",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, d),
		Pattern:      []Candidate{{a, d}, {b, d}, {c, d}, {e, d}},
		Houses:       appendHouse(appendHouse([]int{h1}, h2), linkHouse(m.layout, b, c)),
		Links: []Link{
			{From: Candidate{a, d}, To: Candidate{b, d}, Strong: true},
			{From: Candidate{b, d}, To: Candidate{c, d}},
			{From: Candidate{c, d}, To: Candidate{e, d}, Strong: true},
		},
	}
	ds := strconv.Itoa(int(d))
	chain := appendCell(nil, a)
	chain = appendCell(append(chain, '='), b)
	chain = appendCell(append(chain, '-'), c)
	chain = appendCell(append(chain, '='), e)
	st.Text = logicText("Turbot Fish", ds+" "+string(chain), &st)
	st.Explanation = ds + " goes in " + cellName(a) + " or " + cellName(b) + " in " + houseName(m.layout, h1) +
		", and in " + cellName(c) + " or " + cellName(e) + " in " + houseName(m.layout, h2) + ". " +
		cellName(b) + " and " + cellName(c) + " see each other, so they cannot both be " + ds + ": " +
		cellName(a) + " or " + cellName(e) + " is " + ds + ". " + cellWords(elim.Cells()) + ", which " +
		seeVerb(elim.Len()) + " both, cannot be " + ds + "."
	return st
}

// findEmptyRectangle looks, for a digit d, for a region whose candidates
// of d all lie on one row and one column (the cross), using both: the
// rest of the region is the empty rectangle. With a conjugate pair p=q of
// d outside the region, p on one arm's line A: if p is d, the region's d
// is off line A, so on the other line B, and a cell of B outside the
// region cannot be d; if q is d, a cell seeing q cannot be. So a cell of
// B outside the region that sees q loses d. Everything is stated on
// houses, so a jigsaw region works like a box. It is the first of
// eachEmptyRectangle.
func findEmptyRectangle(s *State) (Step, bool) { return firstYielded(s, eachEmptyRectangle) }

// eachEmptyRectangle hands yield every Empty Rectangle that removes
// something, one for each region, cross, arm and conjugate pair, in the
// order findEmptyRectangle takes the first, until yield returns false.
func eachEmptyRectangle(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	l := m.layout
	for d := int8(1); d <= 9; d++ {
		for r := 18; r < grid.NumHouses; r++ {
			region := l.House(r).Set
			in := region.And(m.with[d])
			if in.Len() < 2 {
				continue
			}
			var rowsSeen uint16
			for _, c := range l.House(r).Cells {
				row := c.Row()
				if rowsSeen&(1<<uint(row)) != 0 {
					continue
				}
				rowsSeen |= 1 << uint(row)
				rowSet := l.House(row).Set
				rest := in.AndNot(rowSet)
				if rest.Empty() || in.And(rowSet).Empty() {
					continue // all in one line: locked candidates, not a rectangle
				}
				col := 9 + rest.First().Col()
				colSet := l.House(col).Set
				if !rest.AndNot(colSet).Empty() || in.AndNot(colSet).Empty() {
					continue
				}
				if region.And(rowSet.Or(colSet)).Len() < 3 {
					continue // the cross needs three cells, or it is a mere pair
				}
				for _, lines := range [2][2]int{{row, col}, {col, row}} {
					if !emptyRectanglesFrom(&m, d, r, lines[0], lines[1], in, yield) {
						return
					}
				}
			}
		}
	}
}

// emptyRectanglesFrom completes the empty rectangle of d in region r
// (candidates in), whose arms lie on lines a and b, with each conjugate
// pair from line a, handing yield the steps; it returns false when yield
// asked to stop.
func emptyRectanglesFrom(m *candidateMap, d int8, r, a, b int, in grid.CellSet, yield func(Step) bool) bool {
	l := m.layout
	region := l.House(r).Set
	lineB := l.House(b).Set.And(m.with[d]).AndNot(region)
	if lineB.Empty() {
		return true
	}
	for ps := l.House(a).Set.And(m.with[d]).AndNot(region); !ps.Empty(); {
		p := ps.First()
		ps = ps.Without(p)
		for _, h := range l.HousesOf(p) {
			pair := l.House(h).Set.And(m.with[d])
			if h == a || pair.Len() != 2 {
				continue
			}
			q := pair.Without(p).First()
			if region.Has(q) {
				continue
			}
			elim := lineB.And(l.Peers(q)).Without(p)
			if elim.Empty() {
				continue
			}
			if !yield(emptyRectangleStep(m, d, r, a, b, h, p, q, in, elim)) {
				return false
			}
		}
	}
	return true
}

func emptyRectangleStep(m *candidateMap, d int8, r, a, b, h int, p, q grid.Cell, in, elim grid.CellSet) Step {
	l := m.layout
	st := Step{
		Technique:    "Empty Rectangle",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, d),
		Pattern:      append(eliminationsOf(in, d), Candidate{p, d}, Candidate{q, d}),
		Houses:       []int{r, a, b, h},
		Links:        []Link{{From: Candidate{q, d}, To: Candidate{p, d}, Strong: true}},
	}
	if infs := emptyRectangleInferences(l, d, r, a, b, h, p, q, in, elim); infs != nil {
		st.Inferences, st.Links = infs, inferenceLinks(infs)
	}
	ds := strconv.Itoa(int(d))
	what := ds + " in " + houseSetShort(l, []int{r}) + " (" + cellName(p) + "/" + cellName(q) + ")"
	st.Text = logicText("Empty Rectangle", what, &st)
	rn, an, bn := houseName(l, r), houseName(l, a), houseName(l, b)
	st.Explanation = "In " + rn + ", " + ds + " lies only in " + an + " and " + bn + " (the rest of " + rn +
		" is an empty rectangle). In " + houseName(l, h) + ", " + ds + " goes in " + cellName(p) + " or " +
		cellName(q) + ". If " + cellName(p) + " is " + ds + ", " + rn + " has no " + ds + " left in " + an +
		", so its " + ds + " is in " + bn + " and no other cell of " + bn + " can be " + ds + ". If " +
		cellName(q) + " is " + ds + ", the cells that see it cannot be. Either way remove " +
		eliminationWords(st.Eliminations) + "."
	return st
}

// emptyRectangleInferences reads an empty rectangle as a chain: q false
// makes p true (the pair in h), p removes d from the region's cells in
// line a, which locks the region's d in line b, and the lock removes the
// eliminations; q true removes them itself, as they see it. It returns
// nil when the region has no d in line a outside line b to remove.
func emptyRectangleInferences(l *grid.Layout, d int8, r, a, b, h int, p, q grid.Cell, in, elim grid.CellSet) []Inference {
	armA := in.And(l.House(a).Set).AndNot(l.House(b).Set)
	if armA.Empty() {
		return nil
	}
	infs := []Inference{
		{Candidate: Candidate{q, d}, Rule: RulePremise, House: -1, Second: -1},
		{Candidate: Candidate{p, d}, On: true, Rule: RuleHouse, House: h, Second: -1, Because: []int{0}},
	}
	var removed []int
	for _, c := range armA.Cells() {
		infs = append(infs, Inference{Candidate: Candidate{c, d}, Rule: RulePeer, House: a, Second: -1, Because: []int{1}})
		removed = append(removed, len(infs)-1)
	}
	for _, e := range elim.Cells() {
		infs = append(infs, Inference{Candidate: Candidate{e, d}, Rule: RuleLocked, House: r, Second: b, Because: removed})
	}
	return infs
}
