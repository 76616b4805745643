package printout

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/go-pdf/fpdf"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Puzzle is one puzzle of a booklet.
type Puzzle struct {
	Puzzle grid.Puzzle
	// Caption is printed above the grid's left edge ("#1"); Note above
	// its right edge (the rating), or nothing when empty.
	Caption, Note string
	// Solution is the grid shown on the solution pages; a grid with an
	// empty cell (none found) shows the givens instead. SolutionNote is
	// printed above it ("no solution", "one of several").
	Solution     grid.Grid
	SolutionNote string
	// Marks are pencil marks to print small in the cells without a
	// digit, bit d-1 for digit d (a pencil-mark puzzle's given
	// candidates, or a person's notes); nil for none. A cell whose
	// marks are all nine or none is left blank.
	Marks *[grid.NumCells]uint16
	// Entries are digits a person entered, printed grey in the cells
	// without a given (a position being solved); zero for none.
	Entries grid.Grid
}

// Options are a booklet's choices.
type Options struct {
	Paper     Paper
	PerPage   int  // puzzles a page: one of PerPageChoices
	Solutions bool // solution pages after the puzzles
	Tints     bool // each region lightly tinted, neighbours apart
	// Footer is printed at the foot of every page before its page
	// number, e.g. the puzzle file's name; ASCII only.
	Footer string
}

// Check returns an error naming the first choice that is out of range.
func (o Options) Check() error {
	for _, n := range PerPageChoices {
		if o.PerPage == n {
			if o.Paper.Width <= 2*Margin || o.Paper.Height <= 2*Margin {
				return fmt.Errorf("page %q of %gx%g mm is too small", o.Paper.Name, o.Paper.Width, o.Paper.Height)
			}
			return nil
		}
	}
	return fmt.Errorf("%d puzzles a page: want 1, 2, 4 or 6", o.PerPage)
}

// Pages returns how many pages a booklet of n puzzles has.
func (o Options) Pages(n int) int {
	pages := (n + o.PerPage - 1) / o.PerPage
	if o.Solutions {
		pages += (n + SolutionsPerPage - 1) / SolutionsPerPage
	}
	return pages
}

// Line widths in millimetres: a cell line is thin, a region border
// thick, so that a jigsaw's regions read at a glance.
const (
	thinLine  = 0.2
	minThick  = 0.45
	maxThick  = 0.8
	lineGrey  = 90 // the cell lines' grey, darker than a printer's dither
	helvetica = "Helvetica"
	ptPerMM   = 72 / 25.4
)

// ThickLine returns the width of the region borders of a grid of the
// given side, in mm: a fixed share of the side, within bounds.
func ThickLine(side float64) float64 { return max(minThick, min(maxThick, side/110)) }

// Write writes the booklet of puzzles to w as a PDF: the puzzles,
// PerPage a page in reading order, then with Solutions the solutions,
// SolutionsPerPage a page. It stops with ctx's error between pages once
// ctx is done.
func Write(ctx context.Context, w io.Writer, puzzles []Puzzle, o Options) error {
	if err := o.Check(); err != nil {
		return err
	}
	if len(puzzles) == 0 {
		return errors.New("no puzzle to print")
	}
	pdf := fpdf.NewCustom(&fpdf.InitType{
		OrientationStr: "P",
		UnitStr:        "mm",
		Size:           fpdf.SizeType{Wd: o.Paper.Width, Ht: o.Paper.Height},
	})
	pdf.SetAutoPageBreak(false, 0) // every mark is placed, none flows
	pdf.SetCreator("Sudoku Studio", false)
	pdf.SetTitle(o.Footer, false)
	pdf.AliasNbPages("")
	pdf.SetLineCapStyle("square") // segments meet without notches at the corners
	if err := drawPages(ctx, booklet{pdf: pdf, o: o}, puzzles, 0); err != nil {
		return err
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("laying out the PDF: %w", err)
	}
	return pdf.Output(w)
}

