package steppanel

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// walkRuns calls f for every text run in o and its containers.
func walkRuns(o fyne.CanvasObject, f func(*textRun)) {
	switch v := o.(type) {
	case *textRun:
		f(v)
	case *fyne.Container:
		for _, c := range v.Objects {
			walkRuns(c, f)
		}
	}
}

// cellLinks returns every cell link drawn in o.
func cellLinks(o fyne.CanvasObject) []*cellLink {
	var links []*cellLink
	walkRuns(o, func(r *textRun) {
		for _, p := range test.WidgetRenderer(r).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
			if l, ok := p.(*cellLink); ok {
				links = append(links, l)
			}
		}
	})
	return links
}

// longestLines returns, from the paths of top95, the longest notation
// line of each chain technique and the longest branch of a forcing
// step: real lines, as the engine writes them.
func longestLines(t *testing.T) map[string]string {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]string{}
	keep := func(key, text string) {
		if len(text) > len(lines[key]) {
			lines[key] = text
		}
	}
	for _, e := range set.Entries {
		if e.Err != nil {
			continue
		}
		tr := steps.Solve(e.Puzzle)
		for i := range tr.Steps {
			st := &tr.Steps[i]
			switch st.Technique {
			case "Alternating Inference Chain", "XY-Chain", "X-Chain", "ALS Chain", "Sue de Coq", "Unique Rectangle Type 3":
				keep(st.Technique, st.Text)
			}
			for _, b := range st.Branches {
				keep("branch", b.Text)
			}
		}
	}
	for _, want := range []string{"Alternating Inference Chain", "XY-Chain", "ALS Chain", "branch"} {
		if lines[want] == "" {
			t.Fatalf("no %s in the paths of top95", want)
		}
	}
	return lines
}

// notationUnit matches what must never be split across lines: a node
// of a chain with its digits ("(7-1)r5c4", "(5)r4c89"), a cell or group
// with its operator and digit ("r4c2<>5", "r3c2=1"), and an arrow.
var notationUnit = regexp.MustCompile(`(\([1-9=-]+\))?r[1-9]+c[1-9]+(<>[1-9]|=[1-9])?|=>|->`)

// TestNotationWrapsBetweenTokens lays long real chain lines out at
// several widths and checks that no token is split across lines, that
// nothing is wider than the panel, and that the line reads as it was.
func TestNotationWrapsBetweenTokens(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	for name, text := range longestLines(t) {
		kind := paraNotation
		if name == "branch" {
			kind = paraBody
		}
		for _, width := range []float32{120, 180, 260, 400} {
			t.Run(fmt.Sprintf("%s/%v", name, width), func(t *testing.T) {
				var f *tokenFlow
				if kind == paraNotation {
					f = p.paragraph(para{text, kind}).(*tokenFlow)
				} else {
					f = p.branchFlow(&steps.Branch{Text: text})
				}
				f.Resize(fyne.NewSize(width, 10))
				f.Resize(fyne.NewSize(width, f.MinSize().Height))
				checkFlow(t, f, text, width)
			})
		}
	}
}

