package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/searchbar"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// openHardest opens the first puzzle of hardest_1106, which no path
// solves without guessing.
func openHardest(t testing.TB) *Studio {
	t.Helper()
	s := newTestStudio(t)
	openTestFile(t, s, "bench/hardest_1106.txt")
	s.setMode(model.PathMode) // the search bar is about the solution path
	if !s.st.Ready() {
		t.Fatal("no path for the first puzzle of hardest_1106")
	}
	return s
}

func TestSearchChoiceRecomputesThePath(t *testing.T) {
	s := openHardest(t)
	tests := []struct {
		menu    string
		choice  model.Search
		mode    steps.SearchMode
		noLogic bool
	}{
		{"Search/Full Search (Exact Solver)", model.SearchFull, steps.Full, false},
		{"Search/Full Search without Logic", model.SearchFullNoLogic, steps.Full, true},
		{"Search/MRV (Constraint Propagation)", model.SearchMRV, steps.MRV, false},
		{"Search/Plain Backtracking", model.SearchPlain, steps.Plain, false},
		{"Search/Guided Path", model.SearchGuided, steps.Guided, false},
	}
	for _, tt := range tests {
		it := s.menus.item(tt.menu)
		if it == nil {
			t.Fatalf("no menu item %s", tt.menu)
		}
		s.goTo(0) // from the start, the new path starts there too (TestSwitchingSearchKeepsThePlace)
		it.Action()
		tr := s.st.Trace()
		if tr == nil {
			t.Fatalf("%s: no path shown", tt.menu)
		}
		if tr.Mode != tt.mode || s.st.Pos() != 0 {
			t.Fatalf("%s: the path shown is a %v path at %d, want a %v path at its start", tt.menu, tr.Mode, s.st.Pos(), tt.mode)
		}
		want := steps.SolveWith(s.model.Editor().Puzzle(), steps.Options{Search: tt.mode, NoLogic: tt.noLogic})
		if tr.Len() != want.Len() || tr.Counts != want.Counts {
			t.Errorf("%s: %d steps %+v, want %d steps %+v", tt.menu, tr.Len(), tr.Counts, want.Len(), want.Counts)
		}
		if !it.Checked || s.prefs.searchChoice() != tt.choice || s.search.bar.Selector.SelectedIndex() != int(tt.choice) {
			t.Errorf("%s: checked %v, preference %v, selector %d", tt.menu, it.Checked, s.prefs.searchChoice(), s.search.bar.Selector.SelectedIndex())
		}
		s.goTo(tr.Len())
		got := s.search.bar.Counters.Text
		wantText := fmt.Sprintf("Guesses %s/%s · backtracks %s/%s", words.Thousands(tr.Counts.Nodes), words.Thousands(tr.Counts.Nodes),
			words.Thousands(tr.Counts.Backtracks), words.Thousands(tr.Counts.Backtracks))
		if tr.Counts.Nodes == 0 {
			wantText = "No guesses"
		}
		if !strings.HasPrefix(got, wantText) || (tr.Counts.Nodes > 0 && !strings.Contains(got, fmt.Sprintf("deepest %d", tr.Counts.Deepest))) {
			t.Errorf("%s: counters %q, want %q… deepest %d", tt.menu, got, wantText, tr.Counts.Deepest)
		}
	}
	// The selector chooses too.
	s.search.bar.Selector.SetSelectedIndex(int(model.SearchMRV))
	if s.st.Trace().Mode != steps.MRV || s.model.Search() != model.SearchMRV {
		t.Errorf("choosing MRV in the selector shows a %v path", s.st.Trace().Mode)
	}
}

func TestSearchChoiceDropsStalePaths(t *testing.T) {
	s := openHardest(t)
	oldGen := s.traceGen
	s.setSearchChoice(model.SearchPlain)
	stale := steps.Solve(s.model.Editor().Puzzle())
	s.traceReady(oldGen, s.model.Index(), stale)
	if s.st.Trace() == stale || s.st.Trace().Mode != steps.Plain {
		t.Error("a path worked out for the old choice replaced the new one")
	}
}

