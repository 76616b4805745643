package steps

import (
	"testing"
)

// TestAICWithALS takes the first AIC with ALS of known paths and checks
// its chain, that it goes through a set drawn as group A and read with
// the als rule, that its inferences replay, and that neither the plain
// AIC nor the ALS techniques find anything at its position: the sets
// inside the chain are what make it.
func TestAICWithALS(t *testing.T) {
	cases := []struct {
		file  string
		index int
		text  string
	}{
		{"classic/top95.txt", 6, "AIC with ALS: (6)r6c6=(6-7)r5c6=(7)r1c6-(7)r2c4=(7)r2c123-(7=6)r1379c2 => r6c2<>6"},
	}
	for _, tc := range cases {
		tr := Solve(readPuzzles(t, tc.file)[tc.index])
		k := -1
		for i := range tr.Steps {
			if tr.Steps[i].Technique == alsAICName {
				k = i
				break
			}
		}
		if k < 0 {
			t.Fatalf("%s #%d: no %s step", tc.file, tc.index, alsAICName)
		}
		st, s := tr.Steps[k], tr.States[k]
		if st.Text != tc.text {
			t.Errorf("%s #%d: got %q, want %q", tc.file, tc.index, st.Text, tc.text)
		}
		if len(st.Groups) == 0 || st.Groups[0].Label != "A" {
			t.Errorf("%s #%d: groups %v, want set A", tc.file, tc.index, st.Groups)
		}
		als := 0
		for _, in := range st.Inferences {
			if in.Rule == RuleALS {
				als++
				if len(in.Set) != len(st.Groups[0].Cells) {
					t.Errorf("als inference %v names %v, not set A %v", in.Candidate, in.Set, st.Groups[0].Cells)
				}
			}
		}
		if als == 0 {
			t.Errorf("%s #%d: no als inference in %v", tc.file, tc.index, st.Inferences)
		}
		if _, err := checkStepInferences(&s, &st, map[Rule]int{}); err != nil {
			t.Errorf("%s #%d: %v", tc.file, tc.index, err)
		}
		for _, f := range []func(*State) (Step, bool){findAIC, findALSXZ, findALSXYWing, findALSChain, findDeathBlossom} {
			if other, ok := f(&s); ok {
				t.Errorf("%s #%d: %q found at the position", tc.file, tc.index, other.Text)
			}
		}
	}
}
