package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/legend"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestForcingStepReadsAtDefaultSize checks that at the default window
// size a forcing step's title, notation, explanation and branches are
// all laid out in the detail's view, one under the other, and that the
// legend no longer takes the step panel's height.
func TestForcingStepReadsAtDefaultSize(t *testing.T) {
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(defaultWidth, defaultHeight))
	for _, name := range []string{"Cell Forcing Chain", "Contradiction Chain"} {
		t.Run(name, func(t *testing.T) {
			step := goToForcingStep(t, s, name)
			checkDetailReads(t, s, step)
		})
	}
}

// goToForcingStep opens the first puzzle of top95 whose path uses the
// technique given, and goes to its first step of that technique. It
// looks the puzzle up rather than naming one, so that the test does not
// depend on which techniques come earlier in the catalogue.
func goToForcingStep(t *testing.T, s *Studio, technique string) *steps.Step {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range set.Entries {
		if e.Err != nil || !pathUses(steps.Solve(e.Puzzle), technique) {
			continue
		}
		path := filepath.Join(t.TempDir(), "forcing.txt")
		if err := os.WriteFile(path, []byte(e.Puzzle.Givens.String()+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := s.openPath(path); err != nil {
			t.Fatal(err)
		}
		found = true
		break
	}
	if !found {
		t.Fatalf("no puzzle of top95 uses %s", technique)
	}
	if !s.st.Ready() {
		t.Fatal("no path for the forcing puzzle")
	}
	for i := range s.st.Trace().Steps {
		if s.st.Trace().Steps[i].Technique == technique {
			s.goTo(i + 1)
			return s.st.Current()
		}
	}
	var names []string
	for i := range s.st.Trace().Steps {
		names = append(names, s.st.Trace().Steps[i].Technique)
	}
	t.Fatalf("the path has no %s step: %v", technique, names)
	return nil
}

// pathUses reports whether a step of tr has the technique given.
func pathUses(tr *steps.Trace, technique string) bool {
	for i := range tr.Steps {
		if tr.Steps[i].Technique == technique {
			return true
		}
	}
	return false
}

// checkDetailReads checks that the panel shows step: its notation and
// explanation, and its branches, and that the legend is not in it (the
// panel's own tests check the layout).
func checkDetailReads(t *testing.T, s *Studio, step *steps.Step) {
	p := s.steps
	if len(step.Branches) == 0 || step.Explanation == "" {
		t.Fatalf("%s has %d branches and explanation %q", step.Technique, len(step.Branches), step.Explanation)
	}
	text := p.ExplanationText()
	if !strings.Contains(text, step.Text) || !strings.Contains(text, step.Explanation) {
		t.Errorf("the notation %q or the explanation is not shown in %q", step.Text, text)
	}
	if b := p.Branches(); !b.Shown || len(b.Texts) != len(step.Branches) {
		t.Errorf("%d branches listed (shown %v), want %d", len(b.Texts), b.Shown, len(step.Branches))
	}
	if s.legend == nil || !s.legend.Open() {
		t.Fatal("the legend is not open at first")
	}
	if legendIn(p.Content(), s.legend.Legend) {
		t.Error("the legend is still in the step panel")
	}
}

// legendIn reports whether l is inside o.
func legendIn(o fyne.CanvasObject, l *legend.Legend) bool {
	switch v := o.(type) {
	case *legend.Legend:
		return v == l
	case *fyne.Container:
		for _, c := range v.Objects {
			if legendIn(c, l) {
				return true
			}
		}
	case *container.Split:
		return legendIn(v.Leading, l) || legendIn(v.Trailing, l)
	case *container.Scroll:
		return legendIn(v.Content, l)
	}
	return false
}

func TestLegendFoldsAndRemembers(t *testing.T) {
	s := newTestStudio(t)
	item := s.menus.item("View/Legend")
	if item == nil || !item.Checked || !s.legend.Legend.Visible() {
		t.Fatal("the legend is not shown and checked at first")
	}
	item.Action()
	if s.legend.Legend.Visible() || item.Checked || s.prefs.showLegend() {
		t.Error("View > Legend did not fold the legend and remember it")
	}
	test.Tap(s.legend.Toggle)
	if !s.legend.Legend.Visible() || !item.Checked || !s.prefs.showLegend() {
		t.Error("the legend's heading did not open it again")
	}
	s.prefs.setShowLegend(false)
	if legend.NewSection(s.prefs.showLegend()).Legend.Visible() {
		t.Error("a new window does not start with the legend folded")
	}
}
