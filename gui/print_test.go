package gui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// File › Print to PDF… in solve mode: the dialog previews the first
// page, and printing the puzzle shown writes it with the person's entry.
func TestPrintToPDF(t *testing.T) {
	s, sol := newSolvingStudio(t)
	var c grid.Cell
	for _, e := range emptyCells(t, s, 10) {
		if sol[e] != 1 { // 1 is also in the caption and the footer
			c = e
			break
		}
	}
	typeIn(t, s, c, sol[c])
	dir := t.TempDir()
	s.prefs.rememberFolderFor("pdf", dir)
	s.menus.item("File/Print to PDF…").Action()
	f := s.printForm
	if f == nil || s.input.Top() == nil {
		t.Fatal("no print dialog")
	}
	if f.Image() == nil || !strings.HasPrefix(f.Caption(), "Page 1 of ") {
		t.Fatalf("no preview: caption %q", f.Caption())
	}
	f.Items()[0].Widget.(interface{ SetSelected(string) }).SetSelected("Puzzle 1 as it stands (your entries and notes)")
	if !f.Choices().Current || f.Caption() != "Page 1 of 1" {
		t.Fatalf("this puzzle: %+v, %q", f.Choices(), f.Caption())
	}
	s.input.Top().Enter()
	path := filepath.Join(dir, "samples.pdf")
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no PDF written: %v (notice %q)", err, s.message)
	}
	if !strings.Contains(s.message, "Printed 1 puzzle on 1 page to "+path) {
		t.Errorf("notice %q", s.message)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		out, _ := exec.Command("pdftotext", path, "-").Output()
		givens := strings.Count(s.model.Editor().Puzzle().Givens.String(), string(rune('0'+sol[c])))
		if got := strings.Count(string(out), string(rune('0'+sol[c]))); got != givens+1 {
			t.Errorf("the PDF has %d of the digit %d, want the %d givens and the entry", got, sol[c], givens)
		}
	}
}
