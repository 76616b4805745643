package steps

import (
	"bufio"
	"encoding/json"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// The JSON form of a trace, one object a line: each step, then an "end"
// object. The command line prints it and tools read it back, so field
// names are part of the interface.

// CandidateJSON is a candidate as JSON: {"cell":"r4c8","digit":3}.
type CandidateJSON struct {
	Cell  string `json:"cell"`
	Digit int8   `json:"digit"`
}

// LinkJSON is a chain link as JSON.
type LinkJSON struct {
	From   CandidateJSON `json:"from"`
	To     CandidateJSON `json:"to"`
	Strong bool          `json:"strong"`
}

// StepJSON is one step as JSON. Placements, eliminations, pattern and
// houses are always arrays, empty when the step has none.
type StepJSON struct {
	N            int             `json:"n"` // 1-based position in the path
	Kind         string          `json:"kind"`
	Technique    string          `json:"technique"`
	Depth        int             `json:"depth"`
	Placements   []CandidateJSON `json:"placements"`
	Eliminations []CandidateJSON `json:"eliminations"`
	Pattern      []CandidateJSON `json:"pattern"`
	Fins         []CandidateJSON `json:"fins,omitempty"`
	Houses       []string        `json:"houses"`
	Links        []LinkJSON      `json:"links,omitempty"`
	Inferences   []InferenceJSON `json:"inferences,omitempty"`
	Cells        []string        `json:"cells,omitempty"`
	Text         string          `json:"text"`
	Explanation  string          `json:"explanation"`
	Groups       []GroupJSON     `json:"groups,omitempty"`
	Restricted   []CandidateJSON `json:"restricted,omitempty"`
	Branches     []BranchJSON    `json:"branches,omitempty"`
	// Substeps are the steps of a propagation round, numbered from 1
	// within the round.
	Substeps []StepJSON `json:"substeps,omitempty"`
}

// GroupJSON is a group of cells as JSON, e.g. an almost locked set.
type GroupJSON struct {
	Label  string   `json:"label,omitempty"`
	Cells  []string `json:"cells"`
	Digits []int8   `json:"digits"`
}

// BranchJSON is one branch of a forcing chain or net as JSON.
type BranchJSON struct {
	Premise       CandidateJSON   `json:"premise"`
	On            bool            `json:"on"`
	Links         []LinkJSON      `json:"links"`
	Inferences    []InferenceJSON `json:"inferences"`
	Contradiction bool            `json:"contradiction,omitempty"`
	Breakdown     *BreakdownJSON  `json:"breakdown,omitempty"`
	Text          string          `json:"text"`
}

// InferenceJSON is one inference of a branch or a chain as JSON:
// {"cell":"r4c5","digit":1,"on":false,"rule":"locked","house":"row 5",
// "second":"box 5","because":[1]}. Because holds indexes into the same
// list; the premise, element 0, has none.
type InferenceJSON struct {
	Cell    string `json:"cell"`
	Digit   int8   `json:"digit"`
	On      bool   `json:"on"`
	Rule    string `json:"rule"`
	House   string `json:"house,omitempty"`
	Second  string `json:"second,omitempty"`
	Because []int  `json:"because,omitempty"`
	// Cells are a "subset" inference's subset cells, e.g. ["r4c1","r4c5"].
	Cells []string `json:"cells,omitempty"`
	// Inner is a "nested" inference's inner proof, a branch of its own.
	Inner *BranchJSON `json:"inner,omitempty"`
	// Set names the cells of the almost locked set of an "als" inference.
	Set []string `json:"set,omitempty"`
}

// BreakdownJSON says where a contradiction branch breaks down: "cell"
// left without a candidate, "house" left without a place for "digit",
// or "both", a candidate made both true and false.
type BreakdownJSON struct {
	Cell  string         `json:"cell,omitempty"`
	House string         `json:"house,omitempty"`
	Digit int8           `json:"digit,omitempty"`
	Both  *CandidateJSON `json:"both,omitempty"`
}

// EndJSON is the last object of a trace: how it ended and the grid it
// ended with, 81 digits with 0 for a cell left empty.
type EndJSON struct {
	Kind   string `json:"kind"` // always "end"
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
	Unique bool   `json:"unique"` // the exact solver found exactly one solution
	Steps  int    `json:"steps"`
	Grid   string `json:"grid"`
	// GivenCandidates says the puzzle gives candidates (a pencil-mark
	// puzzle): the path starts from them, not from all nine.
	GivenCandidates bool `json:"given_candidates,omitempty"`
	// The search mode and its counts (see SearchCounts).
	Search     string `json:"search"`
	Nodes      int    `json:"nodes"`
	Backtracks int    `json:"backtracks"`
	Deepest    int    `json:"deepest"`
}

func candidatesJSON(cs []Candidate) []CandidateJSON {
	out := make([]CandidateJSON, len(cs))
	for i, c := range cs {
		out[i] = CandidateJSON{c.Cell.String(), c.Digit}
	}
	return out
}

// JSON returns step st, the n-th of a path (1-based) on layout l, as JSON data.
func (st *Step) JSON(n int, l *grid.Layout) StepJSON {
	if l == nil {
		l = grid.Standard()
	}
	j := StepJSON{
		N:            n,
		Kind:         st.Kind.String(),
		Technique:    st.Technique,
		Depth:        st.Depth,
		Placements:   candidatesJSON(st.Placements),
		Eliminations: candidatesJSON(st.Eliminations),
		Pattern:      candidatesJSON(st.Pattern),
		Houses:       make([]string, len(st.Houses)),
		Text:         st.Text,
		Explanation:  st.Explanation,
	}
	if len(st.Fins) > 0 {
		j.Fins = candidatesJSON(st.Fins)
	}
	for i, h := range st.Houses {
		j.Houses[i] = HouseName(l, h)
	}
	j.Links = linksJSON(st.Links)
	j.Inferences = inferencesJSON(st.Inferences, l)
	for k := range st.Substeps {
		j.Substeps = append(j.Substeps, st.Substeps[k].JSON(k+1, l))
	}
	for _, c := range st.Cells {
		j.Cells = append(j.Cells, c.String())
	}
	for _, g := range st.Groups {
		gj := GroupJSON{Label: g.Label, Cells: make([]string, len(g.Cells)), Digits: g.Digits}
		for i, c := range g.Cells {
			gj.Cells[i] = c.String()
		}
		j.Groups = append(j.Groups, gj)
	}
	if len(st.Restricted) > 0 {
		j.Restricted = candidatesJSON(st.Restricted)
	}
	for _, b := range st.Branches {
		j.Branches = append(j.Branches, branchJSON(b, l))
	}
	return j
}

func linksJSON(ls []Link) []LinkJSON {
	var out []LinkJSON
	for _, k := range ls {
		out = append(out, LinkJSON{
			From:   CandidateJSON{k.From.Cell.String(), k.From.Digit},
			To:     CandidateJSON{k.To.Cell.String(), k.To.Digit},
			Strong: k.Strong,
		})
	}
	return out
}

func inferencesJSON(infs []Inference, l *grid.Layout) []InferenceJSON {
	var out []InferenceJSON
	for _, in := range infs {
		ij := InferenceJSON{Cell: in.Cell.String(), Digit: in.Digit, On: in.On, Rule: in.Rule.String(), Because: in.Because}
		if in.House >= 0 {
			ij.House = HouseName(l, in.House)
		}
		if in.Second >= 0 {
			ij.Second = HouseName(l, in.Second)
		}
		for _, c := range in.Cells {
			ij.Cells = append(ij.Cells, c.String())
		}
		if in.Inner != nil {
			inner := branchJSON(*in.Inner, l)
			ij.Inner = &inner
		}
		for _, c := range in.Set {
			ij.Set = append(ij.Set, c.String())
		}
		out = append(out, ij)
	}
	return out
}

// End returns the trace's closing object.
func (t *Trace) End() EndJSON {
	var g grid.Grid
	if len(t.States) > 0 || len(t.checkpoints) > 0 {
		g = t.Final().Grid
	} else {
		g = t.Puzzle.Givens
	}
	return EndJSON{
		Kind:            "end",
		Status:          t.Status.String(),
		Reason:          t.Reason,
		Unique:          t.Exact.Status == solver.Unique,
		Steps:           len(t.Steps),
		Grid:            gridDigits(g),
		GivenCandidates: t.Puzzle.Candidates != nil,
		Search:          t.Mode.String(),
		Nodes:           t.Counts.Nodes, Backtracks: t.Counts.Backtracks, Deepest: t.Counts.Deepest,
	}
}

// gridDigits writes a grid as 81 digits, 0 for empty; a value outside
// 0–9 (only in givens that failed validation) is written as 0.
func gridDigits(g grid.Grid) string {
	b := make([]byte, grid.NumCells)
	for c, d := range g {
		if d < 0 || d > 9 {
			d = 0
		}
		b[c] = '0' + byte(d)
	}
	return string(b)
}

// WriteJSON writes the trace as JSON lines: one object a step, then
// the end object.
func (t *Trace) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	l := t.Puzzle.Regions()
	for i := range t.Steps {
		if err := enc.Encode(t.Steps[i].JSON(i+1, l)); err != nil {
			return err
		}
	}
	if err := enc.Encode(t.End()); err != nil {
		return err
	}
	return bw.Flush()
}

// branchJSON writes one branch, the inner proofs of its nested
// inferences included.
func branchJSON(b Branch, l *grid.Layout) BranchJSON {
	bj := BranchJSON{
		Premise:       CandidateJSON{b.Premise.Cell.String(), b.Premise.Digit},
		On:            b.On,
		Links:         linksJSON(b.Links),
		Inferences:    inferencesJSON(b.Inferences, l),
		Contradiction: b.Contradiction,
		Text:          b.Text,
	}
	if bd := b.Breakdown; bd != nil {
		bj.Breakdown = &BreakdownJSON{}
		if bd.Cell >= 0 {
			bj.Breakdown.Cell = bd.Cell.String()
		}
		if bd.House >= 0 {
			bj.Breakdown.House, bj.Breakdown.Digit = HouseName(l, bd.House), bd.Digit
		}
		if bd.Both.Digit != 0 {
			bj.Breakdown.Both = &CandidateJSON{bd.Both.Cell.String(), bd.Both.Digit}
		}
	}
	return bj
}
