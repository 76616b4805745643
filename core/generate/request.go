package generate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Request says what puzzles to make. The zero Request asks for standard
// puzzles with one solution, no symmetry and no goal.
type Request struct {
	// Layout is the layout of every puzzle; nil means the 3×3 boxes,
	// unless Jigsaw is set.
	Layout *grid.Layout
	// Jigsaw asks for a new random jigsaw layout for every puzzle (see
	// RandomLayout); Layout must then be nil. SymmetricLayout makes
	// those layouts symmetric under a 180° turn.
	Jigsaw, SymmetricLayout bool

	Symmetry Symmetry // of the givens' positions
	// Minimal asks that removing any given leaves several solutions.
	// With a symmetry, it means that no orbit of givens (see
	// Symmetry.Orbits) can go: removing a single given would break the
	// symmetry.
	Minimal bool
	// MaxGivens, when above 0, bounds the number of givens.
	MaxGivens int

	// ByDifficulty asks for puzzles that the step engine rates Difficulty.
	ByDifficulty bool
	Difficulty   steps.Difficulty
	// Technique, when set, asks for puzzles whose solution path uses the
	// technique (a name from steps.Techniques(), any case), or with
	// Hardest set, whose hardest step is that technique.
	Technique string
	Hardest   bool
	// Profile is the technique profile the puzzles are rated with; the
	// zero Profile is the default one. Technique must be one of its
	// techniques (or the guess).
	Profile steps.Profile

	// Rate rates every puzzle even when no goal needs it.
	Rate bool
	// MaxAttempts, when above 0, bounds the candidates tried for one
	// puzzle; a goal not hit within them ends with ErrAttempts.
	MaxAttempts int
}

// ErrAttempts says a puzzle's goal was not hit within Request.MaxAttempts.
var ErrAttempts = errors.New("no candidate met the goal within the attempt bound")

// Minimum givens below which no puzzle has one solution. For the boxes
// it was proved by exhaustive search (McGuire, Tugemann and Civario,
// 2012). On any layout, a puzzle missing two digits entirely has a twin
// with the two swapped, so it needs eight.
const (
	minGivensStandard = 17
	minGivensAny      = 8
)

// rated reports whether the request needs each puzzle rated.
func (r *Request) rated() bool { return r.Rate || r.ByDifficulty || r.Technique != "" }

// Check reports why a request cannot be met, or nil. It also puts the
// technique's name in the catalogue's spelling.
func (r *Request) Check() error {
	switch {
	case r.Jigsaw && r.Layout != nil:
		return errors.New("ask for a given layout or for random jigsaw layouts, not both")
	case r.SymmetricLayout && !r.Jigsaw:
		return errors.New("a symmetric layout applies to random jigsaw layouts only")
	case r.Symmetry < NoSymmetry || r.Symmetry > Diagonal:
		return fmt.Errorf("unknown symmetry %d", r.Symmetry)
	case r.MaxGivens < 0:
		return fmt.Errorf("at most %d givens: the bound cannot be negative", r.MaxGivens)
	case r.MaxAttempts < 0:
		return fmt.Errorf("at most %d attempts: the bound cannot be negative", r.MaxAttempts)
	case r.ByDifficulty && (r.Difficulty < steps.Easy || r.Difficulty > steps.Extreme):
		return fmt.Errorf("unknown difficulty %d", r.Difficulty)
	case r.Hardest && r.Technique == "":
		return errors.New("a hardest step needs a technique to name it")
	}
	standard := !r.Jigsaw && (r.Layout == nil || r.Layout.IsStandard())
	if r.MaxGivens > 0 {
		if standard && r.MaxGivens < minGivensStandard {
			return fmt.Errorf("at most %d givens: no standard sudoku with one solution has fewer than %d (McGuire, Tugemann and Civario, 2012)",
				r.MaxGivens, minGivensStandard)
		}
		if r.MaxGivens < minGivensAny {
			return fmt.Errorf("at most %d givens: a puzzle with one solution needs at least %d (with two digits missing, they could be swapped)",
				r.MaxGivens, minGivensAny)
		}
	}
	if r.Technique == "" {
		return nil
	}
	info, err := LookupTechnique(r.Technique)
	if err != nil {
		return err
	}
	r.Technique = info.Name
	if info.Name != steps.GuessName && !r.Profile.Enabled(info.Name) {
		return fmt.Errorf("%s is not in the technique profile %q: a path made with it never uses %s", info.Name, profileLabel(r.Profile), info.Name)
	}
	if r.ByDifficulty {
		switch {
		case r.Hardest && info.Difficulty != r.Difficulty:
			return fmt.Errorf("%s is a %s technique: a puzzle whose hardest step it is rates %s, not %s",
				info.Name, info.Difficulty, info.Difficulty, r.Difficulty)
		case info.Difficulty > r.Difficulty:
			return fmt.Errorf("%s is a %s technique: a %s puzzle cannot use it", info.Name, info.Difficulty, r.Difficulty)
		}
	}
	return nil
}

