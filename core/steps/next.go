package steps

// Next returns the easiest logical step of the catalogue that applies in
// s, for callers that reason from a position of their own, such as a
// hint on the position a person has reached. The step is not applied: s
// is left as it was. unique says the puzzle is known to have exactly one
// solution; only then are the uniqueness techniques tried. Next returns
// false when no technique applies (the next move would need a guess),
// and when s has no layout.
//
// The finders assume that s holds no candidate a placed peer rules out;
// a caller building s by hand should keep it so.
func Next(s *State, unique bool) (Step, bool) {
	if s == nil || s.Layout == nil {
		return Step{}, false
	}
	return nextLogical(s, unique)
}
