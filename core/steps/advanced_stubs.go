package steps

// Placeholders for the techniques of catalogue levels 5–7, each to be
// replaced by its own file (wings.go, colouring.go, chains.go, uniqueness.go).

func findSkyscraper(s *State) (Step, bool)       { return Step{}, false }
func findTwoStringKite(s *State) (Step, bool)    { return Step{}, false }
func findXYWing(s *State) (Step, bool)           { return Step{}, false }
func findXYZWing(s *State) (Step, bool)          { return Step{}, false }
func findWWing(s *State) (Step, bool)            { return Step{}, false }
func findUniqueRectangle1(s *State) (Step, bool) { return Step{}, false }
func findSimpleColouring(s *State) (Step, bool)  { return Step{}, false }
func findXChain(s *State) (Step, bool)           { return Step{}, false }
func findXYChain(s *State) (Step, bool)          { return Step{}, false }
func findAIC(s *State) (Step, bool)              { return Step{}, false }