// drawPages draws the booklet's pages on b: the puzzles, then the
// solutions; only the first maxPages when maxPages > 0 (a preview). It
// stops with ctx's error between pages once ctx is done.
func drawPages(ctx context.Context, b booklet, puzzles []Puzzle, maxPages int) error {
	more := func() bool { return maxPages <= 0 || b.pdf.PageNo() < maxPages }
	for start := 0; start < len(puzzles) && more(); start += b.o.PerPage {
		if err := ctx.Err(); err != nil {
			return err
		}
		b.page("")
		page := puzzles[start:min(start+b.o.PerPage, len(puzzles))]
		for i, box := range Slots(b.o.Paper, b.o.PerPage)[:len(page)] {
			p := page[i]
			b.caption(box, p.Caption, p.Note, 11)
			values, givens := p.Puzzle.Givens, (*grid.Grid)(nil)
			if p.Entries != (grid.Grid{}) {
				// A position being solved: the entries grey beside the givens.
				givens = &p.Puzzle.Givens
				for c, d := range p.Entries {
					if values[c] == 0 && d >= 1 && d <= 9 {
						values[c] = d
					}
				}
			}
			b.grid(box, p.Puzzle, values, givens)
			if p.Marks != nil {
				b.marks(box, values, p.Marks)
			}
		}
	}
	if !b.o.Solutions {
		return nil
	}
	for start := 0; start < len(puzzles) && more(); start += SolutionsPerPage {
		if err := ctx.Err(); err != nil {
			return err
		}
		b.page("Solutions")
		page := puzzles[start:min(start+SolutionsPerPage, len(puzzles))]
		for i, box := range Slots(b.o.Paper, SolutionsPerPage)[:len(page)] {
			p := page[i]
			b.caption(box, p.Caption, p.SolutionNote, 9)
			if p.Solution.Filled() == grid.NumCells {
				b.grid(box, p.Puzzle, p.Solution, &p.Puzzle.Givens)
			} else {
				b.grid(box, p.Puzzle, p.Puzzle.Givens, nil)
			}
		}
	}
	return nil
}

// surface is what a booklet draws on, in millimetres from the top left
// corner of the page: an fpdf document for the PDF, a raster for the
// preview (see Preview). The methods are fpdf's.
type surface interface {
	AddPage()
	PageNo() int
	SetFont(family, style string, size float64)
	GetStringWidth(s string) float64
	Text(x, y float64, txt string)
	SetTextColor(r, g, b int)
	SetDrawColor(r, g, b int)
	SetFillColor(r, g, b int)
	SetLineWidth(w float64)
	Line(x1, y1, x2, y2 float64)
	Rect(x, y, w, h float64, style string)
}

// booklet draws on one surface.
type booklet struct {
	pdf surface
	o   Options
}

// page starts a page with its heading (none when empty) and its footer.
func (b booklet) page(heading string) {
	pdf, paper := b.pdf, b.o.Paper
	pdf.AddPage()
	pdf.SetTextColor(0, 0, 0)
	if heading != "" {
		pdf.SetFont(helvetica, "B", 12)
		pdf.Text(Margin, Margin-6, heading)
	}
	pdf.SetFont(helvetica, "", 8)
	pdf.SetTextColor(100, 100, 100)
	foot := "page " + strconv.Itoa(pdf.PageNo()) + " of {nb}"
	if b.o.Footer != "" {
		foot = b.o.Footer + " - " + foot
	}
	pdf.Text((paper.Width-pdf.GetStringWidth(foot))/2, paper.Height-Margin/2, foot)
	pdf.SetTextColor(0, 0, 0)
}

