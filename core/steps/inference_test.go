package steps

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// replayInferences checks a list of inferences against the position s
// before the step, each from its Because alone, and returns the
// candidates made true and false. The rules are replayed from the
// position, not from the engine's helpers:
//   - premise: element 0 only, resting on nothing;
//   - peer: one true candidate of the same cell (another digit, House -1)
//     or of the same digit in House, which holds both cells;
//   - cell: the Because removes every other candidate of the cell;
//   - house: House holds the cell, and the Because removes every other
//     place of the digit in House;
//   - locked: what the Because removes leaves the digit's places in
//     House, at least one, all inside Second, and the candidate lies in
//     Second outside House;
//   - subset: Cells, two or more open cells of House, and what the Because
//     removes leaves them either (naked) no more digits than cells, the
//     candidate's among them, the candidate lying in House outside Cells,
//     or (hidden) at least as many digits other than the candidate's with
//     no place in House outside Cells, the candidate lying in Cells;
//   - nested: Inner, a branch assuming the candidate true, replays over s
//     less what the Because removes and ends in its contradiction.
//
// Every candidate named must be a candidate of s, and every Because an
// earlier element.
func replayInferences(s *State, infs []Inference) (on, off map[Candidate]bool, err error) {
	on, off = map[Candidate]bool{}, map[Candidate]bool{}
	l := s.Layout
	isCand := func(c Candidate) bool {
		return c.Cell >= 0 && c.Cell < grid.NumCells && c.Digit >= 1 && c.Digit <= 9 &&
			s.Grid[c.Cell] == 0 && s.Candidates[c.Cell].Has(c.Digit)
	}
	house := func(h int) (grid.CellSet, bool) {
		if h < 0 || h >= grid.NumHouses {
			return grid.CellSet{}, false
		}
		return l.House(h).Set, true
	}
	for i, in := range infs {
		fail := func(format string, a ...any) error {
			return fmt.Errorf("inference %d (%v %v %s): %s", i, in.Candidate, in.On, in.Rule, fmt.Sprintf(format, a...))
		}
		if !isCand(in.Candidate) {
			return nil, nil, fail("not a candidate of the position")
		}
		if (i == 0) != (in.Rule == RulePremise) {
			return nil, nil, fail("the premise must be element 0 and only it")
		}
		removed := map[Candidate]bool{} // what the Because removes
		var made []Candidate            // what the Because makes true
		for _, j := range in.Because {
			if j < 0 || j >= i {
				return nil, nil, fail("because %d is not an earlier element", j)
			}
			if infs[j].On {
				made = append(made, infs[j].Candidate)
			} else {
				removed[infs[j].Candidate] = true
			}
		}
		switch in.Rule {
		case RulePremise:
			if len(in.Because) != 0 {
				return nil, nil, fail("a premise rests on nothing")
			}
		case RulePeer:
			if in.On || len(in.Because) != 1 || len(made) != 1 {
				return nil, nil, fail("a peer removal rests on one true candidate")
			}
			p := made[0]
			switch {
			case p.Cell == in.Cell:
				if p.Digit == in.Digit || in.House != -1 {
					return nil, nil, fail("same cell: another digit and no house")
				}
			default:
				hs, ok := house(in.House)
				if p.Digit != in.Digit || !ok || !hs.Has(p.Cell) || !hs.Has(in.Cell) {
					return nil, nil, fail("%v does not share house %d with it", p, in.House)
				}
			}
		case RuleCell:
			if !in.On || len(made) != 0 {
				return nil, nil, fail("a last candidate rests on removals only")
			}
			for _, d := range s.Candidates[in.Cell].List() {
				if d != in.Digit && !removed[Candidate{in.Cell, d}] {
					return nil, nil, fail("candidate %d of the cell is not removed", d)
				}
			}
		case RuleHouse:
			hs, ok := house(in.House)
			if !in.On || len(made) != 0 || !ok || !hs.Has(in.Cell) {
				return nil, nil, fail("a last place rests on removals in a house holding it")
			}
			for _, c := range s.CellsWith(in.House, in.Digit).Cells() {
				if c != in.Cell && !removed[Candidate{c, in.Digit}] {
					return nil, nil, fail("place %v of house %d is not removed", c, in.House)
				}
			}
		case RuleLocked:
			hs, okA := house(in.House)
			second, okB := house(in.Second)
			if in.On || len(made) != 0 || !okA || !okB || in.House == in.Second {
				return nil, nil, fail("a locked removal rests on removals and names two houses")
			}
			if !second.Has(in.Cell) || hs.Has(in.Cell) {
				return nil, nil, fail("not in the second house outside the first")
			}
			left := 0
			for _, c := range s.CellsWith(in.House, in.Digit).Cells() {
				if removed[Candidate{c, in.Digit}] {
					continue
				}
				left++
				if !second.Has(c) {
					return nil, nil, fail("place %v of house %d lies outside house %d", c, in.House, in.Second)
				}
			}
			if left == 0 {
				return nil, nil, fail("no place of the digit is left to lock")
			}
		case RuleSubset:
			if err := replaySubset(s, in, made, removed); err != "" {
				return nil, nil, fail("%s", err)
			}
		case RuleNested:
			if err := replayNested(s, in, made, removed); err != "" {
				return nil, nil, fail("%s", err)
			}
		case RuleALS:
			if err := replayALS(s, in, removed, len(made)); err != nil {
				return nil, nil, fail("%v", err)
			}
		default:
			return nil, nil, fail("unknown rule")
		}
		if in.On {
			on[in.Candidate] = true
		} else {
			off[in.Candidate] = true
		}
	}
	return on, off, nil
}

