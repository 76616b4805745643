package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// runCLI runs a command and returns its exit code, stdout and stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Run(args, nil, &stdout, &stderr)
	if strings.Contains(stderr.String(), "goroutine ") {
		t.Fatalf("%v panicked:\n%s", args, stderr.String())
	}
	return code, stdout.String(), stderr.String()
}

// writeTemp writes a small puzzle file for a test and returns its path.
func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestStepsText(t *testing.T) {
	code, out, stderr := runCLI(t, "steps", shareddata.Path(t, "classic/top95.txt"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if lines[0] != "puzzle 0: 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" {
		t.Errorf("first line %q", lines[0])
	}
	step := regexp.MustCompile(`^ *\d+  (\| )*[A-Z][A-Za-z0-9 -]+: `)
	for _, l := range lines[1 : len(lines)-2] {
		if !step.MatchString(l) {
			t.Errorf("step line %q", l)
		}
	}
	if !regexp.MustCompile(`^solved: [1-9]{81}$`).MatchString(lines[len(lines)-2]) {
		t.Errorf("end line %q", lines[len(lines)-2])
	}
	if !regexp.MustCompile(`^(Easy|Medium|Hard|Expert|Master|Extreme), score \d+, hardest .+, \d+ guess(es)?, \d+ steps$`).
		MatchString(lines[len(lines)-1]) {
		t.Errorf("rating line %q", lines[len(lines)-1])
	}
}

func TestStepsJSON(t *testing.T) {
	file := shareddata.Path(t, "jigsaw/janko_133.txt")
	code, out, stderr := runCLI(t, "steps", "-json", "-i", "3", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for i, l := range lines[:len(lines)-1] {
		var st struct {
			N            int                 `json:"n"`
			Kind         string              `json:"kind"`
			Technique    string              `json:"technique"`
			Depth        *int                `json:"depth"`
			Placements   []map[string]any    `json:"placements"`
			Eliminations []map[string]any    `json:"eliminations"`
			Pattern      []map[string]any    `json:"pattern"`
			Houses       []string            `json:"houses"`
			Text         string              `json:"text"`
			Extra        map[string]struct{} `json:"-"`
		}
		if err := json.Unmarshal([]byte(l), &st); err != nil {
			t.Fatalf("line %d %q: %v", i+1, l, err)
		}
		if st.N != i+1 || st.Kind == "" || st.Technique == "" || st.Depth == nil ||
			st.Placements == nil || st.Eliminations == nil || st.Pattern == nil || st.Houses == nil ||
			!strings.HasPrefix(st.Text, st.Technique+": ") {
			t.Errorf("line %d: %s", i+1, l)
		}
	}
	var end map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil {
		t.Fatal(err)
	}
	grid, _ := end["grid"].(string)
	if end["kind"] != "end" || end["status"] != "solved" || !regexp.MustCompile(`^[1-9]{81}$`).MatchString(grid) {
		t.Errorf("end object %v", end)
	}
	// The text form shows the same path.
	_, text, _ := runCLI(t, "steps", "-i", "3", file)
	if n := strings.Count(text, "\n") - 3; n != len(lines)-1 {
		t.Errorf("text shows %d steps, JSON %d", n, len(lines)-1)
	}
}

func TestStepsEndings(t *testing.T) {
	tests := []struct {
		name, content string
		text, json    string
	}{
		{"invalid", "9..9" + strings.Repeat(".", 77) + "\n",
			// The reader names the line; the reason is the grid's.
			"digit 9 twice in row 1: r1c1 and r1c4", `"status":"invalid","reason":"`},
		{"unsolvable", "12345678." + "........9" + strings.Repeat(".", 63) + "\n",
			"unsolvable: the puzzle has no solution", `"status":"unsolvable"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := writeTemp(t, tt.name+".txt", tt.content)
			code, out, stderr := runCLI(t, "steps", file)
			if code != 0 || !strings.Contains(out, tt.text) || !strings.Contains(out, "\n"+tt.name) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, stderr, tt.text)
			}
			code, out, stderr = runCLI(t, "steps", "-json", file)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if code != 0 || !strings.Contains(lines[len(lines)-1], tt.json) || !strings.Contains(lines[len(lines)-1], `"kind":"end"`) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %s", code, out, stderr, tt.json)
			}
		})
	}
}

func TestStepsUsageErrors(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no file", []string{"steps"}, "usage: sudoku-studio steps"},
		{"two files", []string{"steps", top95, top95}, "usage: sudoku-studio steps"},
		{"bad flag", []string{"steps", "-x", top95}, "flag provided but not defined"},
		{"index past the end", []string{"steps", "-i", "95", top95}, "no puzzle 95 in"},
		{"negative index", []string{"steps", "-i", "-1", top95}, "no puzzle -1 in"},
		{"missing file", []string{"steps", filepath.Join(t.TempDir(), "none.txt")}, "none.txt"},
		{"not a puzzle file", []string{"steps", writeTemp(t, "junk.txt", "hello\n")}, "sudoku-studio: "},
		{"rate without file", []string{"rate"}, "usage: sudoku-studio rate"},
		{"rate missing file", []string{"rate", filepath.Join(t.TempDir(), "none.txt")}, "none.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, stderr := runCLI(t, tt.args...)
			if code != 2 || !strings.Contains(stderr, tt.want) || out != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, stderr, tt.want)
			}
			if first, _, _ := strings.Cut(stderr, "\n"); strings.HasPrefix(tt.want, "sudoku-studio") && first == "" {
				t.Errorf("no one-line reason: %q", stderr)
			}
		})
	}
}

// steps -techniques: the path takes only the profile's techniques, and
// its guesses say the profile ran out.
func TestStepsTechniques(t *testing.T) {
	prof := writeTemp(t, "mine.txt", "Hidden Single\nNaked Single # after the hidden ones\n")
	code, out, stderr := runCLI(t, "steps", "-json", "-i", "11", "-techniques", prof, shareddata.Path(t, "classic/top95.txt"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	guesses := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var st struct {
			Technique   string `json:"technique"`
			Explanation string `json:"explanation"`
		}
		if err := json.Unmarshal([]byte(l), &st); err != nil {
			t.Fatal(err)
		}
		switch st.Technique {
		case "", "Hidden Single", "Naked Single", "Contradiction", "Backtrack":
		case "Guess":
			guesses++
			if !strings.Contains(st.Explanation, `profile "mine"`) {
				t.Errorf("guess does not name the profile: %s", st.Explanation)
			}
		default:
			t.Errorf("step %s is not in the profile", st.Technique)
		}
	}
	if guesses == 0 {
		t.Error("top95 #12 took no guess with singles alone")
	}
}

// steps -all-at lists the techniques at a position of the path, in text
// and JSON, and refuses positions it cannot list.
func TestStepsAllAt(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	code, out, stderr := runCLI(t, "steps", "-i", "11", "-all-at", "0", "-techniques", "Basic only", top95)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"all steps after step 0 (profile Basic only):\n", "Hidden Single (2)\n", "  Hidden Single: r8c5=7 in box 8\n", "Claiming (1)\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, stderr = runCLI(t, "steps", "-i", "11", "-all-at", "9", "-json", top95)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var j struct {
		After      int    `json:"after"`
		Profile    string `json:"profile"`
		Techniques []struct {
			Technique string `json:"technique"`
			Steps     []struct {
				Eliminations []struct{ Cell string } `json:"eliminations"`
			} `json:"steps"`
		} `json:"techniques"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.After != 9 || j.Profile != "Default" || len(j.Techniques) < 4 || j.Techniques[0].Technique != "ALS-XZ" {
		t.Errorf("got after %d, profile %q, %d techniques", j.After, j.Profile, len(j.Techniques))
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"steps", "-i", "11", "-all-at", "9999", top95}, "-all-at 9999: the path of puzzle 11 has"},
		{[]string{"steps", "-all-at", "3", "-search", "mrv", top95}, "-all-at goes with the guided path only"},
	} {
		code, _, stderr := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}