// caption prints left above the grid's left edge and right above its
// right edge, at size points.
func (b booklet) caption(box Box, left, right string, size float64) {
	pdf := b.pdf
	y := box.Y - 2
	pdf.SetFont(helvetica, "B", size)
	pdf.Text(box.X, y, left)
	if right != "" {
		pdf.SetFont(helvetica, "", size*0.85)
		pdf.Text(box.X+box.Side-pdf.GetStringWidth(right), y, right)
	}
}

// grid draws the puzzle's grid in box with the digits of values, those
// of givens (when not nil) in black and the others grey, all black when
// givens is nil.
func (b booklet) grid(box Box, p grid.Puzzle, values grid.Grid, givens *grid.Grid) {
	pdf := b.pdf
	l := p.Regions()
	s := box.Side / 9

	if b.o.Tints {
		tint := regionTints(l)
		for c := range grid.NumCells {
			rgb := tints[tint[l.Region(grid.Cell(c))]]
			pdf.SetFillColor(rgb[0], rgb[1], rgb[2])
			cell := box.Cell(c/9, c%9)
			pdf.Rect(cell.X, cell.Y, s, s, "F")
		}
	}

	// Thin lines between every two cells, then thick ones where the
	// region changes and around the grid, over them.
	pdf.SetDrawColor(lineGrey, lineGrey, lineGrey)
	pdf.SetLineWidth(thinLine)
	for i := 1; i < 9; i++ {
		d := float64(i) * s
		pdf.Line(box.X+d, box.Y, box.X+d, box.Y+box.Side)
		pdf.Line(box.X, box.Y+d, box.X+box.Side, box.Y+d)
	}
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(ThickLine(box.Side))
	for r := range 9 {
		for c := range 9 {
			cell := grid.Cell(r*9 + c)
			x, y := box.X+float64(c)*s, box.Y+float64(r)*s
			if c < 8 && l.Region(cell) != l.Region(cell+1) {
				pdf.Line(x+s, y, x+s, y+s)
			}
			if r < 8 && l.Region(cell) != l.Region(cell+9) {
				pdf.Line(x, y+s, x+s, y+s)
			}
		}
	}
	pdf.Rect(box.X, box.Y, box.Side, box.Side, "D")

	// Digits an em of 0.62 cell, centred: a digit's height is about
	// 0.72 em in Helvetica.
	em := 0.62 * s
	pdf.SetFont(helvetica, "", em*ptPerMM)
	for c, d := range values {
		if d < 1 || d > 9 {
			continue
		}
		if givens != nil && givens[c] == 0 {
			pdf.SetTextColor(110, 110, 110)
		} else {
			pdf.SetTextColor(0, 0, 0)
		}
		cell := box.Cell(c/9, c%9)
		txt := string(rune('0' + d))
		pdf.Text(cell.X+(s-pdf.GetStringWidth(txt))/2, cell.Y+(s+0.72*em)/2, txt)
	}
	pdf.SetTextColor(0, 0, 0)
}

// marks prints the pencil marks of the cells without a digit, each digit
// in its place of a 3x3 within the cell, grey.
func (b booklet) marks(box Box, values grid.Grid, marks *[grid.NumCells]uint16) {
	pdf := b.pdf
	s := box.Side / 9
	em := 0.24 * s
	pdf.SetFont(helvetica, "", em*ptPerMM)
	pdf.SetTextColor(90, 90, 90)
	for c, set := range marks {
		set &= 1<<9 - 1
		if values[c] != 0 || set == 0 || set == 1<<9-1 {
			continue
		}
		cell := box.Cell(c/9, c%9)
		for d := 1; d <= 9; d++ {
			if set&(1<<(d-1)) == 0 {
				continue
			}
			txt := string(rune('0' + d))
			x := cell.X + (float64((d-1)%3)+0.5)*s/3 - pdf.GetStringWidth(txt)/2
			y := cell.Y + (float64((d-1)/3)+0.5)*s/3 + 0.72*em/2
			pdf.Text(x, y, txt)
		}
	}
	pdf.SetTextColor(0, 0, 0)
}
