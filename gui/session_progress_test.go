package gui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// TestSaveProgressAndReopen solves a little in two puzzles of the sample
// set, saves the progress, checks the file with real numpy, and opens it
// again: every entry and note comes back, on its puzzle.
func TestSaveProgressAndReopen(t *testing.T) {
	s, sol := newSolvingStudio(t)
	cells := emptyCells(t, s, 3)
	typeIn(t, s, cells[0], sol[cells[0]])
	typeIn(t, s, cells[1], wrongDigit(sol, cells[1])) // mistakes are progress too
	s.setPencil(true)
	typeIn(t, s, cells[2], 1)
	typeIn(t, s, cells[2], 7)
	s.setPencil(false)
	first := s.model.Game().Progress()

	s.openPuzzle(1)
	s.setMode(model.SolveMode)
	other := emptyCells(t, s, 1)[0]
	typeIn(t, s, other, 5)
	second := s.model.Game().Progress()
	if !s.model.Session().UnsavedProgress() {
		t.Fatal("work not yet saved is not reported as unsaved")
	}
	ran := false
	s.confirmDiscard("open another set", func() { ran = true })
	if ran {
		t.Error("unsaved entries and notes were discarded without asking")
	}

	out := filepath.Join(t.TempDir(), "progress.npz")
	s.exportTo(fileio.ExportProgress, storage.NewFileURI(out))
	if s.model.Session().UnsavedProgress() {
		t.Error("after Save Progress the work is still reported as unsaved")
	}
	ran = false
	s.confirmDiscard("open another set", func() { ran = true })
	if !ran {
		t.Error("after Save Progress, opening another set still asks first")
	}
	if s.model.Session().Path != out {
		t.Errorf("the session's file is %q, want the progress file %q", s.model.Session().Path, out)
	}

	checkProgressWithNumpy(t, out, s.model.Session().Len(), []wantCell{
		{0, cells[0], first.Entries[cells[0]], 0},
		{0, cells[1], first.Entries[cells[1]], 0},
		{0, cells[2], 0, 1<<0 | 1<<6},
		{1, other, 5, 0},
	})

	if err := s.openPath(out); err != nil {
		t.Fatal(err)
	}
	if s.model.Session().UnsavedProgress() {
		t.Error("a freshly opened progress file counts as unsaved work")
	}
	// Every puzzle with work shows In progress, and the notice names them.
	if !strings.Contains(s.message, "entries and notes are back on puzzles 1 and 2 (In progress in the list)") {
		t.Errorf("the notice after opening is %q", s.message)
	}
	for i, want := range []string{"In progress", "In progress", "Not started"} {
		if got := s.model.Session().Info[i].StatusText(); got != want {
			t.Errorf("reopened puzzle %d shows %q, want %q", i+1, got, want)
		}
	}
	for i, want := range []struct {
		entries grid.Grid
		notes   [grid.NumCells]uint16
	}{{first.Entries, first.Notes}, {second.Entries, second.Notes}} {
		g, _, err := s.model.Session().Game(i)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Progress(); got.Entries != want.entries || got.Notes != want.notes {
			t.Errorf("puzzle %d reopened with entries %v notes %v, want %v %v", i, got.Entries, got.Notes, want.entries, want.notes)
		}
	}
}

// wantCell is one cell of a progress file as numpy should read it.
type wantCell struct {
	puzzle int
	cell   grid.Cell
	entry  int8
	notes  uint16
}

// checkProgressWithNumpy reads the file with Debian's numpy and checks
// the arrays' dtypes and shapes and the cells given.
func checkProgressWithNumpy(t *testing.T, path string, n int, cells []wantCell) {
	t.Helper()
	py := os.Getenv("NUMPY_PYTHON")
	if py == "" {
		py = "/usr/bin/python3" // Debian's, not whatever python3 comes first in PATH
	}
	if out, err := exec.Command(py, "-c", "import numpy").CombinedOutput(); err != nil {
		msg := "checking a progress file needs Python with numpy (apt-get install python3-numpy, or set NUMPY_PYTHON): " +
			py + ": " + strings.TrimSpace(string(out)) + " " + err.Error()
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	script := `
import sys, numpy as np
z = np.load(sys.argv[1])
for k in ("puzzles", "entries", "notes"):
    a = z[k]
    print(k, a.dtype, a.shape)
e, m = z["entries"], z["notes"]
for arg in sys.argv[2:]:
    i, c = map(int, arg.split(","))
    print(i, c, int(e[i, c // 9, c % 9]), int(m[i, c // 9, c % 9]))
`
	args := []string{"-c", script, path}
	for _, w := range cells {
		args = append(args, strings.Join([]string{itoa(w.puzzle), itoa(int(w.cell))}, ","))
	}
	out, err := exec.Command(py, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("numpy could not read %s: %v\n%s", path, err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	shape := "(" + itoa(n) + ", 9, 9)"
	want := []string{"puzzles int8 " + shape, "entries int8 " + shape, "notes uint16 " + shape}
	for _, w := range cells {
		want = append(want, strings.Join([]string{itoa(w.puzzle), itoa(int(w.cell)), itoa(int(w.entry)), itoa(int(w.notes))}, " "))
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("numpy reads\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
