package steps

// Placeholders for the techniques of catalogue levels 1–4, each to be
// replaced by its own file (singles.go, locked.go, subsets.go, fish.go).

func findFullHouse(s *State) (Step, bool)    { return Step{}, false }
func findNakedSingle(s *State) (Step, bool)  { return Step{}, false }
func findHiddenSingle(s *State) (Step, bool) { return Step{}, false }
func findPointing(s *State) (Step, bool)     { return Step{}, false }
func findClaiming(s *State) (Step, bool)     { return Step{}, false }
func findNakedPair(s *State) (Step, bool)    { return Step{}, false }
func findHiddenPair(s *State) (Step, bool)   { return Step{}, false }
func findNakedTriple(s *State) (Step, bool)  { return Step{}, false }
func findHiddenTriple(s *State) (Step, bool) { return Step{}, false }
func findNakedQuad(s *State) (Step, bool)    { return Step{}, false }
func findHiddenQuad(s *State) (Step, bool)   { return Step{}, false }
func findXWing(s *State) (Step, bool)        { return Step{}, false }
func findSwordfish(s *State) (Step, bool)    { return Step{}, false }
func findJellyfish(s *State) (Step, bool)    { return Step{}, false }
