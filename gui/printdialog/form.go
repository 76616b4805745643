package printdialog

import (
	"context"
	"fmt"
	"image"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/printout"
)

// previewWidth is the preview's width in pixels as drawn; it is shown
// smaller, and sharp on a high-density screen.
const previewWidth = 600

// previewSide is the preview's size on screen: an A4 page's proportions.
var previewSize = fyne.NewSize(300, 424)

// Form is the print dialog's content: the choices, and the preview of
// the first page, redrawn in the background as they change.
type Form struct {
	src     Source
	choices Choices
	run     func(work func() func())

	perPage, paper       *widget.Select
	solutions, ratings   *widget.Check
	tints                *widget.Check
	scope                *widget.RadioGroup
	preview              *canvas.Image
	caption              *widget.Label
	gen                  int // the newest preview asked for: older ones are dropped
	img                  image.Image
	wholeSet, thisPuzzle string
}

// New returns the form for src with the choices c. run runs work off
// the UI thread and then what it returns on it (the window's background).
func New(src Source, c Choices, run func(work func() func())) *Form {
	f := &Form{src: src, choices: c, run: run}
	f.wholeSet = fmt.Sprintf("The whole set (%d puzzles)", len(src.Entries))
	f.thisPuzzle = fmt.Sprintf("Puzzle %d as it stands (your entries and notes)", src.Index+1)
	if len(src.Entries) == 1 {
		f.wholeSet = "The puzzle (1 puzzle)"
	}
	perPage := make([]string, len(printout.PerPageChoices))
	for i, n := range printout.PerPageChoices {
		perPage[i] = strconv.Itoa(n)
	}
	f.perPage = widget.NewSelect(perPage, func(v string) { f.choices.PerPage, _ = strconv.Atoi(v); f.changed() })
	papers := make([]string, len(printout.Papers))
	for i, p := range printout.Papers {
		papers[i] = paperLabel(p)
	}
	f.paper = widget.NewSelect(papers, func(v string) {
		for _, p := range printout.Papers {
			if paperLabel(p) == v {
				f.choices.Paper = p
			}
		}
		f.changed()
	})
	f.solutions = widget.NewCheck("Solutions on pages after the puzzles", func(on bool) { f.choices.Solutions = on; f.changed() })
	f.ratings = widget.NewCheck("Each puzzle's rating above its grid", func(on bool) { f.choices.Ratings = on; f.changed() })
	f.tints = widget.NewCheck("Tint the regions lightly (for jigsaws)", func(on bool) { f.choices.Tints = on; f.changed() })
	f.scope = widget.NewRadioGroup([]string{f.wholeSet, f.thisPuzzle}, func(v string) { f.choices.Current = v == f.thisPuzzle; f.changed() })
	f.scope.Required = true
	f.preview = canvas.NewImageFromImage(nil)
	f.preview.FillMode = canvas.ImageFillContain
	f.preview.SetMinSize(previewSize)
	f.caption = widget.NewLabel("")
	f.set(c)
	return f
}

func paperLabel(p printout.Paper) string {
	return fmt.Sprintf("%s (%g × %g mm)", map[string]string{"a4": "A4", "letter": "Letter"}[p.Name], p.Width, p.Height)
}

// set shows the choices c in the widgets, then draws the preview once.
func (f *Form) set(c Choices) {
	f.gen = -1 // no preview while the widgets are set one by one
	f.perPage.SetSelected(strconv.Itoa(c.PerPage))
	f.paper.SetSelected(paperLabel(c.Paper))
	f.solutions.SetChecked(c.Solutions)
	f.ratings.SetChecked(c.Ratings)
	f.tints.SetChecked(c.Tints)
	if c.Current {
		f.scope.SetSelected(f.thisPuzzle)
	} else {
		f.scope.SetSelected(f.wholeSet)
	}
	f.choices, f.gen = c, 0
	f.changed()
}

// Items are the choices as rows of a form.
func (f *Form) Items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem("Print", f.scope),
		widget.NewFormItem("Puzzles a page", f.perPage),
		widget.NewFormItem("Page size", f.paper),
		widget.NewFormItem("", container.NewVBox(f.solutions, f.ratings, f.tints)),
	}
}

// Preview is the first page's picture with a line under it.
func (f *Form) Preview() fyne.CanvasObject {
	return container.NewBorder(nil, f.caption, nil, nil, f.preview)
}

// Choices returns the choices as they are now.
func (f *Form) Choices() Choices { return f.choices }

// Image returns the preview drawn last, nil before the first.
func (f *Form) Image() image.Image { return f.img }

// Caption returns the line under the preview.
func (f *Form) Caption() string { return f.caption.Text }

// changed redraws the preview for the choices now, in the background;
// a preview finished after newer choices is dropped.
func (f *Form) changed() {
	if f.gen < 0 {
		return
	}
	f.gen++
	gen, c, src := f.gen, f.choices, f.src
	f.caption.SetText("Drawing the first page…")
	f.run(func() func() {
		ps, err := Puzzles(context.Background(), src, c, true, nil)
		var img image.Image
		if err == nil {
			img, err = printout.Preview(ps, Options(src, c), previewWidth)
		}
		return func() {
			if gen != f.gen {
				return
			}
			if err != nil {
				f.caption.SetText("No preview: " + err.Error())
				return
			}
			f.img = img
			f.preview.Image = img
			f.preview.Refresh()
			n := len(src.Entries)
			if c.Current {
				n = 1
			}
			f.caption.SetText(fmt.Sprintf("Page 1 of %d", Options(src, c).Pages(n)))
		}
	})
}