// replayALS checks a RuleALS removal from its Because alone (removed,
// and made, the count of digits it makes true, which must be none): the
// cells of its Set, empty and apart from it, keep after those removals
// as many digits as there are cells, the removal's digit among them, and
// it sees every place of its digit in the set.
func replayALS(s *State, in Inference, removed map[Candidate]bool, made int) error {
	if in.On || made != 0 || len(in.Set) == 0 || len(in.Because) == 0 {
		return fmt.Errorf("an ALS removal rests on removals and names its set")
	}
	var left Digits
	var set grid.CellSet
	for _, c := range in.Set {
		if c < 0 || c >= grid.NumCells || s.Grid[c] != 0 || set.Has(c) || c == in.Cell {
			return fmt.Errorf("cell %v of the set is not an empty cell apart from the others and the removal", c)
		}
		set = set.With(c)
		for _, d := range s.Candidates[c].List() {
			if removed[Candidate{c, d}] {
				continue
			}
			left |= 1 << uint(d)
			if !s.Layout.Peers(in.Cell).Has(c) && d == in.Digit {
				return fmt.Errorf("place %v of %d in the set is not seen", c, d)
			}
		}
	}
	if left.Len() != len(in.Set) || !left.Has(in.Digit) {
		return fmt.Errorf("the set keeps digits %v, not a lock of %d cells holding %d", left.List(), len(in.Set), in.Digit)
	}
	return nil
}

// checkLinksFollowInferences checks that a list of links draws only what
// the inferences rest on: every link runs from a candidate in the Because
// of an inference of its To (strong into a digit made true, weak into a
// removal), and every such reason has its link.
func checkLinksFollowInferences(links []Link, infs []Inference) error {
	var want []Link
	for _, in := range infs {
		for _, j := range in.Because {
			want = append(want, Link{From: infs[j].Candidate, To: in.Candidate, Strong: in.On})
		}
	}
	for _, k := range links {
		if !slices.Contains(want, k) {
			return fmt.Errorf("link %v -> %v (strong %v) rests on no inference", k.From, k.To, k.Strong)
		}
	}
	for _, k := range want {
		if !slices.Contains(links, k) {
			return fmt.Errorf("the reason %v of %v has no link", k.From, k.To)
		}
	}
	return nil
}

// chainTechniques are the steps that must carry inferences: all of
// them, but for an AIC with a group at both ends that removes more than
// one candidate (see chainInferences), which must stay rare.
var chainTechniques = map[string]bool{
	"X-Chain": true, "XY-Chain": true, "Alternating Inference Chain": true, "Skyscraper": true,
	"2-String Kite": true, "Turbot Fish": true, "XY-Wing": true, "W-Wing": true, "Remote Pair": true,
	"Empty Rectangle": true, alsAICName: true,
}

// checkStepInferences checks every list of inferences of st, taken in s:
// each branch's (see checkBranch and checkForcingStep) and a chain
// step's own, and counts the inferences checked.
func checkStepInferences(s *State, st *Step, rules map[Rule]int) (int, error) {
	n := 0
	defer func() {
		for _, b := range st.Branches {
			for _, in := range b.Inferences {
				rules[in.Rule]++
			}
		}
		for _, in := range st.Inferences {
			rules[in.Rule]++
		}
	}()
	if len(st.Branches) > 0 {
		if err := checkForcingStep(s, st); err != nil {
			return n, err
		}
		for _, b := range st.Branches {
			n += len(b.Inferences)
		}
	}
	if len(st.Inferences) > 0 {
		if err := checkChainInferences(s, st); err != nil {
			return n, err
		}
		n += len(st.Inferences)
	}
	return n, nil
}

