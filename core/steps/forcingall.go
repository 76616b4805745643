package steps

import (
	"cmp"
	"slices"
)

// All steps here for the forcing chains and nets. A forcing search
// proves many things at once: every literal that all the branches of a
// cell or of a house force, and every premise whose branch breaks down.
// Each conclusion is one instance, shown by its cheapest proof by depth
// (the measure the path's own choice starts from), cheapest first; the
// steps are made for the first limit alone, as making one reruns its
// branches.

// allForcing lists the conclusions of the forcing chains (net false),
// nets or dynamic chains at s, at most limit steps (limit <= 0: all)
// and the count of the rest.
func allForcing(s *State, net, dynamic bool, limit int) ([]Step, int) {
	fs := forcingPool.Get().(*forcingSearch)
	defer forcingPool.Put(fs)
	fs.dynamic, fs.nested = dynamic, false
	fs.runAll(s, net)
	best := map[forcingConclusion]forcingProof{}
	for _, pr := range fs.proofs(s) {
		if pr.kind != forcingContradiction && !pr.on && slices.Contains(pr.premises, pr.lit) {
			continue // denies its own premise: that premise's contradiction says it better
		}
		key := forcingConclusion{pr.lit, pr.on && pr.kind != forcingContradiction}
		if old, ok := best[key]; !ok || forcingCheaper(&pr, &old) {
			best[key] = pr
		}
	}
	prs := make([]forcingProof, 0, len(best))
	for _, pr := range best {
		prs = append(prs, pr)
	}
	slices.SortFunc(prs, func(a, b forcingProof) int {
		return cmp.Or(cmp.Compare(a.cost, b.cost), cmp.Compare(a.lit, b.lit), cmp.Compare(b2i(a.on), b2i(b.on)))
	})
	n := len(prs)
	if limit > 0 {
		n = min(n, limit)
	}
	out := make([]Step, 0, n)
	fs.shortKeys = fs.shortKeys[:0] // no shortened branch kept: step runs each afresh
	for i := range prs[:n] {
		out = append(out, fs.step(s, net, &prs[i]))
	}
	return out, len(prs) - n
}

// forcingConclusion is what a forcing proof concludes: a literal true
// (a placement) or false (a removal).
type forcingConclusion struct {
	lit int16
	on  bool
}

// forcingCheaper orders two proofs of one conclusion: by depth, then a
// cell's or house's before a contradiction, then the fewer premises.
func forcingCheaper(a, b *forcingProof) bool {
	return cmp.Or(cmp.Compare(a.cost, b.cost),
		cmp.Compare(b2i(a.kind == forcingContradiction), b2i(b.kind == forcingContradiction)),
		cmp.Compare(len(a.premises), len(b.premises))) < 0
}
