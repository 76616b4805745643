package steps

import (
	"strings"
	"testing"
)

// A technique the profile leaves out never appears in its path, and the
// path guesses, saying so, where the profile's techniques run out.
func TestProfileOffNeverInPath(t *testing.T) {
	puzzles := readPuzzles(t, "classic/top95.txt")[:12]
	basic, _ := BuiltinProfile("Basic only")
	noChains, _ := BuiltinProfile("No chains")
	for _, prof := range []Profile{basic, noChains} {
		guessed := false
		for i, p := range puzzles {
			tr := SolveProfile(p, prof)
			if tr.Status != Solved {
				t.Fatalf("%s #%d: status %s", prof.Name, i, tr.Status)
			}
			for k, st := range tr.Steps {
				if st.Kind == Logic && !prof.Enabled(st.Technique) {
					t.Errorf("%s #%d step %d: %s is not in the profile", prof.Name, i, k+1, st.Technique)
				}
				if st.Kind == Guess {
					guessed = true
					if !strings.Contains(st.Explanation, `profile "`+prof.Name+`"`) {
						t.Errorf("%s #%d step %d: the guess does not name the profile: %s", prof.Name, i, k+1, st.Explanation)
					}
				}
			}
		}
		if !guessed {
			t.Errorf("%s: no path guessed on top95's first puzzles", prof.Name)
		}
	}
}

// The profile's order decides which technique the path takes first.
func TestProfileOrderChangesFirstStep(t *testing.T) {
	p := readPuzzles(t, "classic/top95.txt")[0]
	singlesFirst, err := NewProfile("singles first", []string{"Hidden Single", "Pointing"})
	if err != nil {
		t.Fatal(err)
	}
	pointingFirst, _ := NewProfile("pointing first", []string{"Pointing", "Hidden Single"})
	a := SolveProfile(p, singlesFirst).Steps[0].Technique
	b := SolveProfile(p, pointingFirst).Steps[0].Technique
	if a != "Hidden Single" || b != "Pointing" {
		t.Errorf("first steps %q and %q, want Hidden Single then Pointing", a, b)
	}
}

// The default profile's path is Solve's, step for step, and a rating
// names the profile it was made with.
func TestProfileDefaultAndRatingName(t *testing.T) {
	p := readPuzzles(t, "classic/top95.txt")[11]
	def, got := Solve(p), SolveProfile(p, DefaultProfile())
	if len(def.Steps) != len(got.Steps) {
		t.Fatalf("default profile: %d steps, Solve %d", len(got.Steps), len(def.Steps))
	}
	for i := range def.Steps {
		if def.Steps[i].Text != got.Steps[i].Text {
			t.Fatalf("step %d: %q, Solve %q", i+1, got.Steps[i].Text, def.Steps[i].Text)
		}
	}
	basic, _ := BuiltinProfile("basic only")
	for _, c := range []struct {
		tr   *Trace
		want string
	}{{def, "Default"}, {got, "Default"}, {SolveProfile(p, basic), "Basic only"}} {
		if r := c.tr.Rate(); r.Profile != c.want {
			t.Errorf("rating profile %q, want %q", r.Profile, c.want)
		}
	}
}

func TestReadProfile(t *testing.T) {
	for _, c := range []struct{ text, err string }{
		{"# mine\nNaked Single\n\nHidden Single # then\n", ""},
		{"Naked Single\nX-Wnig\n", `line 2: unknown technique "X-Wnig" (closest: "X-Wing")`},
		{"Naked Single\nnaked single\n", `line 2: "naked single" is listed already on line 1`},
		{"Nested Cell Forcing Chain\n", "line 1: \"Nested Cell Forcing Chain\" runs only on request"},
		{"# nothing\n", "no technique listed"},
	} {
		p, err := ReadProfile("mine", strings.NewReader(c.text))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.text, err)
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%q: error %v, want %q", c.text, err, c.err)
		case c.err == "" && strings.Join(p.Techniques(), ",") != "Naked Single,Hidden Single":
			t.Errorf("%q: techniques %v", c.text, p.Techniques())
		}
	}
}
