package fileio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWithExt(t *testing.T) {
	tests := []struct{ name, ext, want string }{
		{"set_solved.npy", ".txt", "set_solved.txt"},
		{"set", ".npz", "set.npz"},
		{"my.puzzles", ".npy", "my.puzzles.npy"},
		{"board.PNG", ".png", "board.png"},
	}
	for _, tt := range tests {
		if got := WithExt(tt.name, tt.ext); got != tt.want {
			t.Errorf("WithExt(%q, %q) = %q, want %q", tt.name, tt.ext, got, tt.want)
		}
	}
}

// A typed extension that is one of the export's formats is kept (the
// format follows it); a name without one gets the chosen format's; any
// other is refused with the reason.
func TestExportKeepsTheTypedExtension(t *testing.T) {
	exts := []string{".npy", ".npz", ".txt"} // the solutions export's formats
	for _, tt := range []struct {
		name   string
		chosen int
		want   string
		err    string
	}{
		{"x_solved.npz", 0, "x_solved.npz", ""},
		{"x_solved.NPZ", 2, "x_solved.NPZ", ""},
		{"x_solved", 1, "x_solved.npz", ""},
		{"x_solved.txt", 0, "x_solved.txt", ""},
		{"x_solved.png", 0, "", ".png is not one of them"},
		{"x.final", 0, "", ".npy, .npz, .txt"},
	} {
		got, err := ExportName(tt.name, exts, tt.chosen)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want one saying %q", tt.name, err, tt.err)
		case tt.err == "" && (err != nil || got != tt.want):
			t.Errorf("%q (format %s): %q, %v; want %q", tt.name, exts[tt.chosen], got, err, tt.want)
		}
	}
}

func TestTypedPaths(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "set.txt"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if p, err := ResolvePath(dir, " set.npz "); err != nil || p != filepath.Join(dir, "set.npz") {
		t.Errorf("a name in a folder: %q, %v", p, err)
	}
	for _, tt := range []struct{ folder, name, err string }{
		{dir, "", "a file name is needed"},
		{"", "x.txt", "a folder is needed"},
		{dir, "missing/x.txt", "does not exist"},
		{"/", dir, "is a folder"},
	} {
		if _, err := ResolvePath(tt.folder, tt.name); err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("ResolvePath(%q, %q): %v, want %q", tt.folder, tt.name, err, tt.err)
		}
	}
	if p, err := OpenTarget(filepath.Join(dir, "set.txt")); err != nil || !filepath.IsAbs(p) {
		t.Errorf("OpenTarget of a file: %q, %v", p, err)
	}
	if _, err := OpenTarget(filepath.Join(dir, "none.txt")); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("OpenTarget of no file: %v", err)
	}
	if !SameFile(filepath.Join(dir, "set.txt"), filepath.Join(dir, ".", "set.txt")) || SameFile("", dir) || !IsDir(dir) {
		t.Error("SameFile or IsDir")
	}
}
