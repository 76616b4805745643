package printdialog

import (
	"context"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// progressTick is how often the progress dialog catches up with the
// puzzles composed.
const progressTick = 200 * time.Millisecond

// Printing is a booklet being written: a dialog with how far it is and
// Cancel, which stops it and leaves no file (the PDF is written whole
// or not at all, as every file the program writes: core/atomicfile).
type Printing struct {
	Dialog dialog.Dialog
	label  *widget.Label
	bar    *widget.ProgressBar
	cancel context.CancelFunc
	done   atomic.Int64 // puzzles composed
	total  int
}

// Print writes src's booklet with the choices c to path behind a
// progress dialog in parent, shown with show. run runs work off the UI
// thread and then what it returns on it (the window's background);
// finished is told there how it went: err wraps context.Canceled when
// Cancel stopped it, and the file at path is then as it was.
func Print(parent fyne.Window, show func(dialog.Dialog), run func(work func() func()), path string, src Source, c Choices, finished func(pages, puzzles int, err error)) *Printing {
	ctx, cancel := context.WithCancel(context.Background())
	p := &Printing{label: widget.NewLabel(""), bar: widget.NewProgressBar(), cancel: cancel, total: len(src.Entries)}
	if c.Current {
		p.total = 1
	}
	p.bar.TextFormatter = func() string { return "" } // the label says how far
	p.Dialog = dialog.NewCustom("Printing to PDF", "Cancel", widgets.FixedWidth(360, container.NewVBox(p.label, p.bar)), parent)
	p.Dialog.SetOnClosed(cancel) // Cancel; hiding it once the PDF is written cancels nothing left
	p.update()
	show(p.Dialog)

	over := make(chan struct{})
	run(func() func() {
		var pages, n int
		err := atomicfile.Write(path, func(w io.Writer) (err error) {
			pages, n, err = Write(ctx, w, src, c, &p.done)
			return err
		})
		close(over)
		return func() {
			p.Dialog.Hide()
			cancel()
			finished(pages, n, err)
		}
	})
	select {
	case <-over: // run ran it at once (the window's tests)
	default:
		go p.follow(over)
	}
	return p
}

// Cancel stops the printing, as the dialog's Cancel does.
func (p *Printing) Cancel() { p.Dialog.Hide() }

// Done counts the puzzles composed so far.
func (p *Printing) Done() int { return int(p.done.Load()) }

// Text is what the dialog says of how far it is.
func (p *Printing) Text() string { return p.label.Text }

// follow shows how far the printing is until over closes.
func (p *Printing) follow(over <-chan struct{}) {
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		select {
		case <-over:
			return
		case <-t.C:
			fyne.Do(p.update)
		}
	}
}

// update says how far the printing is: the puzzles composed (their
// ratings and solutions, the slow part), then the pages laid out.
func (p *Printing) update() {
	done := min(p.Done(), p.total)
	text := fmt.Sprintf("Composing the puzzles: %d of %d", done, p.total)
	if done == p.total {
		text = "Laying out the pages…"
	}
	widgets.SetText(p.label, text)
	p.bar.SetValue(float64(done) / float64(max(p.total, 1)))
}
