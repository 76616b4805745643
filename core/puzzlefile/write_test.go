package puzzlefile

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

const (
	jankoSolution  = "845279361359162784281395476467918235574623918136754829928536147792481653613847592"
	jankoRegions   = "IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"
	classicSolved  = "652483917978162435314975628825736149791824563436519872269348751547291386183657294"
	emptyTextLine  = "................................................................................."
	invalidLineFmt = "99" // a clash that makes a puzzle invalid
)

// testSet returns three jigsaw puzzles on the same map: solved,
// unsolvable and invalid, with their solutions.
func testSet(t *testing.T) (*Set, []grid.Grid) {
	t.Helper()
	text := jankoLine + "\n" + jankoLine + "\n" + invalidLineFmt + jankoLine[2:] + "\n"
	set, err := Parse("j.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "", "", "line 3: digit 9 twice")
	return set, []grid.Grid{mustGrid(t, jankoSolution), NoSolution(), {}}
}

func TestWriteText(t *testing.T) {
	set, sols := testSet(t)
	path := filepath.Join(t.TempDir(), "out.txt")
	if err := Write(path, set, sols); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	want := jankoSolution + " " + jankoRegions + "\n" + emptyTextLine + "\n" + emptyTextLine + "\n"
	if string(got) != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
	// Read back as a reference: line i is puzzle i.
	refs, err := ReadSolutions(path)
	if err != nil || len(refs) != 3 || refs[0] != sols[0] || !IsNoSolution(refs[1]) || !IsNoSolution(refs[2]) {
		t.Errorf("reading our text back as a reference: %v %v", refs, err)
	}

	// A classic set has no region letters.
	classic, err := Parse("c.txt", []byte(classicPuzzle))
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(path, classic, []grid.Grid{mustGrid(t, classicSolved)}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != classicSolved+"\n" {
		t.Errorf("wrote %q", got)
	}
}

// Every format written reads back: the solutions as references, and an
// export (no solutions) as the same puzzles on the same layouts.
func TestWriteReadBack(t *testing.T) {
	set, sols := testSet(t)
	wantRefs := []grid.Grid{sols[0], NoSolution(), NoSolution()}
	dir := t.TempDir()
	for _, ext := range []string{".npy", ".npz", ".txt", ".sdk"} {
		t.Run(ext, func(t *testing.T) {
			path := filepath.Join(dir, "solved"+ext)
			if err := Write(path, set, sols); err != nil {
				t.Fatal(err)
			}
			refs, err := ReadSolutions(path)
			if err != nil {
				t.Fatal(err)
			}
			for i := range wantRefs {
				if refs[i] != wantRefs[i] {
					t.Errorf("solution %d reads back as %v", i, refs[i])
				}
			}
			export := filepath.Join(dir, "export"+ext)
			if err := Write(export, set, nil); err != nil {
				t.Fatal(err)
			}
			back, err := Read(export)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range back.Entries {
				if e.Puzzle.Givens != set.Entries[i].Puzzle.Givens {
					t.Errorf("puzzle %d: givens differ after export", i)
				}
				if ext != ".npy" && !e.Puzzle.Regions().Equal(set.Entries[i].Puzzle.Regions()) {
					t.Errorf("puzzle %d: layout lost in export", i)
				}
				if ext != ".npy" && (e.Err == nil) != (set.Entries[i].Err == nil) {
					t.Errorf("puzzle %d: validity changed in export: %v", i, e.Err)
				}
			}
		})
	}
}

// A structured npz comes back structured, with group_grid kept even for
// a map that was refused.
func TestWriteStructured(t *testing.T) {
	set, err := Read(shareddata.Path(t, "jigsaw/numpySudoku.npz"))
	if err != nil {
		t.Fatal(err)
	}
	sols, err := ReadSolutions(shareddata.Path(t, "jigsaw/numpySudoku_solutions.npz"))
	if err != nil {
		t.Fatal(err)
	}
	raw := [81]int64{}
	for c := range raw {
		raw[c] = 12 // a refused map must survive unchanged
	}
	set.Entries[5].Err = errTest
	set.Entries[5].Puzzle.Layout = nil // as read from a file with that map
	// Entry 6 had a refused map too, but an editor has since given it a
	// good one: the good one is written.
	set.rawRegions = map[int]*[81]int64{5: &raw, 6: &raw}
	path := filepath.Join(t.TempDir(), "out.npz")
	if err := Write(path, set, sols); err != nil {
		t.Fatal(err)
	}
	back, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Structured || len(back.Entries) != 133 {
		t.Fatalf("structured %v, %d entries", back.Structured, len(back.Entries))
	}
	for i, e := range back.Entries {
		if i == 5 {
			wantErr(t, e.Err, "r1c1: value -1 is out of range 0–9") // the grid written for an invalid puzzle
			if back.rawRegions[5] == nil || *back.rawRegions[5] != raw {
				t.Error("the refused map did not survive")
			}
			continue
		}
		if e.Err != nil || e.Puzzle.Givens != sols[i] || !e.Puzzle.Layout.Equal(set.Entries[i].Puzzle.Layout) {
			t.Fatalf("puzzle %d: %v", i, e.Err)
		}
	}
}

func TestWriteRefuses(t *testing.T) {
	set, sols := testSet(t)
	dir := t.TempDir()
	cases := []struct {
		name string
		path string
		set  *Set
		sols []grid.Grid
		want string
	}{
		{"nil set", filepath.Join(dir, "a.npy"), nil, nil, "a.npy: the set is empty: nothing to write"},
		{"count", filepath.Join(dir, "a.npy"), set, sols[:2], "a.npy: 2 solutions for 3 puzzles"},
		{"folder", dir, set, sols, "not a regular file: it will not be replaced"},
		{"missing folder", filepath.Join(dir, "no", "such", "a.txt"), set, sols, "cannot create a file in its folder: no such file or directory"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			wantErr(t, Write(tc.path, tc.set, tc.sols), tc.want)
		})
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refused writes left %d files behind", len(entries))
	}
}

// failingWriter accepts limit bytes and then fails.
type failingWriter struct {
	limit, written int
}

var errDiskGone = errors.New("disk gone")

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.written+len(p) > w.limit {
		n := w.limit - w.written
		w.written = w.limit
		return n, errDiskGone
	}
	w.written += len(p)
	return len(p), nil
}

