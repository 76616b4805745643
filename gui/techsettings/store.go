package techsettings

import (
	"strings"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The preference keys: the profile chosen, the names of the person's
// own profiles, and each one's text (prefOwn + "." + name).
const (
	prefChosen = "techniques.profile"
	prefOwn    = "techniques.own"
)

// Store keeps the chosen profile and the person's own profiles in the
// preferences, each profile as its -techniques FILE text.
type Store struct{ P fyne.Preferences }

// Own reads the person's own profiles; one whose text no longer reads
// (a technique renamed since) is left out rather than breaking the rest.
func (s Store) Own() []Config {
	var out []Config
	for _, name := range s.P.StringList(prefOwn) {
		if c, err := Parse(name, s.P.String(prefOwn+"."+name)); err == nil {
			out = append(out, c)
		}
	}
	return out
}

// SetOwn writes the person's own profiles, dropping the texts of those
// gone.
func (s Store) SetOwn(own []Config) {
	keep := map[string]bool{}
	var names []string
	for _, c := range own {
		names = append(names, c.Name)
		keep[c.Name] = true
		s.P.SetString(prefOwn+"."+c.Name, c.Text())
	}
	for _, old := range s.P.StringList(prefOwn) {
		if !keep[old] {
			s.P.RemoveValue(prefOwn + "." + old)
		}
	}
	s.P.SetStringList(prefOwn, names)
}

// Chosen is the name of the profile chosen, "Default" at first.
func (s Store) Chosen() string {
	return s.P.StringWithFallback(prefChosen, steps.DefaultProfileName)
}

// SetChosen records the profile chosen.
func (s Store) SetChosen(name string) { s.P.SetString(prefChosen, name) }

// Profile is the engine's profile chosen: a built-in one, or one of the
// person's own; the default one when the name is of neither.
func (s Store) Profile() steps.Profile {
	name := s.Chosen()
	if p, ok := steps.BuiltinProfile(name); ok {
		return p
	}
	for _, c := range s.Own() {
		if strings.EqualFold(c.Name, name) {
			if p, err := c.Profile(); err == nil {
				return p
			}
		}
	}
	return steps.DefaultProfile()
}
