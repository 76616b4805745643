package printout

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// tints are the light fills of the regions with Options.Tints: pale
// enough that a digit on any of them reads as on white, and in grey
// print still apart from their neighbours.
var tints = [...][3]int{
	{222, 235, 250}, // blue
	{252, 244, 210}, // yellow
	{225, 244, 225}, // green
	{250, 226, 232}, // pink
	{236, 228, 248}, // lilac
	{232, 232, 232}, // grey
}

// regionTints gives each region of l a tint index such that regions
// that touch along an edge differ where the palette allows: each region
// in turn takes the first tint none of its earlier neighbours has.
func regionTints(l *grid.Layout) [9]int {
	var touches [9][9]bool
	for c := range grid.NumCells {
		cell := grid.Cell(c)
		r := l.Region(cell)
		if c%9 < 8 {
			touches[r][l.Region(cell+1)] = true
			touches[l.Region(cell+1)][r] = true
		}
		if c < grid.NumCells-9 {
			touches[r][l.Region(cell+9)] = true
			touches[l.Region(cell+9)][r] = true
		}
	}
	var tint [9]int
	for r := range 9 {
		var used [len(tints)]bool
		for o := range r {
			if o != r && touches[r][o] {
				used[tint[o]] = true
			}
		}
		for t := range used {
			if !used[t] {
				tint[r] = t
				break
			}
		}
	}
	return tint
}
