package puzzlefile

import (
	"fmt"
	"os"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// openRecords streams reference solutions from a file of a record
// format, as solutionsTextFormats reads them whole: a CSV file's
// solution column, or the grids of the other formats (a record that is
// not a grid refuses the file before any chunk).
func (s *SolutionStream) openRecords(f *os.File, format Format) error {
	if format == CSV {
		if ok, err := csvHasSolutions(f); err != nil || !ok {
			if err == nil {
				err = errNoSolutionColumn
			}
			return err
		}
	}
	st := &Stream{cursor: cursor{name: s.name}}
	if err := st.openRecordsOf(f, format, true); err != nil {
		return err
	}
	s.n = st.n
	s.next = func(k int) ([]grid.Grid, error) {
		set, err := st.next(k)
		if err != nil {
			return nil, err
		}
		if format == CSV {
			return set.Solutions, nil
		}
		sols := make([]grid.Grid, len(set.Entries))
		for i, e := range set.Entries {
			if e.Err != nil {
				return nil, e.Err // givens that clash: no solution grid
			}
			sols[i] = e.Puzzle.Givens
			if sols[i] == (grid.Grid{}) {
				sols[i] = NoSolution()
			}
		}
		return sols, nil
	}
	return nil
}

var errNoSolutionColumn = fmt.Errorf("the table has no solution column (want one of %s)", strings.Join(solutionColumns, ", "))

// csvHasSolutions reports whether a CSV file's header names a solution
// column.
func csvHasSolutions(f *os.File) (bool, error) {
	head := make([]byte, detectSize)
	m, _ := f.ReadAt(head, 0)
	data, err := textStart(head[:m])
	if err != nil {
		return false, err
	}
	lines := firstLines(data, m < detectSize, 1)
	if len(lines) == 0 {
		return false, nil
	}
	d, err := csvDelimiter(lines[0])
	if err != nil {
		return false, nil
	}
	fs, _ := csvFields(1, lines[0], d, nil)
	for _, field := range fs {
		if columnKind(field.text) == 2 {
			return true, nil
		}
	}
	return false, nil
}
