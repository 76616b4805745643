package steps

// technique is one entry of the catalogue: the engine tries them in
// order, so the list runs from the easiest to the hardest.
type technique struct {
	name string
	// also lists the other names the entry's steps may carry, for finders
	// that report several variants of one pattern (a fish with or without
	// fins, a forcing chain on a cell or a house); they share its score
	// and grade.
	also  []string
	score int // added to the puzzle's score each time the technique is used
	// grade is the difficulty of a puzzle whose hardest step is this one.
	grade Difficulty
	// find returns the first instance of the technique in s, if any. It
	// must not change s.
	find func(s *State) (Step, bool)
	// needsUnique marks techniques that are sound only when the puzzle
	// is known to have exactly one solution.
	needsUnique bool
	// listOnly marks techniques that All steps here lists (when the
	// profile has them) but that no path or hint tries: their search costs
	// the path more, where it fails, than the rest of its fish together,
	// for steps the techniques after them find anyway.
	listOnly bool
}

// catalogue lists every logical technique, easiest first.
var catalogue = []technique{
	{name: "Full House", score: 4, grade: Easy, find: findFullHouse},
	{name: "Naked Single", score: 4, grade: Easy, find: findNakedSingle},
	{name: "Hidden Single", score: 14, grade: Easy, find: findHiddenSingle},
	{name: "Pointing", score: 50, grade: Medium, find: findPointing},
	{name: "Claiming", score: 50, grade: Medium, find: findClaiming},
	{name: "Naked Pair", score: 60, grade: Medium, find: findNakedPair},
	{name: "Hidden Pair", score: 70, grade: Medium, find: findHiddenPair},
	{name: "Naked Triple", score: 80, grade: Medium, find: findNakedTriple},
	{name: "Hidden Triple", score: 100, grade: Medium, find: findHiddenTriple},
	{name: "Naked Quad", score: 120, grade: Hard, find: findNakedQuad},
	{name: "Hidden Quad", score: 150, grade: Hard, find: findHiddenQuad},
	{name: "Law of Leftovers", score: 130, grade: Hard, find: findLeftovers},
	{name: "X-Wing", score: 140, grade: Hard, find: findXWing},
	{name: "Skyscraper", score: 130, grade: Hard, find: findSkyscraper},
	{name: "2-String Kite", score: 150, grade: Hard, find: findTwoStringKite},
	{name: "Swordfish", score: 150, grade: Hard, find: findSwordfish},
	{name: "Jellyfish", score: 160, grade: Expert, find: findJellyfish},
	{name: "Remote Pair", score: 110, grade: Hard, find: findRemotePair},
	{name: "Turbot Fish", score: 120, grade: Hard, find: findTurbotFish},
	{name: "Empty Rectangle", score: 120, grade: Hard, find: findEmptyRectangle},
	{name: "XY-Wing", score: 160, grade: Hard, find: findXYWing},
	{name: "XYZ-Wing", score: 180, grade: Hard, find: findXYZWing},
	{name: "W-Wing", score: 150, grade: Hard, find: findWWing},
	{name: "BUG+1", score: 100, grade: Hard, find: findBUGPlus1, needsUnique: true},
	{name: "Unique Rectangle Type 1", score: 100, grade: Hard, find: findUniqueRectangle1, needsUnique: true},
	{name: "Unique Rectangle Type 2", score: 100, grade: Hard, find: findUniqueRectangle2, needsUnique: true},
	{name: "Unique Rectangle Type 3", score: 100, grade: Hard, find: findUniqueRectangle3, needsUnique: true},
	{name: "Unique Rectangle Type 4", score: 100, grade: Hard, find: findUniqueRectangle4, needsUnique: true},
	{name: "Unique Rectangle Type 5", score: 100, grade: Hard, find: findUniqueRectangle5, needsUnique: true},
	{name: "Unique Rectangle Type 6", score: 100, grade: Hard, find: findUniqueRectangle6, needsUnique: true},
	{name: "Hidden Rectangle", score: 100, grade: Hard, find: findHiddenRectangle, needsUnique: true},
	{name: "Avoidable Rectangle Type 1", score: 100, grade: Hard, find: findAvoidableRectangle1, needsUnique: true},
	{name: "Avoidable Rectangle Type 2", score: 100, grade: Hard, find: findAvoidableRectangle2, needsUnique: true},
	{name: "Finned X-Wing", also: []string{"Sashimi X-Wing"}, score: 130, grade: Hard, find: findFinnedXWing},
	{name: "Finned Swordfish", also: []string{"Sashimi Swordfish"}, score: 200, grade: Hard, find: findFinnedSwordfish},
	{name: "Finned Jellyfish", also: []string{"Sashimi Jellyfish"}, score: 250, grade: Expert, find: findFinnedJellyfish},
	{name: "Sue de Coq", score: 250, grade: Expert, find: findSueDeCoq},
	{name: "Simple Colouring", score: 150, grade: Hard, find: findSimpleColouring},
	{name: "X-Chain", score: 260, grade: Expert, find: findXChain},
	{name: "XY-Chain", score: 260, grade: Expert, find: findXYChain},
	{name: "Alternating Inference Chain", score: 280, grade: Expert, find: findAIC},
	{name: "ALS-XZ", score: 300, grade: Expert, find: findALSXZ},
	{name: "ALS-XY-Wing", score: 320, grade: Expert, find: findALSXYWing},
	{name: "ALS Chain", score: 340, grade: Expert, find: findALSChain},
	{name: "Death Blossom", score: 360, grade: Expert, find: findDeathBlossom},
	{name: "Franken X-Wing", also: []string{"Finned Franken X-Wing"}, score: 300, grade: Expert, find: findFrankenXWing},
	{name: "Franken Swordfish", also: []string{"Finned Franken Swordfish"}, score: 350, grade: Expert, find: findFrankenSwordfish},
	{name: "Franken Jellyfish", also: []string{"Finned Franken Jellyfish"}, score: 400, grade: Expert, find: findFrankenJellyfish, listOnly: true},
	{name: "Mutant X-Wing", also: []string{"Finned Mutant X-Wing"}, score: 450, grade: Expert, find: findMutantXWing},
	{name: alsAICName, score: 400, grade: Expert, find: findAICWithALS},
	{name: TridagonName, score: 480, grade: Master, find: findTridagon},
	{name: "Cell Forcing Chain", also: []string{"Contradiction Chain", "House Forcing Chain"},
		score: 500, grade: Master, find: findForcingChain},
	{name: "Cell Forcing Net", also: []string{"Contradiction Net", "House Forcing Net"},
		score: 700, grade: Master, find: findForcingNet},
	{name: "Dynamic Cell Forcing Chain", also: []string{"Dynamic Contradiction Chain", "Dynamic House Forcing Chain"},
		score: 850, grade: Grandmaster, find: findDynamicForcing},
	// Opt-in entries last (see optInTechniques).
	{name: "Nested Cell Forcing Chain", also: []string{"Nested Contradiction Chain", "Nested House Forcing Chain"},
		score: 950, grade: Grandmaster, find: findNestedForcing},
}