// Encoding into a writer that fails part way returns its error, in
// every format and at every point.
func TestEncodeFailingWriter(t *testing.T) {
	set, sols := testSet(t)
	for _, f := range Formats {
		if !f.HoldsRegions() && set.isJigsaw() {
			continue // refused: TestTextFormatsRefuseJigsaw
		}
		var full bytes.Buffer
		if err := Encode(&full, f, set, sols); err != nil {
			t.Fatal(err)
		}
		for _, limit := range []int{0, 1, 100, full.Len() / 2, full.Len() - 1} {
			err := Encode(&failingWriter{limit: limit}, f, set, sols)
			if !errors.Is(err, errDiskGone) {
				t.Errorf("%v failing after %d of %d bytes: error %v", f, limit, full.Len(), err)
			}
		}
	}
}

// listDir returns the names in dir.
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// A write that fails half way leaves the old file as it was and no
// temporary file behind.
func TestAtomicWriteFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keep.txt")
	if err := os.WriteFile(path, []byte("old content\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	err := writeAtomic(path, func(w io.Writer) error {
		w.Write([]byte(strings.Repeat("new ", 1000)))
		return errDiskGone
	})
	wantErr(t, err, "keep.txt: writing failed: disk gone (the old file, if any, is unchanged)")
	if got, _ := os.ReadFile(path); string(got) != "old content\n" {
		t.Errorf("the old file changed: %q", got)
	}
	if names := listDir(t, dir); len(names) != 1 {
		t.Errorf("files left behind: %v", names)
	}

	// A successful write keeps the old file's permissions.
	set, sols := testSet(t)
	if err := Write(path, set, sols); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("permissions %v, want 0600 kept", info.Mode().Perm())
	}
	if names := listDir(t, dir); len(names) != 1 {
		t.Errorf("files left behind: %v", names)
	}
}

// Writing through a symbolic link replaces the file it points to and
// keeps the link.
func TestAtomicWriteSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	os.WriteFile(target, []byte("old\n"), 0o644)
	if err := os.Symlink("real.txt", link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	set, sols := testSet(t)
	if err := Write(link, set, sols); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(target); !strings.HasPrefix(string(got), jankoSolution) {
		t.Errorf("the link's target was not written: %q", got)
	}
}

// On a disk that fills up, the old file stays and no temporary file
// remains. The disk is a 64 KiB tmpfs (tests run as root; a read-only
// folder would prove nothing to root).
func TestAtomicWriteDiskFull(t *testing.T) {
	mnt := filepath.Join(t.TempDir(), "tiny")
	if err := os.Mkdir(mnt, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("this test needs to mount a 64 KiB tmpfs (root with mount permission): %v: %s", err, strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", mnt).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v: %s", mnt, err, out)
		}
	})
	small, smallSols := testSet(t)
	path := filepath.Join(mnt, "solved.txt")
	if err := Write(path, small, smallSols); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)

	big, err := Read(shareddata.Path(t, "bench/top1465.txt")) // 1465 lines: about 120 KB out
	if err != nil {
		t.Fatal(err)
	}
	// npz entries are deflated: 1465 mostly empty grids shrink below
	// 64 KiB, 49,151 puzzles do not.
	bigger, err := Read(shareddata.Path(t, "bench/17_clue.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"solved.txt", "solved.npy", "solved.npz"} {
		set := big
		if name == "solved.npz" {
			set = bigger
		}
		err := Write(filepath.Join(mnt, name), set, nil)
		if name == "solved.txt" {
			wantErr(t, err, "solved.txt: ", "no space left on device", "the old file, if any, is unchanged")
		} else if err == nil {
			t.Errorf("%s: writing %d puzzles to a 64 KiB disk succeeded", name, len(set.Entries))
		}
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Error("the old file changed")
	}
	if names := listDir(t, mnt); len(names) != 1 || names[0] != "solved.txt" {
		t.Errorf("files on the full disk: %v, want only solved.txt", names)
	}
}
