package cli

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestNestedFlagConflicts: -nested goes with the guided path only.
func TestNestedFlagConflicts(t *testing.T) {
	top := shareddata.Path(t, "classic/top95.txt")
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"steps", "-nested", "-search", "mrv", top}, "-nested goes with the guided path only"},
		{[]string{"steps", "-nested", "-budget", "5", top}, "-budget: the guided path counts no nodes"},
		{[]string{"rate", "-nested", "-search", "full", "-nologic", top}, "-nested goes with the guided path only"},
	} {
		args := c.args
		code, _, stderr := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, c.why) {
			t.Errorf("%v: exit %d, %q", args, code, stderr)
		}
	}
}

// TestNestedSameWhereNotNeeded: where the default path guesses
// nowhere, -nested changes nothing (the nested chains come last).
func TestNestedSameWhereNotNeeded(t *testing.T) {
	top := shareddata.Path(t, "classic/top95.txt")
	for _, cmd := range [][]string{{"steps", "-i", "3"}, {"steps", "-json", "-i", "7"}} {
		_, plain, _ := runCLI(t, append(cmd, top)...)
		code, nested, stderr := runCLI(t, append(append(cmd[:1:1], "-nested"), append(cmd[1:], top)...)...)
		if code != 0 || nested != plain || plain == "" {
			t.Errorf("%v -nested: exit %d %s, output differs: %v", cmd, code, stderr, nested != plain)
		}
	}
}

// TestNestedOnHardest runs -nested on a hardest_1106 puzzle the default
// path guesses on (about 5 s): steps -json writes a nested inference
// with its inner proof, and rate finds no guess.
func TestNestedOnHardest(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	file := shareddata.Path(t, "bench/hardest_1106.txt")
	_, plain, _ := runCLI(t, "steps", "-i", "5", file)
	if !strings.Contains(plain, "Guess") && !strings.Contains(plain, "guess") {
		t.Fatalf("the default path of #5 guesses nowhere: pick another puzzle")
	}
	code, out, stderr := runCLI(t, "steps", "-nested", "-json", "-i", "5", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{`"rule":"nested"`, `"inner":{`, `"technique":"Nested `, `"status":"solved"`} {
		if !strings.Contains(out, want) {
			t.Errorf("steps -nested -json lacks %s", want)
		}
	}
	if strings.Contains(out, `"kind":"guess"`) {
		t.Errorf("the nested path still guesses")
	}
}
