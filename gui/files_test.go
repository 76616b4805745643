package gui

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestOpenEachFormat(t *testing.T) {
	tests := []struct {
		file   string
		count  int
		jigsaw bool
	}{
		{"coursework/very_easy_puzzle.npy", 15, false},
		{"coursework/easy_puzzle.npy", 15, false},
		{"coursework/medium_puzzle.npy", 15, false},
		{"coursework/hard_puzzle.npy", 15, false},
		{"jigsaw/numpySudoku.npz", 133, true},
		{"jigsaw/janko_133.txt", 133, true},
		{"classic/top95.txt", 95, false},
	}
	s := newTestStudio(t)
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			openTestFile(t, s, tt.file)
			if n := s.model.Session().Len(); n != tt.count {
				t.Fatalf("%d puzzles, want %d", n, tt.count)
			}
			if s.list.Len() != tt.count {
				t.Errorf("the list shows %d rows", s.list.Len())
			}
			if got := s.model.Editor().Puzzle().Regions().IsStandard(); got == tt.jigsaw {
				t.Errorf("first puzzle standard = %v", got)
			}
			if s.model.Index() != 0 || s.board.Model().Digits != s.model.Editor().Puzzle().Givens {
				t.Error("the board does not show the first puzzle")
			}
			if !strings.Contains(s.win.Title(), filepath.Base(tt.file)) {
				t.Errorf("title %q does not name the file", s.win.Title())
			}
			if s.status.puzzle.Text != "Puzzle 1 of "+strconv.Itoa(tt.count) {
				t.Errorf("status bar: %q", s.status.puzzle.Text)
			}
			if recent := s.prefs.recent(); len(recent) == 0 || !strings.HasSuffix(recent[0], tt.file) {
				t.Errorf("Open Recent = %v, want the file first", recent)
			}
			// Opening another puzzle from the list shows it.
			s.list.List.Select(2)
			if s.model.Index() != 2 || s.board.Model().Digits != s.model.Session().Puzzle(2).Givens {
				t.Error("selecting row 3 does not show puzzle 3")
			}
		})
	}
	// The recent files are in the menu, newest first.
	var labels []string
	for _, it := range s.menus.recent.ChildMenu.Items {
		labels = append(labels, it.Label)
	}
	if len(labels) < 2 || !strings.HasPrefix(labels[0], "top95.txt") {
		t.Errorf("Open Recent menu = %q", labels)
	}
}

func TestBadFileShowsTheReason(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"corrupt.npy", "\x93NUMPY\x01\x00\xff\xffgarbage", "corrupt.npy"},
		{"notzip.npz", "this is not a zip archive", "notzip.npz"},
		{"stray.txt", strings.Repeat(".", 40) + "x" + strings.Repeat(".", 40) + "\n", "stray.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestStudio(t)
			path := filepath.Join(t.TempDir(), tt.name)
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			before := s.model.Session()
			err := s.openPath(path)
			if err == nil {
				// A text file with one bad line still loads: the puzzle
				// shows as invalid with the reason.
				if s.model.Session().Info[0].Status != model.StatusInvalid || s.model.Session().Info[0].Reason == "" {
					t.Fatalf("%s opened with no error and no invalid puzzle", tt.name)
				}
				if !strings.Contains(s.model.Session().Info[0].StatusText(), "Invalid: ") {
					t.Errorf("the list shows %q", s.model.Session().Info[0].StatusText())
				}
				return
			}
			shown := overlayTexts(s)
			if !strings.Contains(shown, "Cannot open "+tt.name) || !strings.Contains(shown, err.Error()) {
				t.Errorf("the dialog shows:\n%s\nwant the title and the reader's reason %q", shown, err)
			}
			if s.model.Session() != before {
				t.Error("a file that failed replaced the open set")
			}
		})
	}
}

func TestMissingFileIsForgotten(t *testing.T) {
	s := newTestStudio(t)
	path := filepath.Join(t.TempDir(), "gone.txt")
	s.prefs.rememberFile(path)
	if err := s.openPath(path); err == nil {
		t.Fatal("a missing file opened")
	}
	for _, r := range s.prefs.recent() {
		if r == path {
			t.Error("a missing file stays in Open Recent")
		}
	}
}

