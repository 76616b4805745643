package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	qaPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	qaSolved = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	qaJigsaw = "3.......4..2.6.1...1.9.8.2...5...6...2.....1...9...8...8.3.4.6...4.1.9..5.......7"
	qaRegion = "AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII"
)

// qaOddInputs are files no command may panic on, each with what `rate`
// must say of it: code 2 and a message naming the file and the problem
// for a file with no puzzle to read, else code 0 and the verdict (for an
// invalid entry, its line and reason).
func qaOddInputs() []struct {
	name string
	data string
	code int
	say  string
} {
	dots := strings.Repeat(".", 81)
	disconnected := "I" + qaRegion[1:80] + "A" // regions 1 and 9 each in two pieces
	npyHeader := func(descr, shape string) string {
		h := "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }"
		return "\x93NUMPY\x01\x00\x76\x00" + h + strings.Repeat(" ", 117-len(h)) + "\n"
	}
	return []struct {
		name string
		data string
		code int
		say  string
	}{
		{"empty.txt", "", 2, "empty.txt: the file is empty"},
		{"empty.npy", "", 2, "empty.npy: the file is empty"},
		{"truncated.npz", "PK\x03\x04\x14\x00\x00\x00\x08\x00", 2, "truncated.npz: not an npz file"},
		{"short.npy", npyHeader("|i1", "(2, 9, 9)") + strings.Repeat("\x00", 100), 2, "short.npy: data truncated"},
		{"huge.npy", npyHeader("<i8", "(99999999999, 9, 9)"), 2, "huge.npy: data truncated"},
		{"neg.npy", npyHeader("|i1", "(1, 9, 9)") + "\xff" + strings.Repeat("\x00", 80), 0, "invalid: r1c1: value -1 is out of range"},
		{"bom.txt", "\ufeff" + qaPuzzle + "\n", 0, "Medium"},
		{"line80.txt", qaPuzzle[:80] + "\n", 2, "line80.txt: no line is a puzzle (the first: line 1: puzzle has 80 characters, want 81)"},
		{"line82.txt", qaPuzzle + ".\n", 2, "line 1: puzzle has 82 characters, want 81"},
		{"zeros.txt", strings.ReplaceAll(qaPuzzle, ".", "0") + "\n", 0, "Medium"},
		{"crlf.txt", qaPuzzle + "\r\n" + qaPuzzle + "\r\n", 0, "#1  Medium"},
		{"onlycr.txt", qaPuzzle + "\r" + qaPuzzle + "\r", 0, "#1  Medium"},
		{"nonewline.txt", qaPuzzle, 0, "Medium"},
		{"tabs.txt", qaPuzzle + "\t" + qaRegion + "\n", 0, "Medium"},
		{"lower.txt", qaPuzzle + " " + strings.ToLower(qaRegion) + "\n", 0, "Medium"},
		{"disconnected.txt", qaPuzzle + " " + disconnected + "\n", 0, "unsolvable"},
		{"wrongsize.txt", qaPuzzle + " B" + qaRegion[1:] + "\n", 0, "invalid: line 1: region map: region 1 has 8 cells, want 9"},
		{"regionJ.txt", qaPuzzle + " J" + qaRegion[1:] + "\n", 2, "line 1: region map: r1c1: unexpected character 'J'"},
		{"region80.txt", qaPuzzle + " " + qaRegion[1:] + "\n", 2, "line 1: region map has 80 characters, want 81"},
		{"clash.txt", "44" + qaPuzzle[2:] + "\n", 0, "invalid: line 1: digit 4 twice in row 1: r1c1 and r1c2"},
		{"solved.txt", qaSolved + "\n", 0, "Easy"},
		{"emptygrid.txt", dots + "\n", 0, "several solutions"},
		{"mixed.txt", qaPuzzle + " " + qaRegion + "\n" + qaPuzzle + "\nbad\n", 0, "#2  invalid: line 3: puzzle has 3 characters, want 81"},
		{"comment.txt", "# nothing\n", 2, "comment.txt: no puzzles: the file holds only blank lines and comments"},
		{"dash.txt", strings.ReplaceAll(qaPuzzle, ".", "-") + "\n", 2, "line 1: r1c2: unexpected character '-'"},
		{"nul.txt", strings.Repeat("\x00", 81) + "\n", 2, "nul.txt: binary data (a zero byte at byte 0)"},
		{"utf16.txt", "\xff\xfe4\x00.\x00", 2, "utf16.txt: binary data"},
	}
}

// TestQAOddInputs runs every command on odd files: none may panic, and
// each must exit as rate does on the file and name what is wrong and
// where.
func TestQAOddInputs(t *testing.T) {
	dir := t.TempDir()
	for _, in := range qaOddInputs() {
		f := filepath.Join(dir, in.name)
		if err := os.WriteFile(f, []byte(in.data), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"rate", f}, {"solve", f}, {"steps", f}, {"bench", f}, {"steps", "-json", f}, {"rate", "-json", f}, {"solve", "-json", f},
		} {
			var stdout, stderr bytes.Buffer
			code := Run(args, nil, &stdout, &stderr)
			if code != in.code {
				t.Errorf("%s %s: exit %d, want %d\n%s%s", args[0], in.name, code, in.code, stderr.String(), stdout.String())
			}
			if args[0] == "rate" && len(args) == 2 && !strings.Contains(stdout.String()+stderr.String(), in.say) {
				t.Errorf("rate %s: %q not said\n%s%s", in.name, in.say, stderr.String(), stdout.String())
			}
		}
	}
}
