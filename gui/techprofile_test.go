package gui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/generateform"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
)

// changeTechniques makes the change to the technique settings that the
// page would, then opens Solve › Technique Settings… and closes it, for
// the window to take the profile chosen as the person's closing does.
func changeTechniques(t *testing.T, s *Studio, change func(e *techsettings.Editor) error) {
	t.Helper()
	if err := change(techsettings.NewEditor(s.prefs.p, nil)); err != nil {
		t.Fatal(err)
	}
	it := s.menus.item("Solve/Technique Settings…")
	if it == nil {
		t.Fatal("no menu item Solve › Technique Settings…")
	}
	it.Action()
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Technique Settings opened no dialog")
	}
	tapOverlayButton(t, s, "Close")
	if s.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Close left the dialog open")
	}
}

// pathTechniques lists the techniques of the logical steps of t.
func pathTechniques(t *steps.Trace) []string {
	var out []string
	for _, st := range t.Steps {
		if st.Kind == steps.Logic {
			out = append(out, st.Technique)
		}
	}
	return out
}

// showPath opens sample i in path mode and returns its path.
func showPath(t *testing.T, s *Studio, i int) *steps.Trace {
	t.Helper()
	s.list.List.Select(i)
	s.setMode(model.PathMode)
	if !s.st.Ready() || s.model.Index() != i {
		t.Fatalf("no path for sample %d", i+1)
	}
	return s.st.Trace()
}

func TestTechniqueTurnedOffLeavesPathAndHints(t *testing.T) {
	s := newTestStudio(t)
	const sample = 10 // its default path takes two XY-Chains
	if !slices.Contains(pathTechniques(showPath(t, s, sample)), "XY-Chain") {
		t.Fatal("sample 11's default path takes no XY-Chain: pick another")
	}
	changeTechniques(t, s, func(e *techsettings.Editor) error { return e.Choose("No chains") })
	prof := s.model.Profile()
	tr := s.st.Trace()
	if prof.Name != "No chains" || tr.Profile != "No chains" || tr.Status != steps.Solved {
		t.Fatalf("profile %q, path's %q, status %v", prof.Name, tr.Profile, tr.Status)
	}
	for pos := 0; pos < tr.Len(); pos++ {
		st := &tr.Steps[pos]
		if st.Kind == steps.Logic && !prof.Enabled(st.Technique) {
			t.Fatalf("step %d takes %s, which No chains leaves out", pos+1, st.Technique)
		}
		s.goTo(pos)
		if hint := s.st.Hint(); strings.Contains(hint, "Chain") {
			t.Fatalf("the hint at step %d names a chain: %q", pos+1, hint)
		}
	}
	if sum := s.summary(); !strings.Contains(sum, "No chains") {
		t.Errorf("the rating line %q does not say the profile", sum)
	}

	// A technique of the person's own profile, turned off, in solve mode:
	// the hint ladder's technique is another, and the path never takes it.
	s.list.List.Select(0)
	s.setMode(model.SolveMode)
	s.menus.item("Solve/Hint").Action()
	if h := s.ladder.Current(s.model.Game()); h == nil || h.Technique != "Naked Single" {
		t.Fatalf("the default hint on sample 1 is %+v, want a Naked Single", h)
	}
	changeTechniques(t, s, func(e *techsettings.Editor) error {
		if err := e.Choose("Default"); err != nil {
			return err
		}
		if err := e.NewFromCurrent("No naked singles"); err != nil {
			return err
		}
		i := slices.IndexFunc(e.Current().Items, func(it techsettings.Item) bool { return it.Name == "Naked Single" })
		return e.Toggle(i, false)
	})
	if s.model.Profile().Enabled("Naked Single") || s.model.Mode() != model.SolveMode {
		t.Fatalf("profile %v, mode %v", s.model.Profile().Techniques(), s.model.Mode())
	}
	for press := 1; press <= 3; press++ {
		s.menus.item("Solve/Hint").Action()
		h := s.ladder.Current(s.model.Game())
		if h == nil || h.Rung != press || h.Technique == "" || h.Technique == "Naked Single" || strings.Contains(s.solveMsg, "Naked Single") {
			t.Fatalf("rung %d with Naked Single off: %+v says %q", press, h, s.solveMsg)
		}
	}
	if got := pathTechniques(showPath(t, s, 0)); slices.Contains(got, "Naked Single") || len(got) == 0 {
		t.Errorf("the path with Naked Single off takes %v", got)
	}
}