// A set opens with the Guided search, whatever the last window used.
func TestSearchChoiceStartsGuided(t *testing.T) {
	s := newTestStudio(t)
	s.setSearchChoice(model.SearchFullNoLogic)
	again := newStudio(s.app, s.app.NewWindow("again"), s.model.Session(), true)
	if again.model.Search() != model.SearchGuided || again.st.Trace() == nil || again.st.Trace().Mode != steps.Guided {
		t.Errorf("a new window starts with choice %v", again.model.Search())
	}
	for _, key := range []string{"", "nonsense", "guided"} {
		if c := model.SearchOf(key); c != model.SearchGuided {
			t.Errorf("preference %q reads as %v", key, c)
		}
	}
}

func TestSearchStripJumpsAndMarks(t *testing.T) {
	s := openHardest(t)
	s.setSearchChoice(model.SearchMRV)
	strip := s.search.bar.Strip
	if !strip.Visible() || strip.Size().Width < 100 {
		t.Fatalf("the strip is not shown (visible %v, size %v)", strip.Visible(), strip.Size())
	}
	s.win.Canvas().Capture() // draws the chart
	if strip.Draws() != 1 {
		t.Fatalf("the chart was drawn %d times, want once", strip.Draws())
	}
	n := s.st.Total()
	x0, x1 := strip.XOf(0, strip.Size()), strip.XOf(n, strip.Size())
	w := x1 - x0
	for _, frac := range []float32{0, 0.25, 0.5, 0.999, 1} {
		x := x0 + frac*w
		want := int(frac*float32(n) + 0.5)
		strip.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x, searchstrip.Height/2)})
		if s.st.Pos() != want {
			t.Errorf("a tap at %.3f of the strip goes to %d, want %d", frac, s.st.Pos(), want)
		}
		if d := strip.MarkerX() - x; d < -0.5 || d > 0.5 {
			t.Errorf("at position %d the marker stands at %.1f, want %.1f", s.st.Pos(), strip.MarkerX(), x)
		}
	}
	for _, tt := range []struct {
		x    float32
		want int
	}{{-50, 0}, {strip.Size().Width + 100, n}} {
		strip.Tapped(&fyne.PointEvent{Position: fyne.NewPos(tt.x, 1)})
		if s.st.Pos() != tt.want {
			t.Errorf("a tap at x=%.0f goes to %d, want %d", tt.x, s.st.Pos(), tt.want)
		}
	}
	strip.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x0+w/3, 5)}})
	if want := int(float32(n)/3 + 0.5); s.st.Pos() != want {
		t.Errorf("dragging to a third goes to %d, want %d", s.st.Pos(), want)
	}
	s.win.Canvas().Capture()
	if strip.Draws() != 1 {
		t.Errorf("moving along the path drew the chart again (%d draws)", strip.Draws())
	}
	s.setSearchChoice(model.SearchPlain)
	s.win.Canvas().Capture()
	if strip.Draws() != 2 {
		t.Errorf("a new path drew the chart %d times in all, want 2", strip.Draws())
	}
}

func TestSearchStripHiddenWithoutGuesses(t *testing.T) {
	s := newTestStudio(t) // the first sample puzzle falls to logic
	if s.st.Trace() == nil || s.st.Trace().Counts.Nodes != 0 {
		t.Skip("the first sample puzzle needs a guess")
	}
	if s.search.bar.Strip.Visible() {
		t.Error("the strip shows for a path without guesses")
	}
	if !strings.HasPrefix(s.search.bar.Counters.Text, "No guesses") {
		t.Errorf("counters %q", s.search.bar.Counters.Text)
	}
	s.setSearchChoice(model.SearchPlain)
	if !s.search.bar.Strip.Visible() {
		t.Error("the strip is hidden for a plain backtracking path")
	}
}