// optInTechniques is how many catalogue entries, at the end, run only on
// request (SolveNested): the nested forcing chains take a tenth of a
// second or so a step, half a second a path on the hardest puzzles, so
// the default path guesses where they would be needed. The path calls
// them itself (see pathSearch.run), so that a long search can stop.
const optInTechniques = 1

// cheapTechniques is how many catalogue entries (from the top) the search
// uses inside a guess. A guess is a trial, not a solving path someone
// studies, so it only needs deductions that are quick to find; the
// expensive patterns run at depth 0 alone, which keeps the whole path
// within a few milliseconds even on the hardest puzzles.
const cheapTechniques = 5

// TechniqueInfo describes one technique of the catalogue for people:
// the name steps carry, its score and the difficulty it stands for.
type TechniqueInfo struct {
	Name        string
	Score       int
	Difficulty  Difficulty
	NeedsUnique bool // used only when the puzzle is known to have one solution
	// OnRequest marks the techniques tried only when asked for
	// (SolveNested): no default path, hint or generated puzzle takes them.
	OnRequest bool
	// ListOnly marks the techniques that All steps here lists but no
	// path, hint or generated puzzle takes, on any profile.
	ListOnly bool
}

// Techniques lists the logical techniques in the order the engine tries
// them, easiest first, followed by the search's "Guess".
func Techniques() []TechniqueInfo {
	out := make([]TechniqueInfo, 0, len(catalogue)+1)
	for i, t := range catalogue {
		onRequest := i >= len(catalogue)-optInTechniques
		for _, name := range append([]string{t.name}, t.also...) {
			out = append(out, TechniqueInfo{Name: name, Score: t.score, Difficulty: t.grade, NeedsUnique: t.needsUnique,
				OnRequest: onRequest, ListOnly: t.listOnly})
		}
	}
	return append(out, TechniqueInfo{Name: GuessName, Score: guessScore, Difficulty: Extreme})
}

// techniqueIndex maps a technique's name to its catalogue position.
var techniqueIndex = func() map[string]int {
	m := make(map[string]int, len(catalogue))
	for i, t := range catalogue {
		m[t.name] = i
		for _, name := range t.also {
			m[name] = i
		}
	}
	return m
}()