// movedFirst is the person's own profile "Hidden first": the default
// one with Hidden Single moved to the top.
func movedFirst(e *techsettings.Editor) error {
	if err := e.Choose("Default"); err != nil {
		return err
	}
	if err := e.NewFromCurrent("Hidden first"); err != nil {
		return err
	}
	for i := slices.IndexFunc(e.Current().Items, func(it techsettings.Item) bool { return it.Name == "Hidden Single" }); i > 0; i-- {
		if err := e.Move(i, -1); err != nil {
			return err
		}
	}
	return nil
}

func TestTechniqueOrderChangesTheFirstStep(t *testing.T) {
	s := newTestStudio(t)
	const sample = 4
	if tr := showPath(t, s, sample); tr.Steps[0].Technique != "Naked Single" {
		t.Fatalf("the default path of sample 5 starts with %s", tr.Steps[0].Technique)
	}
	changeTechniques(t, s, movedFirst)
	tr := s.st.Trace()
	if got := s.model.Profile().Techniques(); got[0] != "Hidden Single" || tr.Profile != "Hidden first" {
		t.Fatalf("profile %v, path's %q", got, tr.Profile)
	}
	if tr.Steps[0].Technique != "Hidden Single" {
		t.Errorf("with Hidden Single first the path starts with %s", tr.Steps[0].Technique)
	}
	s.goTo(0)
	if hint := s.st.Hint(); !strings.Contains(hint, "Hidden Single") {
		t.Errorf("the hint at the start says %q", hint)
	}
}

func TestTechniqueSettingsEscAppliesToo(t *testing.T) {
	s := newTestStudio(t)
	if err := techsettings.NewEditor(s.prefs.p, nil).Choose("Basic only"); err != nil {
		t.Fatal(err)
	}
	s.menus.item("Solve/Technique Settings…").Action()
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog")
	}
	s.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.win.Canvas().Overlays().Top() != nil || s.model.Profile().Name != "Basic only" {
		t.Errorf("after Esc: dialog open %v, profile %q", s.win.Canvas().Overlays().Top() != nil, s.model.Profile().Name)
	}
}

func TestTechniqueProfileSurvivesARestart(t *testing.T) {
	s := newTestStudio(t)
	changeTechniques(t, s, movedFirst)
	want := s.model.Profile()
	again := newStudio(s.app, s.app.NewWindow("again"), s.model.Session(), true)
	t.Cleanup(func() { again.work.Wait(); again.win.Close() })
	got := again.model.Profile()
	if got.Name != "Hidden first" || !slices.Equal(got.Techniques(), want.Techniques()) {
		t.Fatalf("after a restart the profile is %q %v, want %q %v", got.Name, got.Techniques(), want.Name, want.Techniques())
	}
	if tr := showPath(t, again, 4); tr.Steps[0].Technique != "Hidden Single" || tr.Profile != "Hidden first" {
		t.Errorf("after a restart the path starts with %s, profile %q", tr.Steps[0].Technique, tr.Profile)
	}
	// A game started after the restart gives its hints by the profile.
	again.setMode(model.SolveMode)
	again.menus.item("Solve/Hint").Action()
	if h := again.ladder.Current(again.model.Game()); h == nil || h.Technique != "Hidden Single" {
		t.Errorf("after a restart the first hint is %+v, want a Hidden Single", h)
	}
}