// LookupTechnique finds a technique of the step engine's catalogue by
// name, in any case. The error lists the names there are.
func LookupTechnique(name string) (steps.TechniqueInfo, error) {
	all := steps.Techniques()
	for _, t := range all {
		if strings.EqualFold(t.Name, strings.TrimSpace(name)) {
			if t.OnRequest {
				return steps.TechniqueInfo{}, fmt.Errorf("technique %q is tried only on request, never on a generated puzzle's path", t.Name)
			}
			if t.ListOnly {
				return steps.TechniqueInfo{}, fmt.Errorf("technique %q is listed in All steps here alone, never on a generated puzzle's path", t.Name)
			}
			return t, nil
		}
	}
	var names []string
	for _, t := range all {
		if !t.OnRequest && !t.ListOnly {
			names = append(names, t.Name)
		}
	}
	return steps.TechniqueInfo{}, fmt.Errorf("unknown technique %q; the techniques are: %s", name, strings.Join(names, ", "))
}

// ParseDifficulty reads a grade name such as "hard" (any case).
func ParseDifficulty(name string) (steps.Difficulty, error) {
	var names []string
	for d := steps.Easy; d <= steps.Extreme; d++ {
		if strings.EqualFold(name, d.String()) {
			return d, nil
		}
		names = append(names, strings.ToLower(d.String()))
	}
	return 0, fmt.Errorf("unknown difficulty %q (want one of %s)", name, strings.Join(names, ", "))
}

// meets reports whether a rating is what the request asks for.
func (r *Request) meets(rt *steps.Rating) bool {
	if rt.Status != steps.Solved {
		return false
	}
	if r.ByDifficulty && rt.Difficulty != r.Difficulty {
		return false
	}
	if r.Technique != "" {
		if r.Hardest {
			return rt.Hardest == r.Technique
		}
		return rt.Uses[r.Technique] > 0
	}
	return true
}

// Goal describes the request's goal for people, e.g. "Hard, hardest
// step X-Wing", or "" when there is none.
func (r *Request) Goal() string {
	var parts []string
	if r.ByDifficulty {
		parts = append(parts, r.Difficulty.String())
	}
	switch {
	case r.Technique != "" && r.Hardest:
		parts = append(parts, "hardest step "+r.Technique)
	case r.Technique != "":
		parts = append(parts, "using "+r.Technique)
	}
	if r.MaxGivens > 0 {
		parts = append(parts, fmt.Sprintf("at most %d givens", r.MaxGivens))
	}
	return strings.Join(parts, ", ")
}

// profileLabel is the profile's name as messages state it.
func profileLabel(p steps.Profile) string {
	if p.Name == "" {
		return steps.DefaultProfileName
	}
	return p.Name
}
