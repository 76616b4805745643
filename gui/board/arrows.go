package board

import (
	"fmt"
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file turns a step's chains into the arrows the board draws: from
// its inferences where it has them (an arrow from each inference an
// inference rests on to it), else from its links; each pair of
// candidates joined once; and draws them along the routes the router
// finds (route.go).

// arrowSpec is one arrow the board draws.
type arrowSpec struct {
	from, to steps.Candidate
	strong   bool // solid: the arrow makes its end true; dashed: false
	series   int  // the branch whose colour it takes, or -1 for the link colour
	newest   bool // it ends on the newest inference unfolded
}

// addArrow adds an arrow from a to b unless the two are joined already.
func (r *stepRoles) addArrow(a, b steps.Candidate, strong bool, series int, newest bool) {
	if !validCand(a) || !validCand(b) || a == b {
		return
	}
	if newest {
		r.newest, r.hasNewest = b, true
	}
	key := [2]steps.Candidate{a, b}
	if candLess(b, a) {
		key = [2]steps.Candidate{b, a}
	}
	if r.drawn[key] {
		for i := range r.arrows {
			if k := r.arrows[i]; (k.from == a && k.to == b) || (k.from == b && k.to == a) {
				r.arrows[i].newest = r.arrows[i].newest || newest
			}
		}
		return
	}
	r.drawn[key] = true
	r.arrows = append(r.arrows, arrowSpec{from: a, to: b, strong: strong, series: series, newest: newest})
}

// candLess orders candidates by cell, then digit.
func candLess(a, b steps.Candidate) bool {
	if a.Cell != b.Cell {
		return a.Cell < b.Cell
	}
	return a.Digit < b.Digit
}

// addInferenceArrows adds an arrow from each inference an inference of
// infs rests on to it, in series' colour; with newest the last one is
// marked as the newest unfolded. A solid arrow sets its end true, a
// dashed one removes it.
func (r *stepRoles) addInferenceArrows(infs []steps.Inference, series int, newest bool) {
	for k, inf := range infs {
		last := newest && k == len(infs)-1
		if last {
			r.newest, r.hasNewest = inf.Candidate, validCand(inf.Candidate)
		}
		because := inf.Because
		if inf.Rule == steps.RuleNested && len(because) > 1 {
			// A nested inference rests on every removal its branch
			// made so far, the position its inner proof replays over:
			// one arrow, from the latest, says where it comes in.
			because = because[len(because)-1:]
		}
		if inf.Rule == steps.RuleALS {
			if from, via, ok := r.alsVia(infs, k, because); ok {
				// The set's strong link, solid, to its digit locked in
				// it, then the weak link from there, dashed: an AIC
				// with ALS reads strong and weak in turn.
				r.via[via.Cell] |= steps.DigitSet(via.Digit)
				r.addArrow(from, via, true, series, false)
				r.addArrow(via, inf.Candidate, false, series, last)
				continue
			}
		}
		for _, j := range because {
			if j >= 0 && j < k {
				r.addArrow(infs[j].Candidate, inf.Candidate, inf.On, series, last)
			}
		}
	}
}

// alsVia returns, for the RuleALS inference infs[k], the removal it rests
// on (from) and the place of its digit in its set (via, a candidate of
// the step's pattern) that make the shortest path to it with a from-via
// stretch long enough to draw an arrow on; ok is false when the set has
// no such place among the pattern's candidates.
func (r *stepRoles) alsVia(infs []steps.Inference, k int, because []int) (from, via steps.Candidate, ok bool) {
	inf := infs[k]
	at := func(c steps.Candidate) vec {
		d := float64(c.Digit - 1)
		return vec{float64(c.Cell.Col()) + math.Mod(d, 3)/3, float64(c.Cell.Row()) + math.Floor(d/3)/3}
	}
	best := math.Inf(1)
	for _, cell := range inf.Set {
		x := steps.Candidate{Cell: cell, Digit: inf.Digit}
		if !validCand(x) || !r.pattern[cell].Has(inf.Digit) {
			continue
		}
		for _, j := range because {
			if j < 0 || j >= k || !validCand(infs[j].Candidate) {
				continue
			}
			b := infs[j].Candidate
			reach := at(x).sub(at(b)).length()
			if reach < 0.6 {
				continue // too short a stretch for an arrow and its head
			}
			if d := reach + at(inf.Candidate).sub(at(x)).length(); d < best {
				best, from, via, ok = d, b, x, true
			}
		}
	}
	return from, via, ok
}

// cutInferences returns the first n inferences, or all for n ≤ 0.
func cutInferences(infs []steps.Inference, n int) []steps.Inference {
	if n > 0 && n < len(infs) {
		return infs[:n]
	}
	return infs
}

// inferenceCandidates returns the candidates of infs.
func inferenceCandidates(infs []steps.Inference) []steps.Candidate {
	out := make([]steps.Candidate, len(infs))
	for i, inf := range infs {
		out[i] = inf.Candidate
	}
	return out
}

// linkCandidates returns the ends of links.
func linkCandidates(links []steps.Link) []steps.Candidate {
	out := make([]steps.Candidate, 0, 2*len(links))
	for _, l := range links {
		out = append(out, l.From, l.To)
	}
	return out
}

// branchCandidates returns the candidates a branch uses: its
// inferences', or its links' ends.
func branchCandidates(b *steps.Branch, _ int) []steps.Candidate {
	if len(b.Inferences) > 0 {
		return inferenceCandidates(b.Inferences)
	}
	return linkCandidates(b.Links)
}

// Unfolds returns how many inferences the board unfolds one at a time
// for step st with branch b shown (Model.Branch): the branch's
// inferences (or links); with b 0 and no branches, the step's own
// chain: its inferences, else its links, else its groups (the sets of
// an ALS Chain). 0 means there is nothing to unfold.
func Unfolds(st *steps.Step, b int) int {
	if st == nil {
		return 0
	}
	if b > 0 {
		if b > len(st.Branches) {
			return 0
		}
		br := &st.Branches[b-1]
		if len(br.Inferences) > 0 {
			return len(br.Inferences)
		}
		return len(br.Links)
	}
	if len(st.Branches) > 0 {
		return 0
	}
	switch {
	case len(st.Inferences) > 0:
		return len(st.Inferences)
	case len(st.Links) > 0:
		return len(st.Links)
	}
	return len(st.Groups)
}

// busy reports whether the step shown carries so much colour that the
// region colours fade under it: groups, branches, or more than six
// arrows.
func (r *stepRoles) busy(st *steps.Step) bool {
	return st != nil && (len(st.Groups) > 0 || len(r.branches) > 0 || len(r.arrows) > 6)
}

// arrowWidth is the width of an arrow's line.
func (p *boardPainter) arrowWidth() float64 { return math.Max(1.5, p.px.cell*0.04) }

// linkWeight is how much wider than the arrow width a strong link is
// drawn, and a weak one: the two differ in weight as well as in style
// (solid, dashed), so they are told apart at a glance and in any colour
// vision.
func linkWeight(strong bool) float64 {
	if strong {
		return 1.25
	}
	return 0.75
}

// paintLinks draws the arrows in the links' ink: a strong link (one that
// makes its end true) solid and heavy, a weak one (one that makes its
// end false) dashed and light. The candidates say the truth in colour;
// the arrows say only which way the reasoning runs. A halo in the cell
// colour under them keeps them readable over region borders and each
// other. The newest inference unfolded is ringed.
func (p *boardPainter) paintLinks() {
	arrows := p.roles.arrows
	if len(arrows) == 0 && !p.roles.hasNewest {
		return
	}
	w := p.arrowWidth()
	routes := p.routes()
	p.begin("halo")
	var halo shape
	for i, a := range arrows {
		uw := w * linkWeight(a.strong)
		hw := uw + 2*math.Max(1, w*0.45)
		if a.newest {
			hw += w
		}
		p.strokeArrow(&halo, routes[i], a.strong, hw, uw)
	}
	p.fill(&halo, withAlpha(p.pal.cell, 0xA0))
	p.end()
	for i, a := range arrows {
		class := "link-weak"
		if a.strong {
			class = "link-strong"
		}
		if a.series >= 0 {
			class += fmt.Sprintf(" branch-%d", a.series+1)
		}
		uw := w * linkWeight(a.strong)
		if a.newest {
			uw *= 1.5
			class += " newest"
		}
		pa, pb := p.px.candidateCentre(a.from.Cell, a.from.Digit), p.px.candidateCentre(a.to.Cell, a.to.Digit)
		if p.v.model.Digits[a.from.Cell] != 0 {
			pa = p.px.centre(a.from.Cell)
		}
		if p.v.model.Digits[a.to.Cell] != 0 {
			pb = p.px.centre(a.to.Cell)
		}
		ends := svgNum(pa.x) + " " + svgNum(pa.y) + " " + svgNum(pb.x) + " " + svgNum(pb.y)
		p.begin(class, "data-from", candName(a.from), "data-to", candName(a.to), "data-ends", ends)
		var s shape
		p.strokeArrow(&s, routes[i], a.strong, uw, uw)
		p.fill(&s, p.pal.link)
		p.end()
	}
	if r := p.roles; r.hasNewest {
		at := p.px.candidateCentre(r.newest.Cell, r.newest.Digit)
		lw := math.Max(1.5, p.px.cell*0.035)
		var ring shape
		ring.polyline(circlePoints(at, p.px.cell*0.15+lw*1.2), lw, 0, 0, 0)
		p.begin("newest", "data-cand", candName(r.newest))
		p.fill(&ring, p.pal.accent)
		p.end()
	}
}

// candName names a candidate as "r4c5:1" for an SVG reader.
func candName(c steps.Candidate) string { return fmt.Sprintf("%s:%d", c.Cell, c.Digit) }

// strokeArrow adds an arrow along the route pts to s, stroked with width
// w; unit is the width of the true arrow, which sets the dashes and the
// head. A halo (w > unit) reaches beyond the arrow on every side, its
// dashes too, which keeps them in step with the arrow's.
func (p *boardPainter) strokeArrow(s *shape, route []vec, strong bool, w, unit float64) {
	if len(route) < 2 {
		return
	}
	pts := append([]vec(nil), route...)
	end := pts[len(pts)-1]
	head := math.Max(unit, p.arrowWidth()) * 3.4
	dir := end.sub(pts[len(pts)-2]).unit()
	pts = trimPathEnd(pts, head*0.8) // leave room for the head
	grow := (w - unit) / 2
	dash, gap, first := 0.0, 0.0, 0.0
	if !strong {
		dash, gap = unit*4+2*grow, unit*3-2*grow
		first = dash - grow
	}
	s.polyline(pts, w, dash, gap, first)
	tip := end.add(dir.scale(grow))
	base := end.sub(dir.scale(head + grow))
	n := dir.perp().scale(head*0.55 + grow)
	s.polygon(tip, base.add(n), base.sub(n))
}
