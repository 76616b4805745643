// Package techsettings is the technique settings page: every technique
// of the catalogue with on/off and its place in the order, in named
// profiles (the built-in ones read-only, the person's own editable),
// kept in the preferences as text and exported or imported as a
// -techniques FILE. It knows nothing of the window: the window gives it
// the preferences and is told the profile chosen.
package techsettings

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Item is one technique of a configuration and whether it is on.
type Item struct {
	Name string
	On   bool
}

// Config is a technique profile as the page edits it: every technique
// of the default path, on or off, in the order tried. Techniques that
// are off keep their place, so turning one on again puts it back there.
type Config struct {
	Name  string
	Items []Item
}

// offPrefix marks, in a profile's text, a technique that is off at its
// place in the order. The line is a comment to steps.ReadProfile, so the
// text stays a valid -techniques FILE.
const offPrefix = "# off: "

// FromProfile is the configuration of p: its techniques on, in its
// order, then the rest of the catalogue off, in catalogue order.
func FromProfile(p steps.Profile) Config {
	c := Config{Name: p.Name}
	on := p.Techniques()
	for _, n := range on {
		c.Items = append(c.Items, Item{Name: n, On: true})
	}
	for _, n := range steps.DefaultProfile().Techniques() {
		if !slices.Contains(on, n) {
			c.Items = append(c.Items, Item{Name: n})
		}
	}
	return c
}

// Enabled lists the names of the techniques on, in order.
func (c Config) Enabled() []string {
	var out []string
	for _, it := range c.Items {
		if it.On {
			out = append(out, it.Name)
		}
	}
	return out
}

// Profile is the engine's profile of c.
func (c Config) Profile() (steps.Profile, error) {
	if len(c.Enabled()) == 0 {
		return steps.Profile{}, fmt.Errorf("profile %q has no technique on", c.Name)
	}
	return steps.NewProfile(c.Name, c.Enabled())
}

// Text is c as a -techniques FILE: one technique name a line, in the
// order tried; a technique that is off is a comment line at its place.
func (c Config) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Technique profile %q: one technique a line, in the order tried.\n", c.Name)
	for _, it := range c.Items {
		if !it.On {
			b.WriteString(offPrefix)
		}
		b.WriteString(it.Name + "\n")
	}
	return b.String()
}

// Parse reads a configuration from a -techniques FILE's text (as Text
// writes it, or any hand-written list). The file's techniques are on, in
// its order; a technique marked off keeps its place; the rest of the
// catalogue follows, off. The errors are steps.ReadProfile's, with the
// line.
func Parse(name, text string) (Config, error) {
	p, err := steps.ReadProfile(name, strings.NewReader(text))
	if err != nil {
		return Config{}, err
	}
	on := p.Techniques() // the names canonical, in the file's order
	all := steps.DefaultProfile().Techniques()
	c := Config{Name: name}
	placed := map[string]bool{}
	next := 0
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if off, ok := strings.CutPrefix(line, offPrefix); ok {
			off = strings.TrimSpace(off)
			if slices.Contains(all, off) && !placed[off] && !slices.Contains(on, off) {
				c.Items = append(c.Items, Item{Name: off})
				placed[off] = true
			}
			continue
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" || next >= len(on) {
			continue
		}
		c.Items = append(c.Items, Item{Name: on[next], On: true})
		placed[on[next]] = true
		next++
	}
	for _, n := range all {
		if !placed[n] {
			c.Items = append(c.Items, Item{Name: n})
		}
	}
	return c, nil
}

// Builtins are the built-in profiles as configurations.
func Builtins() []Config {
	var out []Config
	for _, p := range steps.BuiltinProfiles() {
		out = append(out, FromProfile(p))
	}
	return out
}

// isBuiltin reports whether name is a built-in profile's, ignoring case.
func isBuiltin(name string) bool {
	_, ok := steps.BuiltinProfile(name)
	return ok
}
