package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// techniquesFlag adds -techniques, which sets the technique profile the
// guided path follows; the function it returns reads it once fs is
// parsed, printing the reason when the file is wrong. FILE is a plain
// text list, one technique name a line in the order to try them, '#'
// starting a comment; a built-in profile's name ("No chains", "Basic
// only") that names no file is taken as that profile.
func techniquesFlag(fs *flag.FlagSet) func(stderr io.Writer) (steps.Profile, bool) {
	file := fs.String("techniques", "", "follow the technique profile in `FILE` (one technique name a line, in the order to try them; # comments), or a built-in one: \"No chains\", \"Basic only\"; guided path only")
	return func(stderr io.Writer) (steps.Profile, bool) {
		if *file == "" {
			return steps.DefaultProfile(), true
		}
		p, err := loadProfile(*file)
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: -techniques %v\n", err)
			return steps.Profile{}, false
		}
		return p, true
	}
}

// loadProfile reads a profile file, named after the file without its
// extension, or takes the built-in profile of that name.
func loadProfile(name string) (steps.Profile, error) {
	f, err := os.Open(name)
	if err != nil {
		if p, ok := steps.BuiltinProfile(name); ok && os.IsNotExist(err) {
			return p, nil
		}
		return steps.Profile{}, err
	}
	defer f.Close()
	base := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	p, err := steps.ReadProfile(base, f)
	if err != nil {
		return steps.Profile{}, fmt.Errorf("%s: %w", name, err)
	}
	return p, nil
}

// profileFits reports whether a profile other than the default goes
// with the search chosen: only the guided path takes techniques in
// order, and the nested chains' path is the default one.
func profileFits(p steps.Profile, nested bool, o steps.Options, stderr io.Writer) bool {
	if p.IsDefault() {
		return true
	}
	if nested || o.Search != steps.Guided {
		fmt.Fprintf(stderr, "sudoku-studio: -techniques goes with the guided path only, not with -nested or -search %s\n", o.Search)
		return false
	}
	return true
}

// rateProfile rates the guided path of a technique profile.
func rateProfile(e puzzlefile.Entry, p steps.Profile) rated {
	if e.Err != nil {
		return rated{rating: steps.Rating{Status: steps.Invalid, Profile: profileName(p)}, reason: e.Err.Error()}
	}
	start := time.Now()
	tr := steps.SolveProfile(e.Puzzle, p)
	r := rated{rating: tr.Rate(), reason: tr.Reason, unique: tr.Exact.Status == solver.Unique, counts: tr.Counts}
	r.elapsed = time.Since(start)
	return r
}

// writeProfileLine states the technique profile the ratings were made
// with, so that two summaries can be compared.
func writeProfileLine(w io.Writer, p steps.Profile) {
	names := p.Techniques()
	if p.IsDefault() {
		fmt.Fprintf(w, "profile: %s (%d techniques in catalogue order)\n", steps.DefaultProfileName, len(names))
		return
	}
	fmt.Fprintf(w, "profile: %s (%d techniques: %s)\n", profileName(p), len(names), strings.Join(names, ", "))
}

// profileName is the profile's name as ratings state it.
func profileName(p steps.Profile) string {
	if p.Name == "" {
		return steps.DefaultProfileName
	}
	return p.Name
}
