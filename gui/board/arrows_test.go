package board

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// inferenceNet is the forcing chain fixture with its first branch
// carried as inferences, as the engine now writes branches. Its links
// also hold a link the inferences do not rest on (r4c5<>6 -> r6c5<>3),
// which must not be drawn, and the same two candidates twice.
func inferenceNet(t *testing.T) Model {
	m := forcingChainModel(t)
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	br := &m.Step.Branches[0]
	br.Inferences = []steps.Inference{
		{Candidate: c("r5c5", 6), On: true, Rule: steps.RulePremise, House: -1, Second: -1},
		{Candidate: c("r4c5", 6), Rule: steps.RulePeer, House: 13, Second: -1, Because: []int{0}},
		{Candidate: c("r4c5", 3), On: true, Rule: steps.RuleCell, House: -1, Second: -1, Because: []int{1}},
		{Candidate: c("r6c5", 3), Rule: steps.RulePeer, House: 13, Second: -1, Because: []int{2}},
		{Candidate: c("r6c5", 7), On: true, Rule: steps.RuleCell, House: -1, Second: -1, Because: []int{3}},
		{Candidate: c("r6c6", 7), Rule: steps.RulePeer, House: 5, Second: -1, Because: []int{4, 4}},
	}
	br.Links = append(br.Links, steps.Link{From: c("r4c5", 6), To: c("r6c5", 3)})
	return m
}

func TestArrowsComeFromInferences(t *testing.T) {
	m := inferenceNet(t)
	br := &m.Step.Branches[0]
	for _, tt := range []struct {
		name   string
		unfold int
		want   int // arrows of branch 1
	}{{"all", 0, 5}, {"unfolded to 3", 3, 2}, {"unfolded to 1", 1, 0}} {
		t.Run(tt.name, func(t *testing.T) {
			r := resolveRoles(m.Step, 1, tt.unfold)
			got := 0
			for _, a := range r.arrows {
				if a.series != 0 {
					continue
				}
				got++
				ok := false
				for k, inf := range br.Inferences {
					for _, j := range inf.Because {
						if br.Inferences[j].Candidate == a.from && inf.Candidate == a.to && a.strong == br.Inferences[k].On {
							ok = true
						}
					}
				}
				if !ok {
					t.Errorf("arrow %v -> %v rests on no inference", a.from, a.to)
				}
			}
			if got != tt.want {
				t.Errorf("%d arrows, want %d (each pair of candidates once)", got, tt.want)
			}
			if tt.unfold > 0 {
				newest := br.Inferences[tt.unfold-1].Candidate
				if !r.hasNewest || r.newest != newest {
					t.Errorf("newest %v (%v), want %v", r.newest, r.hasNewest, newest)
				}
				later := br.Inferences[len(br.Inferences)-1].Candidate
				if (r.bTrue[later.Cell] | r.bFalse[later.Cell]).Has(later.Digit) {
					t.Errorf("%v, not unfolded yet, is drawn", later)
				}
			}
		})
	}
}

func TestUnfoldsCountsWhatIsFollowed(t *testing.T) {
	net := inferenceNet(t).Step
	chain := &steps.Step{Links: make([]steps.Link, 4)}
	als := &steps.Step{Groups: make([]steps.Group, 3)}
	for _, tt := range []struct {
		name   string
		st     *steps.Step
		branch int
		want   int
	}{
		{"a branch's inferences", net, 1, 6},
		{"a branch's links", net, 2, 1},
		{"a net with no branch chosen", net, 0, 0},
		{"no such branch", net, 9, 0},
		{"a chain's links", chain, 0, 4},
		{"an ALS Chain's sets", als, 0, 3},
		{"no step", nil, 0, 0},
	} {
		if got := Unfolds(tt.st, tt.branch); got != tt.want {
			t.Errorf("%s: Unfolds = %d, want %d", tt.name, got, tt.want)
		}
	}
}

// svgElement is one element of an SVG, with its attributes.
type svgElement struct {
	name  string
	attrs map[string]string
	text  string
}

// svgElements parses an SVG into its elements.
func svgElements(t *testing.T, doc []byte) []svgElement {
	t.Helper()
	var out []svgElement
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		switch v := tok.(type) {
		case xml.StartElement:
			e := svgElement{name: v.Name.Local, attrs: map[string]string{}}
			for _, a := range v.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			out = append(out, e)
		case xml.CharData:
			if len(out) > 0 {
				out[len(out)-1].text += string(v)
			}
		}
	}
}

func TestSVGNamesEveryRole(t *testing.T) {
	m := inferenceNet(t)
	placeDigit(&m, boardCell(t, "r9c9"), 4, Entered)
	placeDigit(&m, boardCell(t, "r9c8"), 3, Solved)
	far := boardCell(t, "r9c1")
	m.Step.Pattern = []steps.Candidate{{Cell: far, Digit: m.Candidates[far].List()[0]}}
	m.Step.Groups = []steps.Group{{Cells: []grid.Cell{boardCell(t, "r1c2")}, Digits: []int8{1, 5}}}
	m.Step.Houses = []int{4}
	m.Step.Eliminations = append(m.Step.Eliminations, m.Step.Branches[0].Inferences[5].Candidate)
	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{RegionColours: true, Candidates: true}, nil); err != nil {
		t.Fatal(err)
	}
	els := svgElements(t, buf.Bytes())
	if els[0].name != "svg" || els[0].attrs["viewBox"] == "" {
		t.Fatalf("the root is <%s> with viewBox %q", els[0].name, els[0].attrs["viewBox"])
	}
	seen := map[string]bool{}
	for _, e := range els[1:] {
		class := e.attrs["class"]
		if class == "" {
			t.Fatalf("a <%s> has no class", e.name)
		}
		for _, c := range strings.Fields(class) {
			seen[c] = true
		}
		if e.name == "text" && strings.HasPrefix(class, "candidate") && e.attrs["data-cand"] == "" {
			t.Errorf("a candidate's text does not say which it is")
		}
	}
	for _, want := range []string{"given", "placed", "entry", "candidate", "eliminated", "pattern", "link-strong", "link-weak", "group", "house", "branch-1", "branch-2", "faded", "group-label"} {
		if !seen[want] {
			t.Errorf("no element of class %q", want)
		}
	}
}