// checkFlow checks the layout of a flow of text, width wide.
func checkFlow(t *testing.T, f *tokenFlow, text string, width float32) {
	t.Helper()
	if got := flowText(f); got != strings.Join(strings.Fields(text), " ") {
		t.Fatalf("the flow reads %q, want %q", got, text)
	}
	// Where each run starts and ends in the text read back.
	var starts, ends []int
	at := 0
	for i, o := range f.Objects {
		r := o.(*textRun)
		if i > 0 && r.join != joinTight {
			at++
		}
		starts, ends = append(starts, at), append(ends, at+len(r.String()))
		at += len(r.String())
	}
	read := flowText(f)
	for _, m := range notationUnit.FindAllStringIndex(read, -1) {
		i := sort.SearchInts(ends, m[0]+1)
		if i == len(ends) || starts[i] > m[0] || ends[i] < m[1] {
			t.Errorf("%q is split between runs", read[m[0]:m[1]])
		}
	}
	if w := f.MinSize().Width; width >= 180 && w > width {
		t.Errorf("the line needs %v wide, more than the panel's %v", w, width)
	}
	rows := 1
	for i, o := range f.Objects {
		pos, size := o.Position(), o.Size()
		if pos.X+size.Width > width+1 && pos.X > 0 {
			t.Errorf("run %d %q runs past the edge: %v + %v", i, o.(*textRun).String(), pos.X, size.Width)
		}
		if i == 0 {
			continue
		}
		prev := f.Objects[i-1]
		switch {
		case pos.Y > prev.Position().Y:
			rows++
			if pos.X != 0 {
				t.Errorf("run %d starts a row at x=%v", i, pos.X)
			}
			if s := prev.(*textRun).String(); s == "=>" {
				t.Errorf("a row ends with %q", s)
			}
		case pos.Y < prev.Position().Y || pos.X < prev.Position().X+prev.Size().Width-2*theme.InnerPadding()-0.5:
			t.Errorf("run %d %q is over run %d", i, o.(*textRun).String(), i-1)
		}
	}
	if width <= 260 && rows < 2 {
		t.Errorf("%q took one row at %v wide", text, width)
	}
}

// TestLinksShareTheBaseline shows notation, words and a branch in a
// window and checks that every text of a row, link or plain, sits on
// the same baseline.
func TestLinksShareTheBaseline(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(themeFor(themeDark))
	p := New(0.5, 20)
	flows := []fyne.CanvasObject{
		p.paragraph(para{"AIC: (5)r4c2=(5-1)r3c2=1 => r4c2<>5", paraNotation}),
		p.paragraph(para{"If r3c2 is not 1, then r4c89 holds 5.", paraBody}),
		p.branchFlow(&steps.Branch{Text: "r3c2=1 -> r4c2<>5 => r4c2 has no candidate left", Contradiction: true}),
	}
	w := test.NewWindow(container.NewVBox(flows...))
	defer w.Close()
	w.Resize(fyne.NewSize(600, 300))
	driver := fyne.CurrentApp().Driver()
	for i, f := range flows {
		baselines := map[float32][]float32{} // by row: the run's y
		links := 0
		walkRuns(f, func(r *textRun) {
			for _, o := range test.WidgetRenderer(r).Objects() { //nolint:staticcheck // cached by the app
				txt, ok := o.(*canvas.Text)
				if l, isLink := o.(*cellLink); isLink {
					txt, ok = test.WidgetRenderer(l).Objects()[0].(*canvas.Text), true //nolint:staticcheck // cached by the app
					links++
				}
				if !ok {
					continue
				}
				_, base := driver.RenderedTextSize(txt.Text, txt.TextSize, txt.TextStyle, nil)
				row := driver.AbsolutePositionForObject(r).Y
				baselines[row] = append(baselines[row], driver.AbsolutePositionForObject(txt).Y+base)
			}
		})
		if links < 2 {
			t.Fatalf("flow %d has %d links", i, links)
		}
		for row, bs := range baselines {
			for _, b := range bs {
				if math.Abs(float64(b-bs[0])) > 1 {
					t.Errorf("flow %d, row at %v: baselines %v", i, row, bs)
					break
				}
			}
		}
	}
}