// TestInferencesReplay replays, from its Because alone, every inference
// of every forcing and chain step on the paths of top95, a sample of
// top1465 (all of it with STEPS_FULL=1) and janko_133, and of random
// relabellings and moves of them; on the jigsaw paths, which need no
// forcing step, the forcing finders also run on every ninth position.
// INFER_SEED repeats a run.
func TestInferencesReplay(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("INFER_SEED"); v != "" {
		seed, _ = strconv.ParseUint(v, 10, 64)
	}
	t.Logf("INFER_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 16))
	sets := []struct {
		file         string
		every, moved int // take every n-th puzzle, and every n-th again moved
	}{{"classic/top95.txt", 1, 1}, {"bench/top1465.txt", 10, 20}, {"jigsaw/janko_133.txt", 1, 3}}
	switch {
	case testing.Short():
		sets[0].every, sets[0].moved, sets[1].every, sets[1].moved, sets[2].every, sets[2].moved = 5, 10, 100, 200, 10, 20
	case os.Getenv("STEPS_FULL") != "":
		sets[1].every, sets[1].moved = 1, 1
	}
	steps, rules, infs := map[string]int{}, map[Rule]int{}, 0
	unread := map[string]int{} // chain steps without inferences
	for _, set := range sets {
		for i, p := range readPuzzles(t, set.file) {
			var variants []grid.Puzzle
			if i%set.every == 0 {
				variants = append(variants, p)
			}
			if i%set.moved == 0 {
				tf := randomTransform(r, p.Regions().IsStandard())
				variants = append(variants, tf.puzzle(t, p))
			}
			for v, q := range variants {
				where := fmt.Sprintf("%s #%d variant %d (seed %d)", set.file, i, v, seed)
				tr := Solve(q)
				for k := range tr.Steps {
					st := &tr.Steps[k]
					if len(st.Branches) == 0 && len(st.Inferences) == 0 {
						if chainTechniques[st.Technique] {
							unread[st.Technique]++
						}
						continue
					}
					n, err := checkStepInferences(&tr.States[k], st, rules)
					if err != nil {
						t.Fatalf("%s step %d %q: %v", where, k+1, st.Text, err)
					}
					steps[st.Technique]++
					infs += n
				}
				if q.Regions().IsStandard() {
					continue
				}
				for k := 0; k < len(tr.Steps); k += 9 {
					s := tr.States[k]
					for _, find := range []func(*State) (Step, bool){findForcingChain, findForcingNet} {
						if st, ok := find(&s); ok {
							n, err := checkStepInferences(&s, &st, rules)
							if err != nil {
								t.Fatalf("%s position %d %q: %v", where, k, st.Text, err)
							}
							steps["jigsaw "+st.Technique]++
							infs += n
						}
					}
				}
			}
		}
	}
	t.Logf("%d inferences replayed, by rule %v, in steps %v", infs, rules, steps)
	t.Logf("chain steps left without inferences (a group at both ends, more than one elimination): %v", unread)
	for name, n := range unread {
		if name != "Alternating Inference Chain" || 20*n > steps[name] {
			t.Errorf("%d %s steps without inferences", n, name)
		}
	}
	for _, r := range []Rule{RulePeer, RuleCell, RuleHouse, RuleLocked, RuleALS} {
		if rules[r] == 0 {
			t.Errorf("no %s inference in the sample: the test checks too little", r)
		}
	}
}

// checkChainInferences checks a chain step's inferences: they replay,
// the links draw only what they rest on, and the chain proves every
// elimination: it starts from a premise made false, and each elimination
// sees the premise and either sees the last candidate, made true, or is
// removed by the chain itself. Either way, whether the premise is true
// or false, the elimination is false. A chain may also start from its
// one elimination made true and make it false.
func checkChainInferences(s *State, st *Step) error {
	infs := st.Inferences
	_, off, err := replayInferences(s, infs)
	if err != nil {
		return err
	}
	if err := checkLinksFollowInferences(st.Links, infs); err != nil {
		return err
	}
	first, last := infs[0], infs[len(infs)-1]
	if first.On {
		// Read from its one elimination made true, the chain must make
		// it false.
		if len(st.Eliminations) != 1 || st.Eliminations[0] != first.Candidate || !off[first.Candidate] {
			return fmt.Errorf("the premise %v made true is not the one elimination, made false", first.Candidate)
		}
		return nil
	}
	sees := func(a, b Candidate) bool {
		if a.Cell == b.Cell {
			return a.Digit != b.Digit
		}
		return a.Digit == b.Digit && s.Layout.Peers(a.Cell).Has(b.Cell)
	}
	for _, e := range st.Eliminations {
		a, z := first.Candidate, last.Candidate
		if st.Technique == "Remote Pair" && e.Digit != a.Digit {
			// The same chain read backwards removes the pair's other digit.
			a, z = Candidate{a.Cell, e.Digit}, Candidate{z.Cell, other(s, z.Cell, z.Digit)}
		}
		if !sees(a, e) || !(last.On && sees(z, e) || off[e]) {
			return fmt.Errorf("%v does not see the premise %v and either the last %v or its removal", e, first.Candidate, last.Candidate)
		}
	}
	return nil
}

// other returns the digit of bivalue cell c that is not d.
func other(s *State, c grid.Cell, d int8) int8 {
	for _, x := range s.Candidates[c].List() {
		if x != d {
			return x
		}
	}
	return 0
}

// TestInferencesArbitraryPositions runs the forcing and chain finders on
// random positions, with no solution to agree with: every rule is local,
// so every inference must still replay, and nothing may panic.
func TestInferencesArbitraryPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 3))
	layouts := []*grid.Layout{grid.Standard(), advJigsawLayout(t)}
	n := 300
	if testing.Short() {
		n = 60
	}
	finders := []func(*State) (Step, bool){findForcingChain, findForcingNet, findDynamicForcing, findAIC, findAICWithALS, findXChain, findXYChain, findEmptyRectangle}
	found := 0
	for i := range n {
		s := State{Layout: layouts[i%2]}
		density := 2 + rng.IntN(4)
		for c := range s.Candidates {
			if rng.IntN(6) < density {
				s.Candidates[c] = Digits(rng.Uint32()) & AllDigits
			}
			if s.Candidates[c] == 0 {
				s.Grid[c] = 1
			}
		}
		for _, find := range finders {
			st, ok := find(&s)
			if !ok {
				continue
			}
			found++
			if _, err := checkStepInferences(&s, &st, map[Rule]int{}); err != nil {
				t.Fatalf("position %d %q: %v", i, st.Text, err)
			}
		}
	}
	t.Logf("%d steps on %d random positions", found, n)
	if found == 0 {
		t.Fatal("no step found: the test checks nothing")
	}
}