func TestSolveWholeSetRatesByTheProfile(t *testing.T) {
	s := newTestStudio(t)
	changeTechniques(t, s, func(e *techsettings.Editor) error { return e.Choose("No chains") })
	s.menus.item("Solve/Solve Whole Set").Action()
	rated := 0
	for i, info := range s.model.Session().Info {
		if info.Rated {
			rated++
			if info.Profile != "No chains" {
				t.Errorf("puzzle %d is rated with profile %q", i+1, info.Profile)
			}
		}
	}
	if rated == 0 {
		t.Fatal("Solve Whole Set rated no puzzle")
	}
	shown := overlayTexts(s)
	for _, chain := range []string{"XY-Chain", "Alternating Inference Chain"} {
		if strings.Contains(shown, chain) {
			t.Errorf("the report counts a %s under No chains:\n%s", chain, shown)
		}
	}
	if !strings.Contains(shown, "Technique uses") {
		t.Errorf("no technique uses in the report:\n%s", shown)
	}
}

func TestGenerateFollowsTheProfile(t *testing.T) {
	s := newTestStudio(t)
	changeTechniques(t, s, func(e *techsettings.Editor) error { return e.Choose("Basic only") })
	before := s.model.Session().Len()
	s.generate(generateform.Choice{Req: generate.Request{Technique: "Naked Pair", Hardest: true, Rate: true}, Count: 1, Seed: 5})
	if s.model.Session().Len() != before+1 {
		t.Fatalf("%d puzzles, want %d", s.model.Session().Len(), before+1)
	}
	if info := s.model.Session().Info[before]; !info.Rated || info.Profile != "Basic only" || info.Hardest != "Naked Pair" {
		t.Errorf("the puzzle made is rated %v with profile %q, hardest %q", info.Rated, info.Profile, info.Hardest)
	}
	if next := s.st.Upcoming(); next == nil || next.Technique != "Naked Pair" || s.st.Trace().Profile != "Basic only" {
		t.Errorf("opened before %+v on a path of profile %q", next, s.st.Trace().Profile)
	}
	// A technique the profile leaves out cannot be asked for.
	s.generate(generateform.Choice{Req: generate.Request{Technique: "X-Wing"}, Count: 1, Seed: 5})
	if s.model.Session().Len() != before+1 || !strings.Contains(s.message, "Basic only") {
		t.Errorf("%d puzzles; the status bar says %q", s.model.Session().Len(), s.message)
	}
}

func TestAllStepsHereFollowsTheProfile(t *testing.T) {
	s := newTestStudio(t)
	tr := showPath(t, s, 10)
	k := slices.IndexFunc(tr.Steps, func(st steps.Step) bool { return st.Technique == "XY-Chain" })
	if k < 0 {
		t.Fatal("sample 11's default path takes no XY-Chain")
	}
	listed := func() string {
		s.goTo(k) // the position before the XY-Chain
		if !s.allSteps.open {
			s.menus.item("Solve/All Steps Here").Action()
		}
		s.listAllSteps()
		return strings.Join(s.allSteps.panel.Rows(), "\n")
	}
	if rows := listed(); !strings.Contains(rows, "XY-Chain") {
		t.Fatalf("All steps here under Default lists no XY-Chain:\n%s", rows)
	}
	changeTechniques(t, s, func(e *techsettings.Editor) error { return e.Choose("No chains") })
	// Every position of the No chains path: no chain listed.
	for pos := 0; pos < s.st.Trace().Len(); pos++ {
		k = pos
		rows := listed()
		for _, chain := range []string{"XY-Chain", "X-Chain", "Alternating Inference Chain", "Forcing"} {
			if strings.Contains(rows, chain) {
				t.Fatalf("at step %d All steps here lists a %s under No chains:\n%s", pos, chain, rows)
			}
		}
	}
}
