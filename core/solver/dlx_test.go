package solver

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// dlx is Knuth's Algorithm X with dancing links, the plainest exact
// search there is: one column per constraint (a cell holds one digit; a
// row, a column and a region hold each digit once), one row per digit
// in a cell, and at each node the column with the fewest rows left. It
// shares nothing with the solver and applies no rule but exact cover,
// so it serves as the independent check on puzzles without solution.
type dlx struct {
	left, right, up, down, col []int32 // node links; nodes 0–324 are the root and the column headers
	size                       []int32 // rows left in each column
	cellOf                     []int32 // by node: cell*9 + digit of its row
	found, limit               int
	nodes                      int // rows tried, the search's node count
	budget                     int // nodes at which it stops (0: none)
	first                      grid.Grid
	stack                      []int32
}

const dlxColumns = 4 * grid.NumCells

// dlxCount counts p's solutions up to limit with dancing links, and
// reports its node count. It stops after budget nodes when budget > 0
// (then stopped is true and the count is a lower bound).
func dlxCount(p grid.Puzzle, limit, budget int) (count int, solution grid.Grid, nodes int, stopped bool) {
	if p.Validate() != nil {
		return 0, grid.Grid{}, 0, false
	}
	l := p.Regions()
	x := &dlx{limit: limit, budget: budget}
	n := 1 + dlxColumns + 4*grid.NumCells*9
	x.left, x.right, x.up, x.down, x.col = make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n)
	x.size, x.cellOf = make([]int32, dlxColumns+1), make([]int32, n)
	for i := range int32(dlxColumns + 1) {
		x.left[i], x.right[i] = (i+dlxColumns)%(dlxColumns+1), (i+1)%(dlxColumns+1)
		x.up[i], x.down[i], x.col[i] = i, i, i
	}
	next := int32(dlxColumns + 1)
	rowStart := make([]int32, grid.NumCells*9)
	for c := range grid.Cell(grid.NumCells) {
		for d := range 9 {
			cols := [4]int{int(c), 81 + c.Row()*9 + d, 162 + c.Col()*9 + d, 243 + l.Region(c)*9 + d}
			first := next
			rowStart[int(c)*9+d] = first
			for k, h := range cols {
				node, head := first+int32(k), int32(h+1)
				x.col[node], x.cellOf[node] = head, int32(int(c)*9+d)
				x.up[node], x.down[node] = x.up[head], head
				x.down[x.up[head]], x.up[head] = node, node
				x.size[head]++
				x.left[node], x.right[node] = first+int32((k+3)%4), first+int32((k+1)%4)
			}
			next += 4
		}
	}
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		r := rowStart[c*9+int(v-1)]
		if x.size[x.col[r]] == 0 || !x.rowFree(r) {
			return 0, grid.Grid{}, 0, false
		}
		x.stack = append(x.stack, r)
		for j := r; ; {
			x.cover(x.col[j])
			if j = x.right[j]; j == r {
				break
			}
		}
	}
	x.search()
	return x.found, x.first, x.nodes, x.budget > 0 && x.nodes >= x.budget && x.found < x.limit
}

// rowFree reports whether every column of row r is still uncovered.
func (x *dlx) rowFree(r int32) bool {
	for j := r; ; {
		c := x.col[j]
		if x.right[x.left[c]] != c {
			return false
		}
		if j = x.right[j]; j == r {
			return true
		}
	}
}

func (x *dlx) cover(c int32) {
	x.right[x.left[c]], x.left[x.right[c]] = x.right[c], x.left[c]
	for i := x.down[c]; i != c; i = x.down[i] {
		for j := x.right[i]; j != i; j = x.right[j] {
			x.down[x.up[j]], x.up[x.down[j]] = x.down[j], x.up[j]
			x.size[x.col[j]]--
		}
	}
}

func (x *dlx) uncover(c int32) {
	for i := x.up[c]; i != c; i = x.up[i] {
		for j := x.left[i]; j != i; j = x.left[j] {
			x.size[x.col[j]]++
			x.down[x.up[j]], x.up[x.down[j]] = j, j
		}
	}
	x.right[x.left[c]], x.left[x.right[c]] = c, c
}

func (x *dlx) search() {
	if x.right[0] == 0 {
		if x.found == 0 {
			for _, r := range x.stack {
				x.first[x.cellOf[r]/9] = int8(x.cellOf[r]%9 + 1)
			}
		}
		x.found++
		return
	}
	c := x.right[0]
	for j := x.right[c]; j != 0; j = x.right[j] {
		if x.size[j] < x.size[c] {
			c = j
		}
	}
	x.cover(c)
	for r := x.down[c]; r != c && x.found < x.limit && (x.budget == 0 || x.nodes < x.budget); r = x.down[r] {
		x.nodes++
		x.stack = append(x.stack, r)
		for j := x.right[r]; j != r; j = x.right[j] {
			x.cover(x.col[j])
		}
		x.search()
		for j := x.left[r]; j != r; j = x.left[j] {
			x.uncover(x.col[j])
		}
		x.stack = x.stack[:len(x.stack)-1]
	}
	x.uncover(c)
}