func TestGroupsAreLabelled(t *testing.T) {
	st := &steps.Step{Groups: []steps.Group{{Cells: []grid.Cell{0}}, {Label: "innies", Cells: []grid.Cell{1}}, {Label: "a very long name", Cells: []grid.Cell{2}}}}
	for i, want := range []string{"A", "innies", "C"} {
		if got := GroupLabel(st, i); got != want {
			t.Errorf("GroupLabel(%d) = %q, want %q", i, got, want)
		}
	}
	m := Model{Step: st}
	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{}, nil); err != nil {
		t.Fatal(err)
	}
	labels := map[string]bool{}
	for _, e := range svgElements(t, buf.Bytes()) {
		if e.name == "text" && strings.HasPrefix(e.attrs["class"], "group-label") {
			labels[strings.TrimSpace(e.text)] = true
		}
	}
	for _, want := range []string{"A", "innies", "C"} {
		if !labels[want] {
			t.Errorf("no group labelled %q on the board (labels %v)", want, labels)
		}
	}
}

// TestArrowsStayInsideTheGrid routes the links of a Remote Pair that run
// along the grid's edges: no route leaves the grid.
func TestArrowsStayInsideTheGrid(t *testing.T) {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	var links []steps.Link
	for _, p := range [][2]string{{"r1c2", "r1c9"}, {"r9c1", "r9c9"}, {"r2c1", "r9c1"}, {"r1c9", "r9c9"}} {
		for _, d := range []int8{1, 3, 7, 9} {
			if m.Candidates[boardCell(t, p[0])].Has(d) && m.Candidates[boardCell(t, p[1])].Has(d) {
				links = append(links, steps.Link{From: c(p[0], d), To: c(p[1], d)})
				break
			}
		}
	}
	if len(links) < 2 {
		t.Fatalf("only %d edge links in the fixture", len(links))
	}
	m.Step = &steps.Step{Technique: "Remote Pair", Links: links}
	v := exportView(m, Options{Candidates: true})
	p := &boardPainter{v: &v, pal: defaultPalette(false)}
	p.px = newPixelGrid(newBoardGeom(540, 540))
	p.prepare()
	x0, y0, x1, y1 := float64(p.px.xs[0]), float64(p.px.ys[0]), float64(p.px.xs[9]), float64(p.px.ys[9])
	for _, l := range links {
		for _, q := range p.router.route(l.From, l.To) {
			if q.x < x0 || q.y < y0 || q.x > x1 || q.y > y1 {
				t.Errorf("the arrow %v -> %v leaves the grid at %v", l.From, l.To, q)
				break
			}
		}
	}
}

// TestManyBranchesStayApart checks that a fifth branch, whose colour is
// the first's again, is drawn hollow: a second, cell-coloured path.
func TestManyBranchesKeepTheirClasses(t *testing.T) {
	m := forcingChainModel(t)
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	extra := func(a, b steps.Candidate) steps.Branch {
		return steps.Branch{Premise: a, On: true, Links: []steps.Link{{From: a, To: b}}}
	}
	m.Step.Branches = append(m.Step.Branches, extra(c("r1c2", 1), c("r1c9", 1)), extra(c("r9c1", 3), c("r9c9", 3)))
	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{Candidates: true}, nil); err != nil {
		t.Fatal(err)
	}
	paths := map[string]int{}
	for _, e := range svgElements(t, buf.Bytes()) {
		if e.name == "path" && strings.HasPrefix(e.attrs["class"], "link-") {
			for _, c := range strings.Fields(e.attrs["class"]) {
				if strings.HasPrefix(c, "branch-") {
					paths[c]++
				}
			}
		}
	}
	// Every branch's arrows carry its class, however many branches
	// there are: the colours say the truth, not the branch.
	if paths["branch-5"] != 1 || paths["branch-4"] != 1 {
		t.Errorf("arrow paths by branch %v: want one for branch 4 and one for branch 5", paths)
	}
}

func TestStepCaptionHasTheBranches(t *testing.T) {
	st := forcingChainModel(t).Step
	st.Explanation = "Each value of r5c5 removes 7 from r6c6."
	all := StepCaption(st, 0)
	if len(all) != 2+len(st.Branches) || all[2] != "Branch 1: "+st.Branches[0].Text {
		t.Errorf("the caption of all branches: %q", all)
	}
	if one := StepCaption(st, 2); len(one) != 3 || one[2] != "Branch 2: "+st.Branches[1].Text {
		t.Errorf("the caption of branch 2: %q", one)
	}
	if StepCaption(nil, 0) != nil {
		t.Error("no step has a caption")
	}
}
