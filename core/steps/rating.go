package steps

// Difficulty grades a puzzle by the hardest step its solution path needs.
type Difficulty int8

// The grades, from singles only to guessing.
const (
	Easy        Difficulty = iota // singles only
	Medium                        // locked candidates, pairs and triples
	Hard                          // quads, X-Wing, Swordfish, wings, colouring, uniqueness
	Expert                        // Jellyfish, chains, almost locked sets
	Master                        // forcing chains and nets
	Grandmaster                   // dynamic forcing chains: branches that follow subsets too
	Extreme                       // logic runs out: the path needs a guess
)

// String returns the grade's name, e.g. "Hard".
func (d Difficulty) String() string {
	switch d {
	case Easy:
		return "Easy"
	case Medium:
		return "Medium"
	case Hard:
		return "Hard"
	case Expert:
		return "Expert"
	case Master:
		return "Master"
	case Grandmaster:
		return "Grandmaster"
	case Extreme:
		return "Extreme"
	}
	return "Unknown"
}

// GuessName is the technique name of a search's guess step; the
// search's other steps are named ContradictionName and BacktrackName.
const (
	GuessName         = "Guess"
	ContradictionName = "Contradiction"
	BacktrackName     = "Backtrack"
)

// guessScore is what a guess adds to the score: far more than any
// logical step, so that a puzzle that needs one rates above any that
// does not.
const guessScore = 1000

// Rating sums up how hard a solution path is.
type Rating struct {
	Status     Status
	Difficulty Difficulty
	// Score is the sum of the catalogue scores of the logical steps taken
	// outside guesses, plus guessScore for each guess.
	Score int
	// Hardest is the hardest technique the path uses outside guesses:
	// the one of the highest difficulty, the latest in the catalogue among
	// those; "Guess" when the path needs the search, "" when it has no step.
	Hardest string
	Guesses int // guess steps, nested ones included
	Steps   int // all steps of the path, those inside guesses included
	// Uses counts the logical steps taken outside guesses by technique,
	// and the guesses under "Guess".
	Uses map[string]int
	// Profile names the technique profile the path was built with, so
	// that two ratings can be compared ("Default" unless chosen).
	Profile string
}

// Rate grades the trace. Steps taken inside a guess are part of a trial,
// not of the solving path, so only the guesses themselves count for them.
func (t *Trace) Rate() Rating {
	ra := newRater()
	for i := range t.Steps {
		ra.add(&t.Steps[i])
	}
	r := ra.rating(t.Status, len(t.Steps))
	if t.Profile != "" {
		r.Profile = t.Profile
	}
	return r
}

// rater grades a path step by step, so that a path streamed step by
// step is graded without being held.
type rater struct {
	r           Rating
	hardest     int
	hardestName string
}

func newRater() *rater { return &rater{r: Rating{Uses: make(map[string]int)}, hardest: -1} }

// add counts one step of the path.
func (ra *rater) add(st *Step) {
	r := &ra.r
	switch st.Kind {
	case Guess:
		r.Guesses++
		r.Uses[GuessName]++
	case Logic:
		if st.Depth > 0 {
			return
		}
		r.Uses[st.Technique]++
		if k, ok := techniqueIndex[st.Technique]; ok {
			r.Score += catalogue[k].score
			if catalogue[k].grade > r.Difficulty {
				r.Difficulty = catalogue[k].grade
			}
			if ra.hardest < 0 || catalogue[k].grade > catalogue[ra.hardest].grade ||
				(catalogue[k].grade == catalogue[ra.hardest].grade && k > ra.hardest) {
				ra.hardest, ra.hardestName = k, st.Technique
			}
		}
	}
}

// rating is the grade of a path of n steps that ended with status.
func (ra *rater) rating(status Status, n int) Rating {
	r := ra.r
	r.Status, r.Steps = status, n
	r.Profile = DefaultProfileName
	r.Score += guessScore * r.Guesses
	switch {
	case r.Guesses > 0:
		r.Difficulty, r.Hardest = Extreme, GuessName
	case ra.hardest >= 0:
		r.Hardest = ra.hardestName
	}
	return r
}
