package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// runMain runs the whole command line as main does.
func runMain(t *testing.T, args ...string) (code int, window bool, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code, window = Main(args, nil, &out, &errOut)
	return code, window, out.String(), errOut.String()
}

func TestUnknownCommandIsNamed(t *testing.T) {
	dir := t.TempDir()
	x := writeTemp(t, "x.txt", "1...\n")
	cases := []struct {
		args   []string
		window bool
		stderr string
	}{
		{[]string{"solv", x}, false, `sudoku-studio: unknown command "solv" (did you mean solve?)` + "\n"},
		{[]string{"stpes"}, false, `sudoku-studio: unknown command "stpes" (did you mean steps?)` + "\n"},
		{[]string{"gen"}, false, `sudoku-studio: unknown command "gen" (did you mean generate?)` + "\n"},
		{[]string{"Rate"}, false, `sudoku-studio: unknown command "Rate" (did you mean rate?)` + "\n"},
		{[]string{"frobnicate"}, false, `sudoku-studio: unknown command "frobnicate", and no file of that name: sudoku-studio help lists the commands` + "\n"},
		{[]string{"help", "slove"}, false, `sudoku-studio: unknown command "slove" (did you mean solve?)` + "\n"},
		{[]string{"help", "frobnicate"}, false, `sudoku-studio: unknown command "frobnicate": sudoku-studio help lists the commands` + "\n"},
		// The window's own arguments: a file, a missing file named as one,
		// a flag, nothing.
		{[]string{x}, true, ""},
		{[]string{filepath.Join(dir, "missing.txt")}, true, ""},
		{[]string{"-capture", "a.png"}, true, ""},
		{nil, true, ""},
	}
	for _, c := range cases {
		code, window, stdout, stderr := runMain(t, c.args...)
		if window != c.window || stderr != c.stderr || stdout != "" || (!window && code != 2) {
			t.Errorf("%q: exit %d, window %v, stdout %q, stderr %q; want window %v, stderr %q", c.args, code, window, stdout, stderr, c.window, c.stderr)
		}
	}
	// A word that names a file in the folder is the window's file.
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	os.WriteFile("puzzles", []byte("1...\n"), 0o644)
	if _, window, _, stderr := runMain(t, "puzzles"); !window {
		t.Errorf("a file named puzzles: %q", stderr)
	}
}

func TestHelpListsEveryCommand(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"help"}} {
		code, window, stdout, stderr := runMain(t, args...)
		if code != 0 || window || stderr != "" {
			t.Fatalf("%v: exit %d, window %v, stderr %q", args, code, window, stderr)
		}
		for name, cmd := range commands {
			if !regexp.MustCompile(`(?m)^  ` + name + ` +` + regexp.QuoteMeta(cmd.summary) + `$`).MatchString(stdout) {
				t.Errorf("%v: no line for %s in\n%s", args, name, stdout)
			}
		}
		for _, line := range []string{"  help ", "  version ", "open the window"} {
			if !strings.Contains(stdout, line) {
				t.Errorf("%v: no %q in\n%s", args, line, stdout)
			}
		}
	}
	if len(commands) < 5 {
		t.Errorf("%d commands registered", len(commands))
	}
}

func TestHelpCommandIsCommandDashH(t *testing.T) {
	for name := range commands {
		codeA, _, outA, errA := runMain(t, "help", name)
		codeB, outB, errB := runCLI(t, name, "-h")
		if codeA != 0 || codeA != codeB || outA != outB || errA != errB || !strings.Contains(errA, "usage: sudoku-studio "+name) {
			t.Errorf("help %s: exit %d %q %q; %s -h: exit %d %q %q", name, codeA, outA, errA, name, codeB, outB, errB)
		}
	}
}

func TestVersion(t *testing.T) {
	defer func(c string) { Commit = c }(Commit)
	Commit = "0123456789ab"
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		code, _, stdout, stderr := runMain(t, args...)
		want := "sudoku-studio " + Version + " (commit 0123456789ab; go"
		if code != 0 || !strings.HasPrefix(stdout, want) || stderr != "" {
			t.Errorf("%v: exit %d, %q %q; want %q…", args, code, stdout, stderr, want)
		}
	}
	Commit = ""
	if _, _, stdout, _ := runMain(t, "version"); !strings.Contains(stdout, "commit") {
		t.Errorf("without a stamp: %q", stdout)
	}
	if code, _, _, stderr := runMain(t, "version", "x"); code != 2 || stderr == "" {
		t.Errorf("version x: exit %d %q", code, stderr)
	}
}

// Version's default follows FyneApp.toml, which the packaged app shows.
func TestVersionMatchesFyneApp(t *testing.T) {
	toml, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Skip(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(toml)
	if m == nil || string(m[1]) != Version {
		t.Errorf("FyneApp.toml's version %q, the command's %q", m, Version)
	}
}

func TestSearchFlagsThatWouldChangeNothingAreRefused(t *testing.T) {
	file := writeTemp(t, "one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
	cases := []struct {
		args []string
		why  string // "" accepted
	}{
		{[]string{"-budget", "0", "-search", "plain"}, "-budget 0: want a positive node count"},
		{[]string{"-budget", "0"}, "-budget 0: want a positive node count"},
		{[]string{"-budget", "500"}, "-budget: the guided path counts no nodes"},
		{[]string{"-search", "guided", "-budget", "500"}, "-budget: the guided path counts no nodes"},
		{[]string{"-nologic"}, "-nologic goes with -search full only"},
		{[]string{"-search", "mrv", "-nologic"}, "-nologic goes with -search full only"},
		{[]string{"-search", "full", "-nologic", "-budget", "500"}, ""},
		{[]string{"-search", "plain", "-budget", "500"}, ""},
	}
	for _, cmd := range []string{"steps", "rate"} {
		for _, c := range cases {
			args := append(append([]string{cmd}, c.args...), file)
			code, _, stderr := runCLI(t, args...)
			switch {
			case c.why == "" && code != 0:
				t.Errorf("%v: exit %d %q, want it accepted", args, code, stderr)
			case c.why != "" && (code != 2 || !strings.Contains(stderr, c.why)):
				t.Errorf("%v: exit %d %q, want 2 and %q", args, code, stderr, c.why)
			}
		}
	}
	// -budget 1 means what it says: one node, then the search stops.
	code, out, _ := runCLI(t, "steps", "-search", "plain", "-budget", "1", file)
	if code != 0 || !strings.Contains(out, "stopped after 1 node") {
		t.Errorf("-budget 1: exit %d:\n%s", code, out)
	}
}

func TestBenchChecksEveryFileBeforeTiming(t *testing.T) {
	file := writeTemp(t, "one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
	missing := filepath.Join(t.TempDir(), "missing.txt")
	code, stdout, stderr := runCLI(t, "bench", "-n", "1", file, missing)
	if code != 2 || stdout != "" || !strings.Contains(stderr, "missing.txt") || !strings.Contains(stderr, "nothing was timed") {
		t.Errorf("exit %d, stdout %q, stderr %q: want nothing timed and the missing file named", code, stdout, stderr)
	}
}