func TestExportSolvedGrids(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "coursework/easy_puzzle.npy")
	dir := t.TempDir()
	for _, ext := range []string{".npy", ".npz", ".txt"} {
		t.Run(ext, func(t *testing.T) {
			out := filepath.Join(dir, "solved"+ext)
			s.exportTo(fileio.ExportSolutions, storage.NewFileURI(out))
			sols, err := puzzlefile.ReadSolutions(out)
			if err != nil {
				t.Fatalf("reading the export back: %v", err)
			}
			if len(sols) != 15 {
				t.Fatalf("%d grids written, want 15", len(sols))
			}
			none := 0
			for i, g := range sols {
				p := s.model.Session().Puzzle(i)
				if puzzlefile.IsNoSolution(g) {
					none++
					continue
				}
				if !p.IsSolution(g) {
					t.Errorf("grid %d is not a solution of puzzle %d", i, i+1)
				}
			}
			if none != 5 {
				t.Errorf("%d puzzles without a solution, want 5 (the coursework's)", none)
			}
		})
	}
}

func TestExportAsksBeforeReplacing(t *testing.T) {
	s := newTestStudio(t)
	out := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(out, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.exportTo(fileio.ExportSolutions, storage.NewFileURI(out))
	if !strings.Contains(overlayTexts(s), "Replace existing file?") {
		t.Fatalf("no question before replacing; dialogs:\n%s", overlayTexts(s))
	}
	tapOverlayButton(t, s, "Cancel")
	if data, _ := os.ReadFile(out); string(data) != "keep me\n" {
		t.Fatal("the file was written although the person cancelled")
	}
	s.exportTo(fileio.ExportSolutions, storage.NewFileURI(out))
	tapOverlayButton(t, s, "Replace")
	sols, err := puzzlefile.ReadSolutions(out)
	if err != nil || len(sols) != s.model.Session().Len() {
		t.Fatalf("after Replace: %d grids, %v", len(sols), err)
	}
	entries, _ := os.ReadDir(filepath.Dir(out))
	if len(entries) != 1 {
		t.Errorf("stray files beside the export: %v", entries)
	}
}

func TestExportWarnsAboutTheOpenFile(t *testing.T) {
	s := newTestStudio(t)
	src := shareddata.Path(t, "jigsaw/janko_133.txt")
	input := filepath.Join(t.TempDir(), "input.txt")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(input, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.openPath(input); err != nil {
		t.Fatal(err)
	}
	s.exportTo(fileio.ExportPuzzles, storage.NewFileURI(input))
	shown := overlayTexts(s)
	if !strings.Contains(shown, "Replace the open file?") || !strings.Contains(shown, "input.txt is the file this set was opened from") {
		t.Fatalf("no warning about the open file; dialogs:\n%s", shown)
	}
	tapOverlayButton(t, s, "Cancel")
	if after, _ := os.ReadFile(input); string(after) != string(data) {
		t.Fatal("the open file changed although the person cancelled")
	}
}

func TestSavePuzzlesKeepsEdits(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.setMode(model.EditMode)
	c := firstEmpty(t, s)
	tapCell(t, s, c)
	d := s.model.Check().Solution[c]
	typeDigit(s, d)
	if !s.model.Session().Unsaved() || !strings.HasPrefix(s.win.Title(), "• ") {
		t.Fatalf("an edit is not marked unsaved (title %q)", s.win.Title())
	}
	out := filepath.Join(t.TempDir(), "edited.txt")
	s.exportTo(fileio.ExportPuzzles, storage.NewFileURI(out))
	if s.model.Session().Unsaved() {
		t.Error("still unsaved after Save Puzzles As")
	}
	set, err := puzzlefile.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Entries) != 133 {
		t.Fatalf("%d puzzles saved, want 133", len(set.Entries))
	}
	got := set.Entries[0].Puzzle
	if got.Givens[c] != d || !got.Regions().Equal(s.model.Editor().Puzzle().Regions()) {
		t.Error("the saved puzzle does not hold the edit and the layout")
	}
	if s.model.Session().Path != out || !strings.Contains(s.win.Title(), "edited.txt") {
		t.Errorf("after saving, the set is %q titled %q", s.model.Session().Path, s.win.Title())
	}
}

// typeDigit types digit d on the board (0 clears).
func typeDigit(s *Studio, d int8) { s.typedRune(rune('0' + d)) }

func TestUnsavedEditsAreNotThrownAway(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.EditMode)
	c := firstEmpty(t, s)
	tapCell(t, s, c)
	typeDigit(s, s.model.Check().Solution[c])
	before := s.model.Session()

	s.menus.item("File/Open Sample Set").Action()
	if !strings.Contains(overlayTexts(s), "Unsaved changes") {
		t.Fatalf("opening another set did not ask; dialogs:\n%s", overlayTexts(s))
	}
	tapOverlayButton(t, s, "Cancel")
	if s.model.Session() != before || s.model.Editor().Puzzle().Givens[c] == 0 {
		t.Fatal("Cancel lost the edit")
	}
	s.menus.item("File/Open Sample Set").Action()
	tapOverlayButton(t, s, "Discard")
	if s.model.Session() == before || s.model.Session().Unsaved() {
		t.Fatal("Discard did not open the samples")
	}
	// Quitting asks too.
	s.setMode(model.EditMode)
	typeDigit(s, 0) // nothing selected to clear is fine
	tapCell(t, s, firstEmpty(t, s))
	typeDigit(s, 1)
	s.menus.item("File/Quit").Action()
	if !strings.Contains(overlayTexts(s), "Save before you quit?") {
		t.Errorf("Quit did not ask; dialogs:\n%s", overlayTexts(s))
	}
	tapOverlayButton(t, s, "Cancel")
}

