package grid

import "fmt"

// NumCells is the number of cells on the board.
const NumCells = 81

// Cell indexes a cell in row-major order, 0 (r1c1) to 80 (r9c9).
type Cell int8

// CellAt returns the cell at 0-based row and column.
func CellAt(row, col int) Cell { return Cell(row*9 + col) }

// Row returns the cell's 0-based row.
func (c Cell) Row() int { return int(c) / 9 }

// Col returns the cell's 0-based column.
func (c Cell) Col() int { return int(c) % 9 }

// String names the cell in the community's 1-based notation, e.g. "r4c2".
func (c Cell) String() string {
	if c < 0 || c >= NumCells {
		return fmt.Sprintf("cell(%d)", int(c))
	}
	return fmt.Sprintf("r%dc%d", c.Row()+1, c.Col()+1)
}

// ParseCell reads a cell name such as "r4c2" (case-insensitive).
func ParseCell(s string) (Cell, error) {
	if len(s) == 4 && (s[0] == 'r' || s[0] == 'R') && (s[2] == 'c' || s[2] == 'C') &&
		s[1] >= '1' && s[1] <= '9' && s[3] >= '1' && s[3] <= '9' {
		return CellAt(int(s[1]-'1'), int(s[3]-'1')), nil
	}
	return 0, fmt.Errorf("bad cell name %q (want r1c1 … r9c9)", s)
}
