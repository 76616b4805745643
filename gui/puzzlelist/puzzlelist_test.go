package puzzlelist

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// fakeView is a view of n puzzles: sorted by number up or down, and
// its "filter" keeping the even puzzles only (status choice 1).
type fakeView struct {
	n            int
	desc         bool
	col          int
	status, grad int
	sorts        [][2]int
}

func (v *fakeView) rows() []int {
	var out []int
	for i := range v.n {
		if v.status != 1 || i%2 == 0 {
			out = append(out, i)
		}
	}
	if v.desc {
		slices.Reverse(out)
	}
	return out
}
func (v *fakeView) Len() int      { return len(v.rows()) }
func (v *fakeView) Total() int    { return v.n }
func (v *fakeView) Matching() int { return v.Len() }
func (v *fakeView) Puzzle(r int) int {
	if rows := v.rows(); r >= 0 && r < len(rows) {
		return rows[r]
	}
	return -1
}
func (v *fakeView) Row(p int) int       { return slices.Index(v.rows(), p) }
func (v *fakeView) Hidden(p int) bool   { return v.status == 1 && p%2 == 1 }
func (v *fakeView) Sorted() (int, bool) { return v.col, v.desc }
func (v *fakeView) SortBy(c int, d bool) {
	v.col, v.desc = c, d
	v.sorts = append(v.sorts, [2]int{c, map[bool]int{false: 0, true: 1}[d]})
}
func (v *fakeView) Filter() (int, int) { return v.status, v.grad }
func (v *fakeView) Filters() ([]string, []string) {
	return []string{"All statuses", "Even"}, []string{"All grades", "Easy"}
}
func (v *fakeView) SetFilter(s, g int) { v.status, v.grad = s, g }

func TestListShowsRowsAndTellsChoices(t *testing.T) {
	test.NewTempApp(t)
	n := 120
	red := color.NRGBA{R: 0xff, A: 0xff}
	var picked []int
	v := &fakeView{n: n}
	l := New(v, func(i int) Row {
		return Row{Givens: 17 + i%5, Status: "Not started", Dot: red, Difficulty: "Easy"}
	}, func(i int) { picked = append(picked, i) })
	w := test.NewTempWindow(t, l.Content)
	w.Resize(fyne.NewSize(400, 300))
	l.Refresh()
	if l.Title.Text != "Puzzles (120)" || l.Len() != 120 {
		t.Errorf("title %q, %d rows", l.Title.Text, l.Len())
	}
	l.SelectQuietly(3)
	if len(picked) != 0 {
		t.Errorf("a quiet selection told %v", picked)
	}
	l.List.Select(4) // what a click does
	w.Canvas().Focus(l.List)
	l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if want := []int{4, 119, 118}; !slices.Equal(picked, want) {
		t.Errorf("picked %v, want %v", picked, want)
	}
	row := l.createRow()
	l.updateRow(7, row)
	if got := rowTexts(row); got != "8 19 Easy" {
		t.Errorf("row 8 reads %q", got)
	}
	l.updateRow(n, row) // past the end: nothing, no panic
}

// rowTexts is what a row's number, givens and difficulty read.
func rowTexts(row fyne.CanvasObject) string {
	objs := row.(*fyne.Container).Objects
	return strings.Join([]string{objs[0].(*widget.Label).Text, objs[1].(*widget.Label).Text, objs[3].(*widget.Label).Text}, " ")
}

func TestListSortsFiltersAndGoesToANumber(t *testing.T) {
	test.NewTempApp(t)
	v := &fakeView{n: 20}
	var picked []int
	l := New(v, func(i int) Row { return Row{Givens: 20 + i} }, func(i int) { picked = append(picked, i) })
	w := test.NewTempWindow(t, l.Content)
	w.Resize(fyne.NewSize(400, 300))
	l.Refresh()
	l.SelectQuietly(5)

	// A heading sorts up, then down; its arrow says which.
	test.Tap(l.Headings[ColumnGivens])
	test.Tap(l.Headings[ColumnGivens])
	if !slices.Equal(v.sorts, [][2]int{{ColumnGivens, 0}, {ColumnGivens, 1}}) {
		t.Errorf("sorts asked: %v", v.sorts)
	}
	if l.Headings[ColumnGivens].Sorted() != -1 || l.Headings[ColumnNumber].Sorted() != 0 {
		t.Errorf("arrows: givens %d, number %d", l.Headings[ColumnGivens].Sorted(), l.Headings[ColumnNumber].Sorted())
	}
	// The rows show the file's numbers, and the selection follows its
	// puzzle to its new row.
	row := l.createRow()
	l.updateRow(0, row)
	if got := rowTexts(row); got != "20 39 " {
		t.Errorf("the first row, sorted down, reads %q", got)
	}
	if l.List.current != 14 || l.Selected() != 5 || len(picked) != 0 {
		t.Errorf("puzzle 6 at row %d after sorting down (selected %d, told %v)", l.List.current, l.Selected(), picked)
	}
	if l.Neighbour(5, +1) != 4 || l.Neighbour(19, -1) != -1 || l.Neighbour(0, +1) != -1 {
		t.Errorf("neighbours in the list's order: %d %d %d", l.Neighbour(5, +1), l.Neighbour(19, -1), l.Neighbour(0, +1))
	}

	// A filter shows fewer rows, says so in the title, and leaves no
	// row selected when it hides the puzzle selected.
	l.Status.SetSelectedIndex(1)
	if v.status != 1 || l.Title.Text != "Puzzles (10 of 20)" || l.Len() != 10 {
		t.Errorf("filtered: status %d, title %q, %d rows", v.status, l.Title.Text, l.Len())
	}
	if l.List.current != -1 {
		t.Errorf("puzzle 6 is filtered out but row %d is selected", l.List.current)
	}
	l.SetFilter(0, 1)
	if l.Status.SelectedIndex() != 0 || l.Grade.SelectedIndex() != 1 {
		t.Errorf("the filters show %d %d", l.Status.SelectedIndex(), l.Grade.SelectedIndex())
	}

	// Go to a number: typed with or without "#", within the set.
	if err := l.GoTo(" #7 "); err != nil || !slices.Equal(picked, []int{6}) || l.Selected() != 6 {
		t.Errorf("go to #7: %v, picked %v", err, picked)
	}
	for _, bad := range []string{"0", "21", "seven", "", "-3"} {
		if _, err := l.Number(bad); err == nil || !strings.Contains(err.Error(), "from 1 to 20") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if _, err := New(&fakeView{}, nil, nil).Number("1"); err == nil {
		t.Error("a number in an empty set")
	}
}

// TestLongestGradeFitsItsColumn: the widest grade asks no more than
// the difficulty column gives it.
func TestLongestGradeFitsItsColumn(t *testing.T) {
	test.NewTempApp(t)
	l := newDifficultyLabel()
	l.SetText("Grandmaster")
	if w, col := l.MinSize().Width, labelWidth("Difficulty", true); w > col {
		t.Errorf("the difficulty cell asks %v for Grandmaster, the column is %v", w, col)
	}
}