func TestReferenceSolutions(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	sols, err := puzzlefile.ReadSolutions(shareddata.Path(t, "jigsaw/janko_133_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	s.model.Session().Reference = sols
	s.refresh()
	if !strings.Contains(s.status.unique.Text, "matches reference") {
		t.Errorf("status bar = %q, want a match with the reference", s.status.unique.Text)
	}
	wrong := append([]grid.Grid(nil), sols...)
	wrong[0][0], wrong[0][1] = wrong[0][1], wrong[0][0]
	s.model.Session().Reference = wrong
	s.refresh()
	if !strings.Contains(s.status.unique.Text, "differs from reference") {
		t.Errorf("status bar = %q, want a difference", s.status.unique.Text)
	}
}

// TestOpenThroughTheDialogCallbacks feeds the Open dialogs' callbacks
// the readers the dialogs would give them.
func TestOpenThroughTheDialogCallbacks(t *testing.T) {
	s := newTestStudio(t)
	reader := func(rel string) fyne.URIReadCloser {
		r, err := storage.Reader(storage.NewFileURI(shareddata.Path(t, rel)))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	s.openFromDialog(reader("jigsaw/numpySudoku.npz"), nil)
	if s.model.Session().Len() != 133 || s.model.Session().Name != "numpySudoku.npz" || s.model.Session().Path == "" {
		t.Fatalf("Open gave %q with %d puzzles", s.model.Session().Name, s.model.Session().Len())
	}
	if s.prefs.lastFolder() != shareddata.Path(t, "jigsaw") {
		t.Errorf("last folder = %q", s.prefs.lastFolder())
	}
	s.referenceFromDialog(reader("jigsaw/numpySudoku_solutions.npz"), nil)
	if len(s.model.Session().Reference) != 133 || !strings.Contains(s.status.unique.Text, "matches reference") {
		t.Errorf("reference: %d grids, status %q", len(s.model.Session().Reference), s.status.unique.Text)
	}
	s.openFromDialog(nil, nil) // cancelled: nothing happens
	if s.model.Session().Len() != 133 {
		t.Error("a cancelled dialog changed the set")
	}
	s.openFromDialog(nil, errors.New("permission denied"))
	if !strings.Contains(overlayTexts(s), "permission denied") {
		t.Errorf("a dialog error is not shown:\n%s", overlayTexts(s))
	}
}

func TestExportBoardImage(t *testing.T) {
	s := newTestStudio(t)
	s.goTo(5)
	out := filepath.Join(t.TempDir(), "board.png")
	s.exportTo(fileio.ExportImage, storage.NewFileURI(out))
	img, err := guitest.ReadPNG(out)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != exportSize || b.Dy() != exportSize {
		t.Errorf("image is %v, want %d square", b, exportSize)
	}
}

func TestExportDialogForm(t *testing.T) {
	s := newTestStudio(t)
	dir := t.TempDir()
	s.prefs.rememberFolderFor("solutions", dir)
	s.showExportDialog(fileio.ExportSolutions)
	shown := overlayTexts(s)
	for _, want := range []string{"Export Solved Grids", "samples_solved.npy", dir, "[Export]", "[Cancel]"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the export dialog does not show %q:\n%s", want, shown)
		}
	}
	tapOverlayButton(t, s, "Export")
	if _, err := os.Stat(filepath.Join(dir, "samples_solved.npy")); err != nil {
		t.Errorf("Export did not write the file: %v", err)
	}
}

func TestWindowSizeIsRemembered(t *testing.T) {
	s := newTestStudio(t)
	if got := s.prefs.windowSize(); got != fyne.NewSize(defaultWidth, defaultHeight) {
		t.Errorf("default size %v", got)
	}
	s.win.Resize(fyne.NewSize(1000, 700))
	s.saveWindowSize()
	if got := s.prefs.windowSize(); got.Width != 1000 || got.Height != 700 {
		t.Errorf("remembered %v, want 1000×700", got)
	}
	s.prefs.setWindowSize(fyne.NewSize(1e6, 10))
	if got := s.prefs.windowSize(); got != fyne.NewSize(defaultWidth, defaultHeight) {
		t.Errorf("a broken size gives %v, want the default", got)
	}
}
