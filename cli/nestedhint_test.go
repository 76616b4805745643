package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestStepsNestedHint: the text of a guided path that guesses (hardest
// #0) ends with the line pointing to -nested; one that does not guess
// (top95 #0), and the nested path itself, have no such line; the JSON
// of the guessing path is the engine's, with no hint in it.
func TestStepsNestedHint(t *testing.T) {
	hardest, top := shareddata.Path(t, "bench/hardest_1106.txt"), shareddata.Path(t, "classic/top95.txt")
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{[]string{"steps", hardest}, true},
		{[]string{"steps", top}, false},
		{[]string{"steps", "-search", "full", hardest}, false},
		{[]string{"steps", "-nested", hardest}, false},
	} {
		code, out, stderr := runCLI(t, tt.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.args, code, stderr)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if got := lines[len(lines)-1] == nestedHintSteps; got != tt.want {
			t.Errorf("%v: ends with the hint %v, want %v; last line %q", tt.args, got, tt.want, lines[len(lines)-1])
		}
		if strings.Count(out, "-nested") > map[bool]int{true: 1, false: 0}[tt.want] {
			t.Errorf("%v: -nested named more than the hint does", tt.args)
		}
	}
	set, err := puzzlefile.Read(hardest)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := steps.Solve(set.Entries[0].Puzzle).WriteJSON(&want); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runCLI(t, "steps", "-json", hardest)
	if code != 0 || out != want.String() || strings.Contains(out, "nested") || stderr != "" {
		t.Errorf("steps -json: exit %d, the engine's JSON %v, names nested %v, stderr %q",
			code, out == want.String(), strings.Contains(out, "nested"), stderr)
	}
}

// TestRateNestedHint: rate's summary counts the puzzles whose guided
// path guesses and points to -nested, on stderr with -json (stdout
// stays one object a line); not with -nested, nor when none guesses.
func TestRateNestedHint(t *testing.T) {
	two, easy := firstPuzzles(t, "bench/hardest_1106.txt", 2), firstPuzzles(t, "classic/top95.txt", 1)[0]
	mixed := writeTemp(t, "mixed.txt", two[0]+"\n"+easy+"\n"+two[1]+"\n")
	plain := writeTemp(t, "plain.txt", easy+"\n")
	const hint = "2 of 3 puzzles needed a guess: rate -nested explains them by logic, with nested forcing chains\n"
	for _, tt := range []struct {
		args      []string
		out, errs bool // the hint on stdout, on stderr
		noneNamed bool // -nested named nowhere
	}{
		{[]string{"rate", mixed}, true, false, false},
		{[]string{"rate", "-json", mixed}, false, true, false},
		{[]string{"rate", "-search", "full", mixed}, false, false, true},
		{[]string{"rate", plain}, false, false, true},
	} {
		code, out, stderr := runCLI(t, tt.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.args, code, stderr)
		}
		if strings.Contains(out, hint) != tt.out || strings.Contains(stderr, hint) != tt.errs {
			t.Errorf("%v: hint on stdout %v (want %v), on stderr %v (want %v)\n%s%s", tt.args,
				strings.Contains(out, hint), tt.out, strings.Contains(stderr, hint), tt.errs, out, stderr)
		}
		if tt.noneNamed && strings.Contains(out+stderr, "-nested") {
			t.Errorf("%v names -nested:\n%s%s", tt.args, out, stderr)
		}
	}
}

// firstPuzzles returns the first n puzzle lines of a shared data file.
func firstPuzzles(t *testing.T, rel string, n int) []string {
	t.Helper()
	b, err := os.ReadFile(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); len(out) < n && len(l) == 81 && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if len(out) < n {
		t.Fatalf("%s holds %d puzzle lines, want %d", rel, len(out), n)
	}
	return out
}
