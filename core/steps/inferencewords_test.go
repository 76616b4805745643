package steps

import "testing"

func TestInferenceReason(t *testing.T) {
	s := parsePencilmarks(t, issueExamplePosition)
	fs := new(forcingSearch)
	fs.runAll(&s, true)
	var infs []Inference
	for _, pr := range fs.proofs(&s) {
		if pr.kind == forcingCell && pr.cell == cellNamed(t, "r9c8") && litCandidate(pr.lit) == (Candidate{cellNamed(t, "r5c5"), 3}) {
			st := fs.step(&s, true, &pr)
			infs = st.Branches[0].Inferences
		}
	}
	want := []string{
		"assumed",
		"r9c8=1 removes it (column 8)",
		"1 in row 5 locked in box 5",
		"r9c8=1 removes it (row 9)",
		"only place for 1 in column 5",
		"r5c5=1 removes it (same cell)",
		"",
	}
	if len(infs) != len(want)-1 {
		t.Fatalf("%d inferences, want %d: %v", len(infs), len(want)-1, infs)
	}
	for i, w := range want {
		if got := InferenceReason(s.Layout, infs, i); got != w {
			t.Errorf("reason %d: got %q, want %q", i, got, w)
		}
	}
	if got, want := InferencesText(nil, infs), "r9c8=1 => r5c8<>1 => 1 in row 5 locked in box 5 => r4c5<>1 => r9c5<>1 (since r9c8=1) => "+
		"r5c5=1 (only place in column 5) => r5c5<>3"; got != want {
		t.Errorf("text\n got %q\nwant %q", got, want)
	}
	last := Inference{Candidate: Candidate{cellNamed(t, "r5c5"), 1}, On: true, Rule: RuleCell, House: -1, Second: -1}
	if got := InferenceReason(nil, []Inference{last}, 0); got != "only candidate left in r5c5" {
		t.Errorf("cell reason %q", got)
	}
}
