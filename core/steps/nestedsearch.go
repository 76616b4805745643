package steps

// findNestedForcing is the catalogue's nested forcing chains.
func findNestedForcing(s *State) (Step, bool) { return findNestedForcingStop(s, nil) }

// findNestedForcingStop finds the nested forcing step of s, polling stop
// (when set) as it goes: once stop returns true it gives up promptly and
// reports no step.
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
	ns.stop, ns.stopped, ns.explain = stop, false, false
	defer func() { ns.stop, ns.stopped, ns.explain = nil, false, false }()
	fs.runAll(s, true)
	if ns.stopped {
		return Step{}, false
	}
	best, ok := fs.shortest(fs.proofs(s))
	if !ok || ns.stopped {
		return Step{}, false
	}
	ns.explain = true
	st := fs.step(s, true, &best)
	if ns.stopped {
		return Step{}, false
	}
	return st, true
}
