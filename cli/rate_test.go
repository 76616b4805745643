package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestRateText(t *testing.T) {
	code, out, stderr := runCLI(t, "rate", shareddata.Path(t, "classic/top95.txt"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	line := regexp.MustCompile(`(?m)^#(\d+)  (Easy|Medium|Hard|Expert|Master|Extreme) +score \d+  hardest [A-Za-z0-9 -]+  guesses \d+  steps \d+$`)
	if n := len(line.FindAllString(out, -1)); n != 95 {
		t.Errorf("%d puzzle lines, want 95:\n%s", n, out)
	}
	for _, want := range []string{
		"95 puzzles: 95 solved, 0 unsolvable, 0 invalid",
		"\ntechnique ", "\nHidden Single ", "\nContradiction Net ", " Extreme 0\n", // top95 needs no guess
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if !regexp.MustCompile(`\ntime: 95 paths in [0-9.]+ s on \d+ threads?; mean [0-9.]+ ms a puzzle, slowest [0-9.]+ ms \(#\d+\)\n$`).MatchString(out) {
		t.Errorf("no timing line at the end:\n%s", out[max(0, len(out)-300):])
	}
}

func TestRateJSON(t *testing.T) {
	code, out, stderr := runCLI(t, "rate", "-json", shareddata.Path(t, "coursework/hard_puzzle.npy"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 15 {
		t.Fatalf("%d lines, want 15", len(lines))
	}
	statuses := map[string]int{}
	for i, l := range lines {
		var r struct {
			Index      int    `json:"index"`
			Status     string `json:"status"`
			Difficulty string `json:"difficulty"`
			Score      int    `json:"score"`
			Hardest    string `json:"hardest"`
			Guesses    *int   `json:"guesses"`
			Steps      int    `json:"steps"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %d %q: %v", i+1, l, err)
		}
		statuses[r.Status]++
		if r.Index != i || r.Guesses == nil || r.Steps == 0 {
			t.Errorf("line %d: %s", i+1, l)
		}
		if r.Status == "solved" && (r.Difficulty == "" || r.Hardest == "" || r.Score == 0) {
			t.Errorf("line %d: solved without a rating: %s", i+1, l)
		}
	}
	// The coursework's hard set has five puzzles without a solution.
	if statuses["solved"] != 10 || statuses["unsolvable"] != 5 {
		t.Errorf("statuses %v, want 10 solved and 5 unsolvable", statuses)
	}
	if !strings.Contains(stderr, "15 puzzles: 10 solved, 5 unsolvable, 0 invalid") || !strings.Contains(stderr, "time: ") {
		t.Errorf("summary not on stderr: %q", stderr)
	}
}

func TestRateInvalidPuzzles(t *testing.T) {
	file := writeTemp(t, "mixed.txt", strings.Join([]string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"9..9" + strings.Repeat(".", 77),
	}, "\n")+"\n")
	code, out, stderr := runCLI(t, "rate", file)
	if code != 0 || !regexp.MustCompile(`\n#1  invalid: .*digit 9 twice in row 1: r1c1 and r1c4\n`).MatchString(out) ||
		!strings.Contains(out, "2 puzzles: 1 solved, 0 unsolvable, 1 invalid") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// A rating states its technique profile, in the JSON and the summary,
// and a profile's path never uses a technique it leaves out.
func TestRateTechniquesProfile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "singles.txt")
	if err := os.WriteFile(file, []byte("# singles only\nNaked Single\nHidden Single\nFull House\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	top95 := shareddata.Path(t, "classic/top95.txt")
	for _, c := range []struct {
		args    []string
		profile string
		summary string
	}{
		{[]string{"rate", "-json", top95}, "Default", "profile: Default ("},
		{[]string{"rate", "-json", "-techniques", file, top95}, "singles", "profile: singles (3 techniques: Naked Single, Hidden Single, Full House)"},
		{[]string{"rate", "-json", "-techniques", "Basic only", top95}, "Basic only", "profile: Basic only (11 techniques:"},
	} {
		code, out, stderr := runCLI(t, c.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, stderr)
		}
		if !strings.Contains(stderr, c.summary) {
			t.Errorf("%v: summary lacks %q:\n%s", c.args, c.summary, stderr)
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			var r struct {
				Profile string `json:"profile"`
				Hardest string `json:"hardest"`
			}
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatal(err)
			}
			if r.Profile != c.profile {
				t.Fatalf("%v: profile %q, want %q", c.args, r.Profile, c.profile)
			}
			if c.profile == "singles" && !strings.Contains("Naked Single Hidden Single Full House Guess", r.Hardest) {
				t.Fatalf("%v: hardest %q is not in the profile", c.args, r.Hardest)
			}
		}
	}
}

// A wrong profile file is refused with its line and the closest name,
// and a profile goes with the guided path only.
func TestTechniquesRefused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(file, []byte("Naked Single\n\nhidden singel\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	top95 := shareddata.Path(t, "classic/top95.txt")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"steps", "-techniques", file, top95}, `line 3: unknown technique "hidden singel" (closest: "Hidden Single")`},
		{[]string{"rate", "-techniques", file, top95}, `line 3: unknown technique`},
		{[]string{"generate", "-techniques", file}, `line 3: unknown technique`},
		{[]string{"rate", "-techniques", "Basic only", "-search", "mrv", top95}, "-techniques goes with the guided path only"},
		{[]string{"generate", "-techniques", "Basic only", "-technique", "X-Wing"}, `X-Wing is not in the technique profile "Basic only"`},
	} {
		code, _, stderr := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}
