package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestStepsSearchModes(t *testing.T) {
	hardest := shareddata.Path(t, "bench/hardest_1106.txt")
	tests := []struct {
		args []string
		end  string // the status line
		want string // the counts line, as a pattern
	}{
		{[]string{"-search", "full"}, "solved: ", `^search full: \d+ nodes, \d+ backtracks, depth \d+$`},
		{[]string{"-search", "full", "-nologic"}, "solved: ", `^search full: \d+ nodes, \d+ backtracks, depth \d+$`},
		{[]string{"-search", "mrv"}, "solved: ", `^search mrv: \d+ nodes, \d+ backtracks, depth \d+$`},
		{[]string{"-search", "plain", "-budget", "300"}, "stopped: stopped after 300 nodes",
			`^search plain: 300 nodes, \d+ backtracks, depth \d+, stopped at the node budget$`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, stderr := runCLI(t, append(append([]string{"steps"}, tt.args...), hardest)...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if code != 0 || len(lines) < 4 {
				t.Fatalf("exit %d, %d lines, stderr %q", code, len(lines), stderr)
			}
			last := lines[len(lines)-1]
			if !regexp.MustCompile(tt.want).MatchString(last) {
				t.Errorf("counts line %q", last)
			}
			found := false
			for _, l := range lines[len(lines)-4:] {
				found = found || strings.HasPrefix(l, tt.end)
			}
			if !found {
				t.Errorf("no %q line at the end:\n%s", tt.end, strings.Join(lines[len(lines)-4:], "\n"))
			}
			if !strings.Contains(out, "| Guess: ") || !strings.Contains(out, "Backtrack: ") {
				t.Error("no nested guess or no backtrack shown")
			}
		})
	}
	// The JSON end object carries the counts.
	_, out, _ := runCLI(t, "steps", "-json", "-search", "mrv", hardest)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var end struct {
		Kind, Status, Search string
		Nodes, Backtracks    int
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil {
		t.Fatal(err)
	}
	if end.Kind != "end" || end.Search != "mrv" || end.Nodes == 0 || end.Backtracks == 0 {
		t.Errorf("end object %+v", end)
	}
	if !strings.Contains(out, `"technique":"Singles"`) || !strings.Contains(out, `"substeps":[`) {
		t.Error("no propagation round with its substeps in the JSON")
	}
}

func TestRateSearchCounts(t *testing.T) {
	file := writeTemp(t, "three.txt", strings.Join([]string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
		"9..9" + strings.Repeat(".", 77),
	}, "\n")+"\n")
	code, out, stderr := runCLI(t, "rate", "-search", "mrv", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	line := regexp.MustCompile(`(?m)^#\d  Extreme  score \d+  hardest Guess  guesses (\d+)  steps \d+  nodes (\d+)  backtracks \d+  depth \d+$`)
	rows := line.FindAllStringSubmatch(out, -1)
	if len(rows) != 2 {
		t.Fatalf("%d puzzle lines with counts, want 2:\n%s", len(rows), out)
	}
	for _, r := range rows {
		if r[1] != r[2] {
			t.Errorf("guesses %s but nodes %s", r[1], r[2])
		}
	}
	if !regexp.MustCompile(`\nsearch mrv: \d+ nodes, \d+ backtracks over 2 paths, deepest \d+\n`).MatchString(out) {
		t.Errorf("no totals line:\n%s", out)
	}
	code, out, _ = runCLI(t, "rate", "-json", "-search", "plain", "-budget", "50", file)
	if code != 0 || !strings.Contains(out, `"search":{"mode":"plain","nodes":50,`) || !strings.Contains(out, `"stopped":true`) {
		t.Errorf("exit %d, JSON %s", code, out)
	}
	// Without -search the output stays as it was.
	_, out, _ = runCLI(t, "rate", file)
	if strings.Contains(out, "nodes") {
		t.Errorf("counts without -search:\n%s", out)
	}
	for _, bad := range [][]string{{"-search", "dfs"}, {"-budget", "-3"}} {
		code, out, stderr := runCLI(t, append(append([]string{"rate"}, bad...), file)...)
		if code != 2 || out != "" || !strings.HasPrefix(stderr, "sudoku-studio: ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", bad, code, out, stderr)
		}
	}
}
