package printdialog

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func top95(t *testing.T) Source {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return Source{Name: "top95.txt", Entries: set.Entries, Index: 2}
}

// now runs the form's background work at once.
func now(work func() func()) {
	if apply := work(); apply != nil {
		apply()
	}
}

// The form starts from the choices given, draws the first page, and
// draws it again as the choices change.
func TestFormPreview(t *testing.T) {
	test.NewTempApp(t)
	src := top95(t)
	f := New(src, DefaultChoices(), now)
	if f.Image() == nil || f.Caption() != "Page 1 of 24" {
		t.Fatalf("the first preview: image %v, caption %q", f.Image() != nil, f.Caption())
	}
	first := f.Image()
	f.perPage.SetSelected("6")
	f.solutions.SetChecked(true)
	if c := f.Choices(); c.PerPage != 6 || !c.Solutions || f.Caption() != "Page 1 of 24" {
		t.Errorf("choices %+v, caption %q; want 6 a page with solutions: 16 + 8 pages", c, f.Caption())
	}
	if f.Image() == first {
		t.Error("the preview was not drawn again")
	}
	f.scope.SetSelected(f.thisPuzzle)
	if !f.Choices().Current || f.Caption() != "Page 1 of 2" {
		t.Errorf("this puzzle alone: %+v, caption %q", f.Choices(), f.Caption())
	}
	f.paper.SetSelected(paperLabel(printout.Papers[1]))
	if f.Choices().Paper.Name != "letter" {
		t.Errorf("paper %+v", f.Choices().Paper)
	}
	b := f.Image().Bounds()
	if want := int(600 * printout.Papers[1].Height / printout.Papers[1].Width); b.Dx() != 600 || b.Dy() < want-1 || b.Dy() > want+1 {
		t.Errorf("letter preview %v", b)
	}
}

// Printing the puzzle shown as it stands gives one puzzle with the
// person's entries (grey, as text) and notes; the whole set 6 a page
// with solutions and ratings gives top95's 24 pages.
func TestWrite(t *testing.T) {
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: install poppler-utils (make test does)", tool)
		}
	}
	src := top95(t)
	p := src.Entries[src.Index].Puzzle
	var entered int
	for c, d := range p.Givens {
		if d == 0 && entered < 3 {
			src.Entered[c] = 9
			entered++
		}
	}
	notes := [grid.NumCells]uint16{80: 1<<0 | 1<<4}
	src.Notes = &notes
	c := DefaultChoices()
	c.Current, c.PerPage = true, 1
	dir := t.TempDir()
	var buf bytes.Buffer
	pages, n, err := Write(context.Background(), &buf, src, c, nil)
	if err != nil || pages != 1 || n != 1 {
		t.Fatalf("this puzzle: %d pages, %d puzzles, %v", pages, n, err)
	}
	one := filepath.Join(dir, "one.pdf")
	os.WriteFile(one, buf.Bytes(), 0o644)
	out, _ := exec.Command("pdftotext", one, "-").Output()
	text := string(out)
	if !strings.Contains(text, "#3") || strings.Count(text, "9") < 3+strings.Count(p.Givens.String(), "9") {
		t.Errorf("the printed position lacks its caption or its three entered 9s:\n%s", text)
	}

	c = Choices{PerPage: 6, Solutions: true, Ratings: true, Paper: printout.Papers[0]}
	buf.Reset()
	if pages, n, err = Write(context.Background(), &buf, src, c, nil); err != nil || pages != 24 || n != 95 {
		t.Fatalf("the set: %d pages, %d puzzles, %v", pages, n, err)
	}
	all := filepath.Join(dir, "all.pdf")
	os.WriteFile(all, buf.Bytes(), 0o644)
	info, _ := exec.Command("pdfinfo", all).Output()
	if !regexp.MustCompile(`Pages:\s+24\n`).Match(info) || buf.Len() > 1<<20 {
		t.Errorf("pdfinfo: %s (%d bytes)", info, buf.Len())
	}
	first, _ := exec.Command("pdftotext", "-f", "1", "-l", "1", all, "-").Output()
	if !strings.Contains(string(first), "score") || !strings.Contains(string(first), "top95.txt - page 1 of 24") {
		t.Errorf("page 1 lacks ratings or its footer:\n%s", first)
	}
}

// A set over a booklet's limit is refused whole, with the reason; its
// puzzle shown still prints.
func TestTooManyToPrintWhole(t *testing.T) {
	src := top95(t)
	big := make([]puzzlefile.Entry, 20001)
	for i := range big {
		big[i] = src.Entries[i%len(src.Entries)]
	}
	src.Entries = big
	c := DefaultChoices()
	if _, err := Puzzles(context.Background(), src, c, true, nil); err == nil || !strings.Contains(err.Error(), "20001 puzzles, and a booklet holds at most 20000") {
		t.Errorf("the whole set: %v", err)
	}
	c.Current = true
	if ps, err := Puzzles(context.Background(), src, c, true, nil); err != nil || len(ps) != 1 || ps[0].Caption != "#3" {
		t.Errorf("the puzzle shown: %d puzzles, %v", len(ps), err)
	}
}