func TestGroupNamesAreOneLink(t *testing.T) {
	cell := func(r, c int) grid.Cell { return grid.CellAt(r-1, c-1) }
	tests := []struct {
		word  string
		texts []string
		cells []grid.CellSet // per piece; empty for plain text
	}{
		{"r4c89=5", []string{"r4c89", "=5"}, []grid.CellSet{grid.CellSetOf(cell(4, 8), cell(4, 9)), {}}},
		{"(2)r45c3", []string{"(2)", "r45c3"}, []grid.CellSet{{}, grid.CellSetOf(cell(4, 3), cell(5, 3))}},
		{"r1c123,", []string{"r1c123", ","}, []grid.CellSet{grid.CellSetOf(cell(1, 1), cell(1, 2), cell(1, 3)), {}}},
		{"r3c2<>5", []string{"r3c2", "<>5"}, []grid.CellSet{grid.CellSetOf(cell(3, 2)), {}}},
		{"fr2c1", []string{"f", "r2c1"}, []grid.CellSet{{}, grid.CellSetOf(cell(2, 1))}},
		{"r99c99", []string{"r99c99"}, []grid.CellSet{grid.CellSetOf(cell(9, 9))}},
		// Rows and columns of a fish are not cells.
		{"r24", []string{"r24"}, []grid.CellSet{{}}},
		{"r0c1c", []string{"r0c1c"}, []grid.CellSet{{}}},
		{"", []string{""}, []grid.CellSet{{}}},
	}
	for _, tc := range tests {
		pieces := linkPieces(tc.word)
		if len(pieces) != len(tc.texts) {
			t.Errorf("%q: pieces %+v", tc.word, pieces)
			continue
		}
		for i, pc := range pieces {
			if pc.text != tc.texts[i] || pc.cells != tc.cells[i] {
				t.Errorf("%q piece %d = %q %v, want %q %v", tc.word, i, pc.text, pc.cells, tc.texts[i], tc.cells[i])
			}
		}
	}

	// Tapping the one link of a group flashes all of its cells at once.
	test.NewTempApp(t)
	p := New(0.5, 20)
	var flashed []grid.CellSet
	p.OnFlash = func(cells grid.CellSet) { flashed = append(flashed, cells) }
	links := cellLinks(p.paragraph(para{"ALS: B=r4c89=5 => r4c7<>5", paraNotation}))
	if len(links) != 2 || links[0].text != "r4c89" {
		t.Fatalf("links %v", links)
	}
	test.Tap(links[0])
	if want := grid.CellSetOf(cell(4, 8), cell(4, 9)); len(flashed) != 1 || flashed[0] != want {
		t.Errorf("tapping r4c89 flashed %v, want %v once", flashed, want)
	}
}

// FuzzLineTokens checks that hostile text never panics, that its tokens
// and their pieces read back as it was, and that only cell names link.
func FuzzLineTokens(f *testing.F) {
	for _, s := range []string{"AIC: (7)r5c6=(7-1)r5c4 => r8c6<>7", "(r5c4,r5c6),r5c2", "r1c1=5 -> r1c2 (only", "),r", "=> ->"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, text string, branch bool) {
		var words []string
		for i, tok := range lineTokens(text, branch) {
			if i > 0 && tok.join == joinTight {
				words[len(words)-1] += tok.text
			} else {
				words = append(words, tok.text)
			}
			var joined strings.Builder
			for _, pc := range linkPieces(tok.text) {
				joined.WriteString(pc.text)
				if !pc.cells.Empty() && !cellGroupName.MatchString(pc.text) {
					t.Errorf("%q links cells %v", pc.text, pc.cells)
				}
			}
			if joined.String() != tok.text {
				t.Errorf("the pieces of %q read %q", tok.text, joined.String())
			}
		}
		if got, want := strings.Join(words, " "), strings.Join(strings.Fields(text), " "); got != want {
			t.Errorf("%q reads back as %q", want, got)
		}
	})
}

// TestRunsFollowTheTheme switches the theme under a shown run and
// checks that its text and its link take the new theme's colours.
func TestRunsFollowTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(themeFor(themeLight))
	p := New(0.5, 20)
	f := p.paragraph(para{"r3c2=1", paraNotation})
	w := test.NewWindow(f)
	defer w.Close()
	link := cellLinks(f)[0]
	for _, choice := range []string{themeDark, themeLight} {
		th := themeFor(choice)
		a.Settings().SetTheme(th)
		v := a.Settings().ThemeVariant()
		if got, want := guitest.FindText(f, "=1").Color, th.Color(theme.ColorNameForeground, v); got != want {
			t.Errorf("%s: text in %v, want %v", choice, got, want)
		}
		if got, want := guitest.FindText(link, "r3c2").Color, th.Color(colorNameCellLink, v); got != want {
			t.Errorf("%s: link in %v, want %v", choice, got, want)
		}
	}
}
