package steps

// technique is one entry of the catalogue: the engine tries them in
// order, so the list runs from the easiest to the hardest.
type technique struct {
	name  string
	score int // added to the puzzle's score each time the technique is used
	// find returns the first instance of the technique in s, if any. It
	// must not change s.
	find func(s *State) (Step, bool)
	// needsUnique marks techniques that are sound only when the puzzle
	// is known to have exactly one solution.
	needsUnique bool
}

// catalogue lists every logical technique, easiest first.
var catalogue = []technique{
	{name: "Full House", score: 4, find: findFullHouse},
	{name: "Naked Single", score: 4, find: findNakedSingle},
	{name: "Hidden Single", score: 14, find: findHiddenSingle},
	{name: "Pointing", score: 50, find: findPointing},
	{name: "Claiming", score: 50, find: findClaiming},
	{name: "Naked Pair", score: 60, find: findNakedPair},
	{name: "Hidden Pair", score: 70, find: findHiddenPair},
	{name: "Naked Triple", score: 80, find: findNakedTriple},
	{name: "Hidden Triple", score: 100, find: findHiddenTriple},
	{name: "Naked Quad", score: 120, find: findNakedQuad},
	{name: "Hidden Quad", score: 150, find: findHiddenQuad},
	{name: "X-Wing", score: 140, find: findXWing},
	{name: "Skyscraper", score: 130, find: findSkyscraper},
	{name: "2-String Kite", score: 150, find: findTwoStringKite},
	{name: "Swordfish", score: 150, find: findSwordfish},
	{name: "Jellyfish", score: 160, find: findJellyfish},
	{name: "XY-Wing", score: 160, find: findXYWing},
	{name: "XYZ-Wing", score: 180, find: findXYZWing},
	{name: "W-Wing", score: 150, find: findWWing},
	{name: "Unique Rectangle Type 1", score: 100, find: findUniqueRectangle1, needsUnique: true},
	{name: "Simple Colouring", score: 150, find: findSimpleColouring},
	{name: "X-Chain", score: 260, find: findXChain},
	{name: "XY-Chain", score: 260, find: findXYChain},
	{name: "Alternating Inference Chain", score: 280, find: findAIC},
}
