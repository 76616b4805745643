package board

import (
	"slices"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// alsStep is top95 #12's step 8 (the window's numbering), an AIC with
// ALS: (6=4)r1234c7-(4=2)r1c9-(2=4)r4c7,r4c9,r6c7,r6c9-(4=6)r6c15 =>
// r6c7<>6, with the inferences and pattern the engine gives it.
func alsStep(t *testing.T) *steps.Step {
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	cells := func(names ...string) []grid.Cell {
		var out []grid.Cell
		for _, n := range names {
			out = append(out, boardCell(t, n))
		}
		return out
	}
	a, b, cc := cells("r1c7", "r2c7", "r3c7", "r4c7"), cells("r4c7", "r4c9", "r6c7", "r6c9"), cells("r6c1", "r6c5")
	return &steps.Step{
		Kind: steps.Logic, Technique: "AIC with ALS",
		Eliminations: []steps.Candidate{c("r6c7", 6)},
		Pattern: []steps.Candidate{c("r3c7", 6), c("r4c7", 6), c("r1c7", 4), c("r3c7", 4), c("r1c9", 4), c("r1c9", 2),
			c("r4c9", 2), c("r6c9", 2), c("r6c7", 4), c("r6c9", 4), c("r6c5", 4), c("r6c1", 6), c("r6c5", 6)},
		Inferences: []steps.Inference{
			{Candidate: c("r6c7", 6), On: true, Rule: steps.RulePremise, House: -1, Second: -1},
			{Candidate: c("r3c7", 6), Rule: steps.RulePeer, House: 15, Second: -1, Because: []int{0}},
			{Candidate: c("r4c7", 6), Rule: steps.RulePeer, House: 15, Second: -1, Because: []int{0}},
			{Candidate: c("r1c9", 4), Rule: steps.RuleALS, House: -1, Second: -1, Because: []int{1, 2}, Set: a},
			{Candidate: c("r1c9", 2), On: true, Rule: steps.RuleCell, House: -1, Second: -1, Because: []int{3}},
			{Candidate: c("r4c9", 2), Rule: steps.RulePeer, House: 17, Second: -1, Because: []int{4}},
			{Candidate: c("r6c9", 2), Rule: steps.RulePeer, House: 17, Second: -1, Because: []int{4}},
			{Candidate: c("r6c5", 4), Rule: steps.RuleALS, House: -1, Second: -1, Because: []int{5, 6}, Set: b},
			{Candidate: c("r6c7", 6), Rule: steps.RuleALS, House: -1, Second: -1, Because: []int{7}, Set: cc},
		},
	}
}

// An AIC with ALS reads strong and weak in turn: each set's strong link
// is a solid arrow from a removal that locks the set to a place of the
// locked digit in it, and the weak link a dashed arrow from there on,
// never one dashed arrow straight from the removal.
func TestALSStrongLinkDrawn(t *testing.T) {
	st := alsStep(t)
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	r := resolveRoles(st, 0, 0)
	type arrow struct {
		from, to steps.Candidate
		strong   bool
	}
	got := map[arrow]bool{}
	strong := 0
	for _, a := range r.arrows {
		got[arrow{a.from, a.to, a.strong}] = true
		if a.strong {
			strong++
		}
	}
	for _, want := range []arrow{
		{c("r3c7", 6), c("r3c7", 4), true}, {c("r3c7", 4), c("r1c9", 4), false},
		{c("r6c9", 2), c("r6c7", 4), true}, {c("r6c7", 4), c("r6c5", 4), false},
		{c("r6c5", 4), c("r6c5", 6), true}, {c("r6c5", 6), c("r6c7", 6), false},
		{c("r1c9", 4), c("r1c9", 2), true},
	} {
		if !got[want] {
			t.Errorf("no arrow %s -> %s (strong %v) among %v", candName(want.from), candName(want.to), want.strong, r.arrows)
		}
	}
	if got[arrow{c("r3c7", 6), c("r1c9", 4), false}] || got[arrow{c("r4c7", 6), c("r1c9", 4), false}] {
		t.Error("a removal joined straight to what the set removes, past the set's strong link")
	}
	if strong != 4 || len(r.arrows) != 11 {
		t.Errorf("%d arrows, %d solid: want 11 and 4 (the cell's and the three sets' strong links)", len(r.arrows), strong)
	}
	for _, v := range []steps.Candidate{c("r3c7", 4), c("r6c7", 4), c("r6c5", 6)} {
		if !r.via[v.Cell].Has(v.Digit) {
			t.Errorf("%s is not drawn as where a set's strong link lands", candName(v))
		}
	}
	// A set with no place of the digit in the pattern keeps the plain
	// arrows from the removals.
	st.Pattern = st.Pattern[:2]
	r = resolveRoles(st, 0, 0)
	for _, a := range r.arrows {
		if a.from == c("r3c7", 6) && a.to == c("r1c9", 4) && !a.strong {
			return
		}
	}
	t.Errorf("without the set's places, no arrow r3c7:6 -> r1c9:4: %v", r.arrows)
}

// Where an ALS step is drawn, the place of the set's locked digit that
// its strong link lands on is drawn in the link's ink, a role of its
// own: the legend lists it, its picture in that ink.
func TestALSLockedDigitIsInTheLegend(t *testing.T) {
	if !slices.Contains(Roles(), RoleLocked) {
		t.Fatalf("the legend does not list %q", RoleLocked)
	}
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		if RoleLocked.colour(dark) != pal.link {
			t.Errorf("dark %v: %q is %v in the legend, the board draws it %v", dark, RoleLocked, RoleLocked.colour(dark), pal.link)
		}
	}
	sw := RoleSwatch(RoleLocked, nil, 52, 52)
	ink := 0
	for y := range 52 {
		for x := range 52 {
			if near(sw.At(x, y), PaletteOf(nil).link) {
				ink++
			}
		}
	}
	if ink < 40 {
		t.Errorf("the legend's picture of %q has %d pixels in the link's ink", RoleLocked, ink)
	}
	// On the board, the candidate is drawn in that role.
	var m Model
	for c := range m.Candidates {
		m.Candidates[c] = steps.AllDigits
	}
	m.Step = alsStep(t)
	p := &boardPainter{v: &boardView{model: m}}
	p.roles = resolveRoles(m.Step, 0, 0)
	at := steps.Candidate{Cell: boardCell(t, "r3c7"), Digit: 4}
	if got := p.roleOf(at.Cell, at.Digit); got != candVia {
		t.Errorf("%s is drawn as %v, not as where the strong link lands", candName(at), got)
	}
}
