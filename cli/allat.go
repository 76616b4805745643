package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// allAtLimit caps each technique's list in steps -all-at.
const allAtLimit = 50

// allAtJSON is steps -all-at -json's one object.
type allAtJSON struct {
	Puzzle     int              `json:"puzzle"`
	After      int              `json:"after"` // the path's step the position follows
	Profile    string           `json:"profile"`
	Grid       string           `json:"grid"` // the position's digits, 0 for empty
	Techniques []allAtGroupJSON `json:"techniques"`
}

type allAtGroupJSON struct {
	Technique string           `json:"technique"`
	Complete  bool             `json:"complete"`             // false: not every instance is searched for
	FirstOnly bool             `json:"first_only,omitempty"` // only the first instance is searched for
	More      int              `json:"more"`                 // instances beyond the cap
	Steps     []steps.StepJSON `json:"steps"`
}

// allAtSteps prints every instance of every technique of the profile at
// the position after step k of the puzzle's guided path, grouped by
// technique in catalogue order. Ctrl+C stops the listing between
// techniques and prints what was found.
func allAtSteps(stdout, stderr io.Writer, index, k int, entry puzzlefile.Entry, prof steps.Profile, asJSON bool) int {
	if entry.Err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: puzzle %d: %v\n", index, entry.Err)
		return 2
	}
	tr := steps.SolveProfile(entry.Puzzle, prof)
	if k > tr.Len() {
		fmt.Fprintf(stderr, "sudoku-studio: -all-at %d: the path of puzzle %d has %d steps (0 is the puzzle itself)\n", k, index, tr.Len())
		return 2
	}
	if k > 0 && (tr.Steps[k-1].Kind == steps.Guess || tr.Steps[k-1].Depth > 0) {
		// Under a guess the position may be wrong: its steps are a trial.
		fmt.Fprintf(stderr, "sudoku-studio: -all-at %d: step %d is taken under a guess; choose a position outside guesses\n", k, k)
		return 2
	}
	s := tr.State(k)
	ctx, stop := interruptContext(context.Background())
	defer stop()
	groups, err := steps.AllAt(ctx, &s, tr.Exact.Status == solver.Unique, prof, allAtLimit)
	w := bufio.NewWriter(stdout)
	if asJSON {
		j := allAtJSON{Puzzle: index, After: k, Profile: profileName(prof), Grid: s.Grid.String(), Techniques: []allAtGroupJSON{}}
		for _, g := range groups {
			gj := allAtGroupJSON{Technique: g.Technique, Complete: g.Complete, FirstOnly: g.FirstOnly, More: g.More}
			for i := range g.Steps {
				gj.Steps = append(gj.Steps, g.Steps[i].JSON(i+1, s.Layout))
			}
			j.Techniques = append(j.Techniques, gj)
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.Encode(j)
	} else {
		writeStepsHeader(w, index, entry.Puzzle)
		fmt.Fprintf(w, "all steps after step %d (profile %s):\n", k, profileName(prof))
		if len(groups) == 0 {
			fmt.Fprintln(w, "no technique of the profile applies here")
		}
		for _, g := range groups {
			note := ""
			switch {
			case g.FirstOnly:
				note = ", the first one found"
			case !g.Complete:
				note = ", not every one searched for"
			case g.More > 0:
				note = fmt.Sprintf(", %d more not listed", g.More)
			}
			fmt.Fprintf(w, "%s (%d%s)\n", g.Technique, len(g.Steps), note)
			for _, st := range g.Steps {
				fmt.Fprintf(w, "  %s\n", st.Text)
			}
		}
	}
	if ferr := w.Flush(); ferr != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", ferr)
		return 2
	}
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "interrupted: the techniques after the last one listed were not searched")
		return 130
	}
	return 0
}
