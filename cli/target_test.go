package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// -o that names an input, by its name, another name or a link, is
// refused with the reason, and the input stays as it was; so is a
// read-only OUT, as cp would refuse it.
func TestOutThatIsAnInputOrReadOnlyIsRefused(t *testing.T) {
	dir := t.TempDir()
	copyFile := func(src, name string, mode os.FileMode) string {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	txt := writeTemp(t, "in.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
	npy := copyFile(shareddata.Path(t, "coursework/easy_puzzle.npy"), "in.npy", 0o644)
	ref := copyFile(shareddata.Path(t, "coursework/easy_solution.npy"), "ref.npy", 0o644)
	jigsaw := copyFile(shareddata.Path(t, "jigsaw/janko_133.txt"), "janko.txt", 0o644)
	link := filepath.Join(dir, "link.txt")
	os.Symlink(txt, link)
	readOnly := copyFile(txt, "readonly.txt", 0o444)
	cases := []struct {
		args    []string
		why     string
		guarded string // the file that must stay as it was
	}{
		{[]string{"solve", "-o", txt, txt}, "is the input", txt},
		{[]string{"solve", "-o", link, txt}, "through a link", txt},
		{[]string{"solve", "-o", npy, npy}, "is the input", npy},
		{[]string{"solve", "-check", ref, "-o", ref, npy}, "is the input", ref},
		{[]string{"solve", "-o", readOnly, txt}, "read-only", readOnly},
		{[]string{"generate", "-layout", jigsaw, "-o", jigsaw}, "is the input", jigsaw},
		{[]string{"generate", "-o", readOnly}, "read-only", readOnly},
	}
	for _, c := range cases {
		before, _ := os.ReadFile(c.guarded)
		code, _, stderr := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.why) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.why)
		}
		if after, _ := os.ReadFile(c.guarded); !bytes.Equal(before, after) {
			t.Errorf("%v: %s changed", c.args, c.guarded)
		}
	}
}
