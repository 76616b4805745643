package steps

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// cellList writes cells the community's way: "r4c2,r4c6".
func cellList(cells []grid.Cell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = c.String()
	}
	return strings.Join(parts, ",")
}

// digitList writes digits as "3,7".
func digitList(ds []int8) string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = fmt.Sprint(d)
	}
	return strings.Join(parts, ",")
}

// effects writes what a step does after "=>": "r4c8=3" for a placement,
// "r4c8<>3" for an elimination, e.g. "r4c8<>3, r4c9<>7".
func effects(st *Step) string {
	var parts []string
	for _, p := range st.Placements {
		parts = append(parts, fmt.Sprintf("%v=%d", p.Cell, p.Digit))
	}
	for _, e := range st.Eliminations {
		parts = append(parts, fmt.Sprintf("%v<>%d", e.Cell, e.Digit))
	}
	return strings.Join(parts, ", ")
}
