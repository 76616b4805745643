package steps

// findNestedForcing is the catalogue's nested forcing chains.
func findNestedForcing(s *State) (Step, bool) { return findNestedForcingStop(s, nil) }

// findNestedForcingStop finds the nested forcing step of s, polling stop
// (when set) as it goes: once stop returns true it gives up promptly and
// reports no step.
//
// The search runs every branch with rounds that stop at their first inner
// contradiction (see nestedRound), and picks the proof as the other
// forcing finders do. The proof shown is then run again with whole
// rounds, whose inner proofs rest on less, when those branches reach the
// same conclusion; otherwise as the search ran it.
func findNestedForcingStop(s *State, stop func() bool) (Step, bool) {
	fs := forcingPool.Get().(*forcingSearch)
	defer forcingPool.Put(fs)
	fs.dynamic, fs.nested = true, true
	defer func() { fs.nested = false }()
	ns := fs.p.nest
	if ns == nil {
		ns = new(nestState)
		fs.p.nest = ns
	}
	ns.stop, ns.stopped, ns.explain, ns.batch, ns.strong = stop, false, false, false, true
	defer func() { ns.stop, ns.stopped, ns.explain, ns.batch, ns.strong = nil, false, false, false, false }()
	ns.learnRest(s)
	defer ns.forgetRest()
	fs.runAll(s, true)
	prs := fs.proofs(s)
	if len(prs) == 0 && !ns.stopped {
		ns.strong = false
		fs.runAll(s, true)
		prs = fs.proofs(s)
	}
	if ns.stopped {
		return Step{}, false
	}
	best, ok := fs.shortestNested(prs)
	if !ok || ns.stopped {
		return Step{}, false
	}
	ns.batch = fs.reaches(&best)
	ns.explain = true
	st := fs.step(s, true, &best)
	if ns.stopped {
		return Step{}, false
	}
	return st, true
}

// reaches reports whether every branch of pr, run with whole rounds,
// reaches the proof's end: a contradiction, or the conclusion (or a
// contradiction) for a cell or a house.
func (fs *forcingSearch) reaches(pr *forcingProof) bool {
	p := &fs.p
	p.nest.batch = true
	defer func() { p.nest.batch = false }()
	for _, l := range pr.premises {
		p.run(l, true)
		switch {
		case p.contradiction:
		case pr.kind == forcingContradiction:
			return false
		case pr.on && !p.on.has(pr.lit), !pr.on && !p.off.has(pr.lit):
			return false
		}
	}
	return true
}

// shortestNested is shortest without its second count of the best few
// shortened (see runShortest), which a nested branch cannot take: its
// removals rest on the whole position, and shorten's count of a
// derivation as a tree doubles with every round.
func (fs *forcingSearch) shortestNested(prs []forcingProof) (forcingProof, bool) {
	return fs.shortestOfProofs(prs, false)
}
