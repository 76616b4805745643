package docslinks

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/cli"
	"github.com/sudoku-studio/sudoku-studio/gui/render"
	// Before Fyne, whose initialisation reads the locale.
	_ "github.com/sudoku-studio/sudoku-studio/internal/plainlocale"
)

// flagLine matches an option line of a command's -h output: "  -name …".
var flagLine = regexp.MustCompile(`^\s+-([a-z][a-z0-9-]*)`)

// helpFlags returns the flags a command's -h output lists.
func helpFlags(help string) []string {
	var names []string
	for _, line := range strings.Split(help, "\n") {
		if m := flagLine.FindStringSubmatch(line); m != nil {
			names = append(names, m[1])
		}
	}
	return names
}

// TestEveryFlagDocumented checks that docs/commands.md names every flag
// each command's -h lists, in each command's own section, so that a new
// flag cannot go undocumented.
func TestEveryFlagDocumented(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root, "docs", "commands.md"))
	if err != nil {
		t.Fatal(err)
	}
	sections := commandSections(string(data))
	for _, name := range []string{"solve", "steps", "rate", "bench", "generate", "print", render.Command} {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			if name == render.Command {
				render.Run([]string{"-h"}, &out, &out)
			} else {
				cli.Run([]string{name, "-h"}, nil, &out, &out)
			}
			flags := helpFlags(out.String())
			if len(flags) == 0 {
				t.Fatalf("%s -h listed no flags:\n%s", name, out.String())
			}
			section, ok := sections[name]
			if !ok {
				t.Fatalf("docs/commands.md has no section \"## %s\"", name)
			}
			for _, f := range flags {
				if !strings.Contains(section, "`-"+f) {
					t.Errorf("docs/commands.md, section %s: flag -%s (listed by %s -h) is not documented", name, f, name)
				}
			}
		})
	}
}

// commandSections splits the page at its "## " headings, by heading.
func commandSections(page string) map[string]string {
	out := map[string]string{}
	var name string
	for _, line := range strings.Split(page, "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			name = strings.TrimSpace(h)
			continue
		}
		if name != "" {
			out[name] += line + "\n"
		}
	}
	return out
}

// TestHelpFlags checks the reading of -h output on the flag package's
// two layouts (a flag alone on its line, and one with its argument).
func TestHelpFlags(t *testing.T) {
	help := "usage: sudoku-studio x [-n N]\n  -all\n    \tdraw all\n  -n N\n    \tmake N (default 1)\n"
	got := strings.Join(helpFlags(help), ",")
	if got != "all,n" {
		t.Errorf("helpFlags = %q, want %q", got, "all,n")
	}
}
