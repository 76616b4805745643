package allsteps

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestPanelGroupsPicksAndApplies(t *testing.T) {
	test.NewTempApp(t)
	p := New()
	groups := []steps.TechniqueInstances{
		{Technique: "Hidden Single", Complete: true, More: 3, Steps: []steps.Step{{Text: "Hidden Single: r1c1=5"}, {Text: "Hidden Single: r2c2=6"}}},
		{Technique: "XY-Wing", Steps: []steps.Step{{Text: "XY-Wing: r3c3<>7"}}},
		{Technique: "ALS Chain", Steps: []steps.Step{{Text: "ALS Chain: a"}, {Text: "ALS Chain: b"}}},
	}
	var picked, applied *steps.Step
	p.OnPick = func(st *steps.Step) { picked = st }
	p.OnApply = func(st *steps.Step) { applied = st }
	p.SetGroups(groups, "At step 4", true)
	rows := p.Rows()
	want := []string{"Hidden Single (2, 3 more not listed)", "   Hidden Single: r1c1=5", "   Hidden Single: r2c2=6",
		"XY-Wing (the first found)", "   XY-Wing: r3c3<>7",
		"ALS Chain (2, not every one searched for)", "   ALS Chain: a", "   ALS Chain: b"}
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