func TestNextGuessAndBacktrack(t *testing.T) {
	s := openHardest(t)
	s.setSearchChoice(model.SearchFull)
	all := s.st.Trace().Steps
	tests := []struct {
		name string
		btn  func() bool // presses the button, reporting whether it was enabled
		menu string
		kind steps.Kind
	}{
		{"Next guess", func() bool { return press(s.search.bar.NextGuess) }, "Search/Previous Guess", steps.Guess},
		{"Next backtrack", func() bool { return press(s.search.bar.NextBacktrack) }, "Search/Previous Backtrack", steps.Backtrack},
	}
	for _, tt := range tests {
		s.goTo(0)
		var seen []int
		for tt.btn() {
			p := s.st.Pos()
			if all[p-1].Kind != tt.kind {
				t.Fatalf("%s lands on step %d, a %v", tt.name, p, all[p-1].Kind)
			}
			from := 0
			if len(seen) > 0 {
				from = seen[len(seen)-1]
			}
			for k := from; k < p-1; k++ {
				if all[k].Kind == tt.kind {
					t.Fatalf("%s skipped step %d", tt.name, k+1)
				}
			}
			seen = append(seen, p)
		}
		want := s.st.Trace().Counts.Nodes
		if tt.kind == steps.Backtrack {
			want = s.st.Trace().Counts.Backtracks
		}
		if len(seen) != want || want == 0 {
			t.Errorf("%s visited %d steps, want %d", tt.name, len(seen), want)
		}
		prev := s.menus.item(tt.menu)
		for i := len(seen) - 2; i >= 0; i-- {
			prev.Action()
			if s.st.Pos() != seen[i] {
				t.Fatalf("%s from %d goes to %d, want %d", tt.menu, seen[i+1], s.st.Pos(), seen[i])
			}
		}
		if !prev.Disabled {
			t.Errorf("%s is enabled at the first one", tt.menu)
		}
	}
}

// press taps b when it is enabled and reports whether it was.
func press(b interface {
	Disabled() bool
	Tapped(*fyne.PointEvent)
}) bool {
	if b.Disabled() {
		return false
	}
	b.Tapped(&fyne.PointEvent{})
	return true
}

func TestStoppedPlainPath(t *testing.T) {
	s := openHardest(t)
	s.setSearchChoice(model.SearchPlain)
	tr := s.st.Trace()
	if tr.Status != steps.Stopped {
		t.Fatalf("the plain path of hardest_1106 #1 ends %v", tr.Status)
	}
	want := "stopped after " + words.Thousands(steps.DefaultNodeBudget) + " nodes"
	if !strings.Contains(s.search.bar.Counters.Text, want) {
		t.Errorf("counters %q do not say %q", s.search.bar.Counters.Text, want)
	}
	s.goTo(tr.Len())
	if text := s.steps.ExplanationText(); !strings.Contains(text, fmt.Sprintf("The path ends here: stopped after %d nodes", steps.DefaultNodeBudget)) {
		t.Errorf("the end of the path reads %q", text)
	}
	if info := s.model.Session().Info[s.model.Index()]; info.Shown() == model.StatusSolved {
		t.Error("a stopped path marks the puzzle solved")
	}
}

func TestSearchSummary(t *testing.T) {
	s := openHardest(t)
	s.showSearchSummary()
	p := s.model.Editor().Puzzle()
	rows := s.search.summary.view.Table.Objects
	if len(rows) != 5 {
		t.Fatalf("the summary has %d rows, want a heading and 4", len(rows))
	}
	for i, m := range []steps.SearchMode{steps.Guided, steps.Full, steps.MRV, steps.Plain} {
		c := steps.CountSearch(p, m, 0)
		cells := rows[i+1].(*fyne.Container).Objects
		got := make([]string, len(cells))
		for j, o := range cells {
			got[j] = o.(*widget.Label).Text
		}
		want := searchbar.SummaryRow(c)
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("row %v reads %q, want %q", m, got, want)
		}
		if m != steps.Plain && !strings.HasPrefix(got[1], words.Thousands(c.Nodes)) {
			t.Errorf("row %v: nodes %q, want %d", m, got[1], c.Nodes)
		}
	}
}

