package steps

// The chains All steps here lists. The path's finders keep the one
// shortest chain of the whole position; the listing takes, from each
// place a search starts, the shortest chain it finds there: for X- and
// XY-Chains each start node, for the AICs (with or without almost locked
// sets) each candidate a chain removes. That is several chains, each as
// short as its start allows, but not every chain: a start may have
// others, as short or longer, with other eliminations.

// eachXChainStart yields the shortest X-Chain from each start node, in
// the order findXChain tries them, while yield returns true.
func eachXChainStart(s *State, yield func(Step) bool) {
	eachChainStart(s, xChainMode, "X-Chain", yield)
}

// eachXYChainStart yields the shortest XY-Chain from each start node, in
// the order findXYChain tries them, while yield returns true.
func eachXYChainStart(s *State, yield func(Step) bool) {
	eachChainStart(s, xyChainMode, "XY-Chain", yield)
}

// eachChainStart runs the search of mode from every start node, as
// findChain does, and yields each chain found as a step of technique.
func eachChainStart(s *State, mode chainMode, technique string, yield func(Step) bool) {
	g := newLinkGraph(s, false)
	defer g.release()
	cs := searchPool.Get().(*chainSearch)
	cs.g, cs.mode = g, mode
	defer func() {
		cs.g = nil
		searchPool.Put(cs)
	}()
	cs.eachStart(func(c *chain) bool {
		st, ok := chainStep(g, c, technique)
		return !ok || yield(st)
	})
}

// eachAICTarget yields, for each candidate an Alternating Inference Chain
// removes (in node order), the shortest chain that removes it, while
// yield returns true.
func eachAICTarget(s *State, yield func(Step) bool) {
	g := newLinkGraph(s, true)
	defer g.release()
	im := implicationPool.Get().(*implication)
	defer func() {
		im.g = nil
		implicationPool.Put(im)
	}()
	im.build(g)
	im.closure()
	im.eachTarget(maxChainLinks, func(c *chain) bool {
		st, ok := chainStep(g, c, "Alternating Inference Chain")
		return !ok || yield(st)
	})
}

// eachAICWithALSTarget yields, for each candidate an AIC through almost
// locked sets removes, the shortest such chain findAICWithALS would take,
// while yield returns true.
func eachAICWithALSTarget(s *State, yield func(Step) bool) {
	w := alsFor(s)
	g := newGraphWith(s, true, w)
	alsPool.Put(w)
	defer g.release()
	if len(g.alsCells) == 0 {
		return
	}
	im := implicationPool.Get().(*implication)
	defer func() {
		im.g, im.accept = nil, nil
		implicationPool.Put(im)
	}()
	im.build(g)
	im.closure()
	im.accept = func(c *chain) bool { return alsChainTakes(g, c) }
	im.eachTarget(alsChainLinks, func(c *chain) bool {
		st, ok := alsAICStep(s, g, c)
		return !ok || yield(st)
	})
}

// listDFSBudget bounds the literals the depth-first searches of one
// listing expand together: they count on from dfsBudget - listDFSBudget
// against dfsBudget. A target whose only chains the caller refuses (a
// chain through no set, for AIC with ALS) can exhaust a search's own
// budget at every depth: unbounded, listing the AICs with ALS took two
// seconds at top95 #8's step 34, where the finder takes a millisecond;
// sharing an eighth of dfsBudget, about 20 ms, listing 1.5% fewer
// effects over the positions of the top95 paths.
const listDFSBudget = dfsBudget / 8

// eachTarget calls yield, for each candidate the closure says a chain
// removes, with the shortest chain of at most maxLinks links that removes
// it, until yield returns false. It deepens the search of each target as
// shortestAIC deepens that of all of them, with the same depth-first
// retry, so that the chain of a target is as short as its search allows.
// The depth-first searches of all the targets share listDFSBudget.
func (im *implication) eachTarget(maxLinks int, yield func(c *chain) bool) {
	var buf [numCands]int16
	targets := im.removable(buf[:0])
	if len(targets) == 0 {
		return
	}
	im.prepareSearch()
	spent := dfsBudget - listDFSBudget
	for _, t := range targets {
		for limit := 1; limit <= maxLinks; limit += 2 {
			c, ok, cut, rejected := im.bfsFrom(int(t), limit)
			if !ok && rejected && spent < dfsBudget {
				// The breadth-first search just run leaves the depths the
				// depth-first one needs (see shortestAIC).
				c, ok = im.dfsFrom(int(t), limit, spent)
				spent = im.dfsSteps
			}
			if ok {
				if !yield(&c) {
					return
				}
				break
			}
			if !cut {
				break // the search ran out of nodes: a deeper one finds nothing new
			}
		}
	}
}