// replaySubset checks a subset inference (see replayInferences) and
// says what is wrong with it, or "".
func replaySubset(s *State, in Inference, made []Candidate, removed map[Candidate]bool) string {
	if in.On || len(made) != 0 || in.House < 0 || in.House >= grid.NumHouses || len(in.Cells) < 2 {
		return "a subset removal rests on removals and names a house and its cells"
	}
	hs := s.Layout.House(in.House).Set
	var cells grid.CellSet
	for _, c := range in.Cells {
		if !hs.Has(c) || s.Grid[c] != 0 || cells.Has(c) {
			return fmt.Sprintf("cell %v is not an open cell of house %d, or twice", c, in.House)
		}
		cells = cells.With(c)
	}
	if !hs.Has(in.Cell) {
		return "the candidate is not in the subset's house"
	}
	if !cells.Has(in.Cell) { // naked
		var ds Digits
		for _, c := range in.Cells {
			for _, d := range s.Candidates[c].List() {
				if !removed[Candidate{c, d}] {
					ds |= DigitSet(d)
				}
			}
		}
		if ds.Len() > len(in.Cells) || !ds.Has(in.Digit) {
			return fmt.Sprintf("naked: the cells keep %v, not a subset holding %d", ds.List(), in.Digit)
		}
		return ""
	}
	confined := 0 // hidden: digits with no place left outside the cells
	for d := int8(1); d <= 9; d++ {
		if d == in.Digit {
			continue
		}
		if s.CellsWith(in.House, d).Empty() {
			continue // placed in the position: not the subset's
		}
		out := true
		for _, q := range s.CellsWith(in.House, d).AndNot(cells).Cells() {
			if !removed[Candidate{q, d}] {
				out = false
			}
		}
		if out {
			confined++
		}
	}
	if confined < len(in.Cells) {
		return fmt.Sprintf("hidden: %d digits confined to %d cells", confined, len(in.Cells))
	}
	return ""
}

// replayNested checks a nested inference (see replayInferences) and says
// what is wrong with it, or "".
func replayNested(s *State, in Inference, made []Candidate, removed map[Candidate]bool) string {
	b := in.Inner
	if in.On || len(made) != 0 || b == nil || !b.Contradiction || b.Premise != in.Candidate || !b.On {
		return "a nested removal rests on removals and carries a contradiction branch assuming it true"
	}
	inner := *s
	for c := range removed {
		inner.Candidates[c.Cell] &^= DigitSet(c.Digit)
	}
	on, off, err := checkBranch(&inner, *b)
	if err == nil {
		err = checkBreakdown(&inner, b.Breakdown, on, off)
	}
	if err != nil {
		return "inner branch " + b.Text + ": " + err.Error()
	}
	return ""
}
