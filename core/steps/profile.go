package steps

import (
	"bufio"
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"io"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Profile is a technique configuration: the logical techniques a path,
// a hint or a rating may use, in the order they are tried, and that All
// steps here lists (it lists too the ones no path tries, see listOnly in
// catalog.go). Where none of them applies, the path guesses, as it does
// when the whole catalogue runs out. The zero Profile is the default one.
type Profile struct {
	// Name labels the profile in ratings, so that two ratings made with
	// different profiles are not mistaken for each other.
	Name string
	// order lists catalogue indices in the order tried; nil means the
	// catalogue's own order with every default technique, the path the
	// engine has always taken.
	order []int
}

// DefaultProfileName is the name of the profile with every technique of
// the default path, in catalogue order.
const DefaultProfileName = "Default"

// profileChains are the catalogue entries the "No chains" profile
// leaves out: chains, forcing chains and nets, and the ALS chains.
var profileChains = map[string]bool{
	"Remote Pair": true, "X-Chain": true, "XY-Chain": true, "Alternating Inference Chain": true,
	"ALS Chain": true, alsAICName: true, "Cell Forcing Chain": true, "Cell Forcing Net": true,
	"Dynamic Cell Forcing Chain": true, "Nested Cell Forcing Chain": true,
}

// basicTechniques are the techniques of the "Basic only" profile: the
// singles, locked candidates and the naked and hidden subsets.
var basicTechniques = []string{
	"Full House", "Naked Single", "Hidden Single", "Pointing", "Claiming",
	"Naked Pair", "Hidden Pair", "Naked Triple", "Hidden Triple", "Naked Quad", "Hidden Quad",
}

// BuiltinProfiles returns the profiles that come with the program:
// "Default" (every technique of the default path), "No chains" (the
// default without chains, forcing chains and nets) and "Basic only"
// (singles, locked candidates and subsets).
func BuiltinProfiles() []Profile {
	var noChains []string
	for _, name := range DefaultProfile().Techniques() {
		if !profileChains[name] {
			noChains = append(noChains, name)
		}
	}
	nc, _ := NewProfile("No chains", noChains)
	basic, _ := NewProfile("Basic only", basicTechniques)
	return []Profile{DefaultProfile(), nc, basic}
}

// BuiltinProfile returns the built-in profile of that name.
func BuiltinProfile(name string) (Profile, bool) {
	for _, p := range BuiltinProfiles() {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Profile{}, false
}

// DefaultProfile is the profile of the default path.
func DefaultProfile() Profile { return Profile{Name: DefaultProfileName} }

// IsDefault reports whether p tries exactly the default path's
// techniques in catalogue order.
func (p Profile) IsDefault() bool { return p.order == nil }

// label is the profile's name as a rating states it.
func (p Profile) label() string {
	if p.Name == "" {
		return DefaultProfileName
	}
	return p.Name
}

// Techniques lists the profile's technique names in the order tried.
func (p Profile) Techniques() []string {
	var out []string
	for _, k := range p.indices() {
		out = append(out, catalogue[k].name)
	}
	return out
}

// Enabled reports whether the profile uses the technique of that name
// (a catalogue name or one of its variants, such as "Sashimi X-Wing").
func (p Profile) Enabled(name string) bool {
	k, ok := techniqueIndex[name]
	return ok && slices.Contains(p.indices(), k)
}

// indices are the catalogue positions the profile tries, in order.
func (p Profile) indices() []int {
	if p.order != nil {
		return p.order
	}
	out := make([]int, len(catalogue)-optInTechniques)
	for i := range out {
		out[i] = i
	}
	return out
}

// NewProfile makes a profile of the named techniques, tried in the
// order given. Each name must be a catalogue technique of the default
// path (not the nested chains, which run only on request) and appear
// once; variant names such as "Sashimi X-Wing" stand for their entry.
// A list equal to the default one gives the default profile, whose
// paths are the default paths.
func NewProfile(name string, techniques []string) (Profile, error) {
	p := Profile{Name: name, order: []int{}}
	for _, t := range techniques {
		k, err := profileIndex(t)
		if err != nil {
			return Profile{}, err
		}
		if slices.Contains(p.order, k) {
			return Profile{}, fmt.Errorf("%q is listed twice", t)
		}
		p.order = append(p.order, k)
	}
	if slices.Equal(p.order, DefaultProfile().indices()) {
		p.order = nil
	}
	return p, nil
}

// profileIndex is the catalogue position of a technique a profile may
// list, or an error naming the closest name.
func profileIndex(name string) (int, error) {
	k, ok := techniqueIndex[name]
	if !ok {
		for n, i := range techniqueIndex {
			if strings.EqualFold(n, name) {
				k, ok = i, true
			}
		}
	}
	if !ok {
		return 0, fmt.Errorf("unknown technique %q (closest: %q)", name, closestTechnique(name))
	}
	if k >= len(catalogue)-optInTechniques {
		return 0, fmt.Errorf("%q runs only on request (-nested), not in a profile", name)
	}
	return k, nil
}

// ReadProfile reads a profile from a plain text list: one technique name
// a line, in the order to try them; blank lines and text from '#' on are
// ignored. An unknown name is refused with its line and the closest
// technique name.
func ReadProfile(name string, r io.Reader) (Profile, error) {
	sc := bufio.NewScanner(r)
	var names []string
	var lines, seen []int
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		k, err := profileIndex(line)
		if err != nil {
			return Profile{}, fmt.Errorf("line %d: %w", n, err)
		}
		if i := slices.Index(seen, k); i >= 0 {
			return Profile{}, fmt.Errorf("line %d: %q is listed already on line %d", n, line, lines[i])
		}
		names, lines, seen = append(names, catalogue[k].name), append(lines, n), append(seen, k)
	}
	if err := sc.Err(); err != nil {
		return Profile{}, err
	}
	if len(names) == 0 {
		return Profile{}, fmt.Errorf("no technique listed")
	}
	return NewProfile(name, names)
}

// closestTechnique is the catalogue name nearest to name by edit
// distance, ignoring case, for a message about a misspelt one.
func closestTechnique(name string) string {
	best, bestD := "", -1
	for _, t := range catalogue {
		for _, n := range append([]string{t.name}, t.also...) {
			if d := words.EditDistance(strings.ToLower(name), strings.ToLower(n)); bestD < 0 || d < bestD {
				best, bestD = n, d
			}
		}
	}
	return best
}

// nextInProfile returns the first step in s of the profile's techniques
// (among the cheap ones alone when cheapOnly, inside a guess).
func nextInProfile(s *State, unique bool, p *Profile, cheapOnly bool) (Step, bool) {
	for _, i := range p.indices() {
		if (cheapOnly && i >= cheapTechniques) || catalogue[i].listOnly {
			continue
		}
		if st, ok := tryTechnique(s, unique, i); ok {
			return st, true
		}
	}
	return Step{}, false
}

// NextIn is Next with the techniques of profile p, in its order.
func NextIn(s *State, unique bool, p Profile) (Step, bool) {
	if s == nil || s.Layout == nil {
		return Step{}, false
	}
	if p.IsDefault() {
		return nextLogical(s, unique)
	}
	return nextInProfile(s, unique, &p, false)
}

// SolveProfile is Solve with the techniques of profile p: the path takes
// the first of them, in the profile's order, that applies, and guesses
// where none does. The default profile gives Solve's path.
func SolveProfile(pz grid.Puzzle, p Profile) *Trace {
	if p.IsDefault() {
		t := Solve(pz)
		t.Profile = p.label()
		return t
	}
	t := solvePathProfile(pz, &p)
	t.Profile = p.label()
	return t
}