func TestSubstepsExpand(t *testing.T) {
	s := openHardest(t)
	s.setSearchChoice(model.SearchFullNoLogic)
	all := s.st.Trace().Steps
	var rounds []int
	for k := range all {
		if len(all[k].Substeps) > 1 {
			rounds = append(rounds, k+1)
		}
	}
	if len(rounds) < 2 {
		t.Fatalf("the full path has %d rounds of singles", len(rounds))
	}
	s.goTo(rounds[0])
	if l := s.steps.Substeps(); !l.Shown || l.Open || len(l.Texts) != 0 {
		t.Fatalf("a round shows its toggle %v, open %v, %d rows", l.Shown, l.Open, len(l.Texts))
	}
	test.Tap(s.steps.Substeps().Toggle)
	for _, pos := range rounds[:2] {
		s.goTo(pos)
		round := &all[pos-1]
		texts := s.steps.Substeps().Texts
		if len(texts) != len(round.Substeps) {
			t.Fatalf("step %d lists %d substeps, want %d", pos, len(texts), len(round.Substeps))
		}
		for i, sub := range round.Substeps {
			if want := fmt.Sprintf("%d. %s", i+1, sub.Text); texts[i] != want {
				t.Errorf("step %d substep %d reads %q, want %q", pos, i+1, texts[i], want)
			}
		}
	}
	// The toggle agrees in number: "the step of this round" for one.
	for _, pos := range rounds {
		s.goTo(pos)
		want := fmt.Sprintf("Hide the %d steps of this round", len(all[pos-1].Substeps))
		if len(all[pos-1].Substeps) == 1 {
			want = "Hide the step of this round"
		}
		if got := s.steps.Substeps().Toggle.Text; got != want {
			t.Errorf("step %d's toggle reads %q, want %q", pos, got, want)
		}
	}
	if !strings.Contains(all[rounds[0]-1].Text, "placed") {
		t.Errorf("a round reads %q", all[rounds[0]-1].Text)
	}
	for k := range all {
		if len(all[k].Substeps) == 0 {
			s.goTo(k + 1)
			break
		}
	}
	if s.steps.Substeps().Shown {
		t.Error("a step without substeps shows the toggle")
	}
	s.goTo(rounds[0])
	test.Tap(s.steps.Substeps().Toggle)
	if l := s.steps.Substeps(); l.Open || len(l.Texts) != 0 {
		t.Error("folding the rounds leaves their steps listed")
	}
}

func TestSearchChoiceOnJigsaw(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	for _, c := range []model.Search{model.SearchFullNoLogic, model.SearchMRV} {
		s.setSearchChoice(c)
		want := steps.SolveWith(s.model.Editor().Puzzle(), c.Options())
		tr := s.st.Trace()
		if tr == nil || tr.Len() != want.Len() || tr.Counts != want.Counts || tr.Status != steps.Solved {
			t.Fatalf("%v on the first janko.at jigsaw: %v, want %d steps %+v", c.Label(), tr, want.Len(), want.Counts)
		}
		s.goTo(tr.Len())
		if final := s.board.Model().Digits; final != tr.Exact.Solution {
			t.Errorf("%v: the end of the path is not the solution", c.Label())
		}
	}
}

// TestSearchBarStepsAsideInSolveMode: solving it yourself hides the
// engine's search bar, and leaving solve mode brings it back.
func TestSearchBarStepsAsideInSolveMode(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.PathMode)
	if !s.search.bar.Content.Visible() {
		t.Fatal("the search bar is hidden on the solution path")
	}
	s.setMode(model.SolveMode)
	if s.search.bar.Content.Visible() {
		t.Error("the search bar stays in solve mode")
	}
	s.setMode(model.PathMode)
	if !s.search.bar.Content.Visible() {
		t.Error("the search bar did not come back after solve mode")
	}
}
