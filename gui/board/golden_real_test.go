package board

import (
	"fmt"
	"sync"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// The golden images of real engine steps: for each technique, the first
// step of that technique on the solution path of the first puzzle of a
// shared set whose path uses it, drawn as the stepper shows it. Unlike
// the hand-built fixtures, these follow the engine: when a finder changes
// what it reports (pattern, fins, groups, branches), its image changes.

// classicSets are the sets searched for a technique on the classic
// layout, in order: top95 uses every technique below within its first
// hundred puzzles, top1465 is the fallback should the engine change.
var classicSets = []string{"classic/top95.txt", "bench/top1465.txt"}

// jigsawSets are the sets searched for a technique on jigsaw layouts.
var jigsawSets = []string{"jigsaw/janko_133.txt"}

// realStep is a technique whose golden image is taken from a real path.
type realStep struct {
	image     string // the golden image's name, board_<image>.png
	technique string
	sets      []string
	dark      bool
}

var realSteps = []realStep{
	{"real_ur_type2", "Unique Rectangle Type 2", classicSets, false},
	{"real_ur_type3", "Unique Rectangle Type 3", classicSets, false},
	{"real_ur_type4", "Unique Rectangle Type 4", classicSets, false},
	{"real_ur_type6", "Unique Rectangle Type 6", classicSets, false},
	{"real_hidden_rectangle", "Hidden Rectangle", classicSets, false},
	{"real_avoidable_rectangle1", "Avoidable Rectangle Type 1", classicSets, false},
	{"real_bug_plus1", "BUG+1", classicSets, false},
	{"real_empty_rectangle", "Empty Rectangle", classicSets, false},
	{"real_empty_rectangle_jigsaw", "Empty Rectangle", jigsawSets, false},
	{"real_turbot_fish", "Turbot Fish", classicSets, false},
	{"real_remote_pair", "Remote Pair", classicSets, false},
	{"real_sashimi_xwing", "Sashimi X-Wing", classicSets, false},
	{"real_finned_swordfish", "Finned Swordfish", classicSets, false},
	{"real_finned_franken_swordfish", "Finned Franken Swordfish", classicSets, false},
	{"real_als_xy_wing", "ALS-XY-Wing", classicSets, false},
	{"real_als_chain", "ALS Chain", classicSets, false},
	{"real_death_blossom", "Death Blossom", classicSets, false},
	{"real_death_blossom_dark", "Death Blossom", classicSets, true},
	{"real_house_forcing_chain", "House Forcing Chain", classicSets, false},
	{"real_cell_forcing_net", "Cell Forcing Net", classicSets, false},
	{"real_contradiction_net", "Contradiction Net", classicSets, false},
	{"real_house_forcing_net", "House Forcing Net", classicSets, false},
}

// minRealSteps is how many of the techniques of realSteps the shared
// sets must show: a skipped technique or two is a change in the engine's
// order, many is a broken search.
const minRealSteps = 15

func init() {
	for _, r := range realSteps {
		goldenCases = append(goldenCases, goldenCase{
			name:  r.image,
			opts:  Options{RegionColours: true, Candidates: true, Dark: r.dark},
			model: realStepModel(r.technique, r.sets),
		})
	}
}

// realStepModel returns a golden model function for the first step of
// the technique in the sets; it skips, with a log line, when no path of
// the sets uses the technique (TestRealStepGoldenCoverage counts them).
func realStepModel(technique string, sets []string) func(*testing.T) Model {
	return func(t *testing.T) Model {
		m, where, ok := findRealStep(t, technique, sets)
		if !ok {
			t.Logf("no path of %v uses %s: no golden image", sets, technique)
			t.SkipNow()
		}
		t.Logf("%s: %s", where, m.Step.Text)
		return m
	}
}

// traceCache keeps the solution paths already worked out, by set and
// puzzle index, so that the cases share them.
var traceCache = struct {
	sync.Mutex
	sets   map[string]*puzzlefile.Set
	traces map[string]*steps.Trace
}{sets: map[string]*puzzlefile.Set{}, traces: map[string]*steps.Trace{}}

// cachedSet reads a shared set once.
func cachedSet(t *testing.T, rel string) *puzzlefile.Set {
	t.Helper()
	if s := traceCache.sets[rel]; s != nil {
		return s
	}
	s, err := puzzlefile.Read(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	traceCache.sets[rel] = s
	return s
}

// findRealStep walks the solution paths of the sets' puzzles, in order,
// until one has a step of the technique, and returns the board model
// the stepper shows at that step, with where it was found.
func findRealStep(t *testing.T, technique string, sets []string) (Model, string, bool) {
	t.Helper()
	traceCache.Lock()
	defer traceCache.Unlock()
	for _, rel := range sets {
		set := cachedSet(t, rel)
		for i, e := range set.Entries {
			if e.Err != nil {
				continue
			}
			key := fmt.Sprintf("%s#%d", rel, i)
			tr := traceCache.traces[key]
			if tr == nil {
				tr = steps.Solve(e.Puzzle)
				traceCache.traces[key] = tr
			}
			for j := range tr.Steps {
				if tr.Steps[j].Technique == technique {
					return stepModel(tr, j), fmt.Sprintf("%s puzzle %d step %d", rel, i+1, j+1), true
				}
			}
		}
	}
	return Model{}, "", false
}

// stepModel builds the board model shown just after step i of the
// trace, as the window's stepper does.
func stepModel(tr *steps.Trace, i int) Model { return StepModel(tr, i+1) }

// TestRealStepGoldenCoverage checks that the shared sets show enough of
// the techniques with real-step golden images.
func TestRealStepGoldenCoverage(t *testing.T) {
	found := map[string]bool{}
	for _, r := range realSteps {
		if _, _, ok := findRealStep(t, r.technique, r.sets); ok {
			found[r.technique] = true
		} else {
			t.Logf("no path of %v uses %s", r.sets, r.technique)
		}
	}
	if len(found) < minRealSteps {
		t.Errorf("the shared sets show only %d of the techniques with real-step golden images, want at least %d", len(found), minRealSteps)
	}
}
