package gui

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/assets"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/settings"
)

// Main runs the window with the command-line arguments args
// ([-capture OUT.png] [FILE]) and returns the exit code. With no FILE it
// opens the built-in sample set; a FILE that cannot be read opens the
// samples and an error dialog that says why.
func Main(a fyne.App, args []string) int {
	opts, err := parseArgs(args, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
		return 2
	}
	if err := checkDisplay(a); err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
		return 1
	}
	if opts.capture != "" {
		prepareCapture()
	}
	store := openSettings(a)
	defer func() {
		if err := store.Flush(); err != nil {
			fmt.Fprintln(stderr, "sudoku-studio: saving the settings:", err)
		}
	}()
	a = appWithSettings{a, store}
	icon := fyne.NewStaticResource("icon.png", assets.Icon)
	a.SetIcon(icon)
	w := a.NewWindow("Sudoku Studio")
	w.SetIcon(icon)
	w.SetMaster()

	samples, err := loadSamples()
	if err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
		return 1
	}
	s := newStudio(a, w, samples, false)
	if opts.capture != "" {
		w.Resize(fyne.NewSize(captureWidth, captureHeight))
	} else {
		w.Resize(s.prefs.windowSize())
		// Once the window system runs, the first window (or one
		// remembered from a larger screen) shrinks to fit this screen.
		a.Lifecycle().SetOnStarted(func() {
			wp, hp, ok := workArea()
			scale := w.Canvas().Scale()
			if !ok || scale <= 0 {
				return
			}
			screen := fyne.NewSize(float32(wp)/scale, float32(hp)/scale)
			if fit := fitWindow(s.prefs.windowSize(), screen); fit != s.prefs.windowSize() {
				w.Resize(fit)
			}
		})
	}
	exit := 0
	if opts.file == "" {
		// nothing to open: the samples are shown
	} else if err := s.openPath(opts.file); err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
		if opts.capture != "" {
			exit = 1 // the capture would not show what was asked for
		}
	}
	w.SetCloseIntercept(s.closeRequested)
	w.Canvas().Focus(s.board)
	if opts.capture != "" {
		s.scheduleCapture(opts.capture, &exit)
	}
	w.ShowAndRun()
	s.stopPlay()
	s.cancelBatch()
	return exit
}

// appWithSettings is the app with its preferences kept by a
// settings.Store, which writes its file atomically.
type appWithSettings struct {
	fyne.App
	prefs fyne.Preferences
}

func (a appWithSettings) Preferences() fyne.Preferences { return a.prefs }

// openSettings opens the settings file in the user's configuration
// folder; the first time, it starts from the preferences Fyne kept for
// the app. A file it cannot read is reported and the defaults used.
func openSettings(a fyne.App) *settings.Store {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = os.TempDir()
	}
	var imports []string
	if root := a.Storage().RootURI(); root != nil {
		imports = append(imports, filepath.Join(root.Path(), "preferences.json"))
	}
	store, err := settings.Open(filepath.Join(dir, "sudoku-studio", "settings.json"), imports...)
	if err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
	}
	return store
}

// fitWindow returns want, made no larger than 90% of each side of the
// screen, so that every part of the window shows.
func fitWindow(want, screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 {
		return want
	}
	return fyne.NewSize(min(want.Width, 0.9*screen.Width), min(want.Height, 0.9*screen.Height))
}

// The window size of a -capture run, the same on every machine.
const (
	captureWidth  = 1280
	captureHeight = 820
)
