package allsteps

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestPanelGroupsPicksAndApplies(t *testing.T) {
	test.NewTempApp(t)
	p := New()
	groups := []steps.TechniqueInstances{
		{Technique: "Hidden Single", Complete: true, More: 3, Steps: []steps.Step{{Text: "Hidden Single: r1c1=5"}, {Text: "Hidden Single: r2c2=6"}}},
		{Technique: "XY-Wing", FirstOnly: true, Steps: []steps.Step{{Text: "XY-Wing: r3c3<>7"}}},
		{Technique: "ALS Chain", Steps: []steps.Step{{Text: "ALS Chain: a"}, {Text: "ALS Chain: b"}}},
		// Searched from every start, all to one effect: not "the first found".
		{Technique: "Death Blossom", Steps: []steps.Step{{Text: "Death Blossom: c"}}},
	}
	var picked, applied *steps.Step
	p.OnPick = func(st *steps.Step) { picked = st }
	p.OnApply = func(st *steps.Step) { applied = st }
	p.SetGroups(groups, "At step 4", true)
	rows := p.Rows()
	want := []string{"Hidden Single (2, 3 more not listed)", "   Hidden Single: r1c1=5", "   Hidden Single: r2c2=6",
		"XY-Wing (the first found)", "   XY-Wing: r3c3<>7",
		"ALS Chain (2, not every one searched for)", "   ALS Chain: a", "   ALS Chain: b",
		"Death Blossom (1, not every one searched for)", "   Death Blossom: c"}
	if strings.Join(rows, "|") != strings.Join(want, "|") {
		t.Fatalf("rows %q, want %q", rows, want)
	}
	if !p.ApplyButton().Disabled() {
		t.Error("Apply is enabled with nothing picked")
	}
	p.Pick(0) // a heading: nothing
	if picked != nil || p.Picked() != nil {
		t.Error("picking a heading picked a step")
	}
	p.Pick(2)
	if picked == nil || picked.Text != "Hidden Single: r2c2=6" || p.ApplyButton().Disabled() {
		t.Fatalf("picking row 2: %v, Apply disabled %v", picked, p.ApplyButton().Disabled())
	}
	test.Tap(p.ApplyButton())
	if applied != picked {
		t.Errorf("Apply reported %v, want the pick %v", applied, picked)
	}
	// A listing completed later keeps the pick by its text.
	p.SetGroups(groups, "done", true)
	if !p.PickText("Hidden Single: r2c2=6") || p.Picked() == nil || p.Picked().Text != "Hidden Single: r2c2=6" {
		t.Error("PickText did not pick the step again")
	}
	if p.PickText("Naked Single: r9c9=1") {
		t.Error("PickText picked a step the list lacks")
	}
	// Where Apply cannot take a step, picking draws but Apply stays off.
	p.SetGroups(groups, "path", false)
	p.Pick(4)
	if p.Picked() == nil || !p.ApplyButton().Disabled() {
		t.Error("with Apply not allowed: the pick or the button is wrong")
	}
}

// TestRowKeepsItsEffectInSight: in a narrow panel a long step's text ends
// in an ellipsis, and what the step does is still drawn whole, inside
// the panel, at the row's end.
func TestRowKeepsItsEffectInSight(t *testing.T) {
	a := test.NewTempApp(t)
	p := New()
	r5c7 := grid.Cell(4*9 + 6)
	st := steps.Step{Text: "House Forcing Net: 7 in row 5 {r5c3,r5c7} => r5c7<>8", Eliminations: []steps.Candidate{{Cell: r5c7, Digit: 8}}}
	p.SetGroups([]steps.TechniqueInstances{{Technique: "Cell Forcing Net", Complete: true, Steps: []steps.Step{st}}}, "At step 18", true)
	w := test.NewWindow(p.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	found := false
	for _, o := range test.LaidOutObjects(p.Content()) {
		l, ok := o.(*widget.Label)
		if !ok || l.Text != "r5c7<>8" || !l.Visible() {
			continue
		}
		pos := a.Driver().AbsolutePositionForObject(l)
		if pos.X+l.MinSize().Width > 300 {
			t.Errorf("the effect runs to %.0f in a 300-wide panel", pos.X+l.MinSize().Width)
		}
		found = true
	}
	if !found {
		t.Error("no row shows the step's effect r5c7<>8")
	}
}
