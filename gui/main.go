// Package gui is the Sudoku Studio window: the board, the step view and
// the puzzle list. It draws what the engine in core computes and never
// solves anything itself.
package gui

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/sudoku-studio/sudoku-studio/assets"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/screen"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/settings"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// AppID is the application's unique ID, as in FyneApp.toml.
const AppID = "io.github.sudokustudio"

// options are the window's command-line arguments.
type options struct {
	capture string // write a PNG of the window here and quit
	file    string // the puzzle set to open, "" for the samples
}

// usage is the window's part of the command line.
const usage = "usage: sudoku-studio [-capture OUT.png] [FILE]"

// parseArgs reads [-capture OUT.png] [FILE].
func parseArgs(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("sudoku-studio", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.capture, "capture", "", "open the window, save its image as this PNG file and quit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch rest := fs.Args(); len(rest) {
	case 0:
	case 1:
		o.file = rest[0]
	default:
		return o, fmt.Errorf("one puzzle file at most, got %d: %s", len(rest), strings.Join(rest, " "))
	}
	if fs.Lookup("capture") != nil && o.capture == "" && containsFlag(args, "capture") {
		return o, errors.New("-capture needs a file name")
	}
	return o, nil
}

// containsFlag reports whether -name or --name was given.
func containsFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		a = strings.TrimLeft(a, "-")
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

var stderr io.Writer = os.Stderr

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
	if err := screen.Check(a); err != nil {
		fmt.Fprintln(stderr, "sudoku-studio:", err)
		return 1
	}
	if opts.capture != "" {
		screen.PrepareCapture()
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
			wp, hp, ok := screen.WorkArea()
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
		screen.ScheduleCapture(a, w, fyne.NewSize(captureWidth, captureHeight), opts.capture, &exit, stderr)
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

// The window size of a -capture run, the same on every machine whose
// screen is as large.
const (
	captureWidth  = 1280
	captureHeight = 820
)

// The preference keys the app keeps between runs.
const (
	prefWidth         = "window.width"
	prefHeight        = "window.height"
	prefLastFolder    = "files.lastFolder"
	prefRecent        = "files.recent"
	prefTheme         = "view.theme"
	prefCandidates    = "view.candidates"
	prefRegionColours = "view.regionColours"
	prefLegend        = "view.legend"
	prefAutoAdvance   = "edit.autoAdvance"
	prefSpeed         = "solve.stepsPerSecond"
	prefPractice      = "practice.tally"     // core/practice.Tally.String
	prefPracticeTech  = "practice.technique" // the technique practised last
	defaultWidth      = 1280
	defaultHeight     = 820
	maxRecent         = 8
	defaultSpeed      = 2.0 // steps a second while playing
	minStepsPerSecond = 0.5
	maxStepsPerSecond = 20
)

// prefs reads and writes the app's preferences with their defaults.
type prefs struct{ p fyne.Preferences }

func (p prefs) windowSize() fyne.Size {
	w := p.p.FloatWithFallback(prefWidth, defaultWidth)
	h := p.p.FloatWithFallback(prefHeight, defaultHeight)
	// A size from a much larger screen, or a broken value, must not make
	// the window unusable.
	if w < 640 || w > 10000 || h < 480 || h > 10000 {
		w, h = defaultWidth, defaultHeight
	}
	return fyne.NewSize(float32(w), float32(h))
}

func (p prefs) setWindowSize(s fyne.Size) {
	p.p.SetFloat(prefWidth, float64(s.Width))
	p.p.SetFloat(prefHeight, float64(s.Height))
}

func (p prefs) lastFolder() string { return p.p.String(prefLastFolder) }

// rememberFile makes path the most recent file and its folder the last
// one files were opened from.
func (p prefs) rememberFile(path string) {
	if path == "" {
		return
	}
	path = fileio.CleanPath(path)
	p.p.SetString(prefLastFolder, filepath.Dir(path))
	recent := []string{path}
	for _, r := range p.recent() {
		if r != path && len(recent) < maxRecent {
			recent = append(recent, r)
		}
	}
	p.p.SetStringList(prefRecent, recent)
}

func (p prefs) rememberFolder(dir string) {
	if dir != "" {
		p.p.SetString(prefLastFolder, fileio.CleanPath(dir))
	}
}

// folderFor is the folder last used for a kind of file ("open",
// "solutions", "progress"...), "" when none was.
func (p prefs) folderFor(kind string) string { return p.p.String(prefLastFolder + "." + kind) }

// rememberFolderFor records dir as the folder last used for a kind of file.
func (p prefs) rememberFolderFor(kind, dir string) {
	if dir != "" {
		p.p.SetString(prefLastFolder+"."+kind, fileio.CleanPath(dir))
	}
}

func (p prefs) forgetFile(path string) {
	path = fileio.CleanPath(path)
	var keep []string
	for _, r := range p.recent() {
		if r != path {
			keep = append(keep, r)
		}
	}
	p.p.SetStringList(prefRecent, keep)
}

// recent lists the recent files, most recent first, each once by its
// clean absolute path: lists kept by older versions may hold a file
// twice, once by a relative path.
func (p prefs) recent() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range p.p.StringList(prefRecent) {
		if r = fileio.CleanPath(r); !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	return out
}

func (p prefs) clearRecent() { p.p.SetStringList(prefRecent, nil) }

func (p prefs) theme() string { return p.p.StringWithFallback(prefTheme, studiotheme.System) }

func (p prefs) setTheme(t string) { p.p.SetString(prefTheme, t) }

func (p prefs) showCandidates() bool { return p.p.BoolWithFallback(prefCandidates, true) }

func (p prefs) setShowCandidates(b bool) { p.p.SetBool(prefCandidates, b) }

func (p prefs) showRegionColours() bool { return p.p.BoolWithFallback(prefRegionColours, true) }

func (p prefs) setShowRegionColours(b bool) { p.p.SetBool(prefRegionColours, b) }

// showLegend tells whether the legend is open; it is at first.
func (p prefs) showLegend() bool { return p.p.BoolWithFallback(prefLegend, true) }

func (p prefs) setShowLegend(b bool) { p.p.SetBool(prefLegend, b) }

func (p prefs) autoAdvance() bool { return p.p.BoolWithFallback(prefAutoAdvance, false) }

func (p prefs) setAutoAdvance(b bool) { p.p.SetBool(prefAutoAdvance, b) }

// practice is the practice tally and the technique practised last.
func (p prefs) practice() (tally, technique string) {
	return p.p.String(prefPractice), p.p.StringWithFallback(prefPracticeTech, "X-Wing")
}

func (p prefs) setPractice(tally, technique string) {
	p.p.SetString(prefPractice, tally)
	p.p.SetString(prefPracticeTech, technique)
}

func (p prefs) speed() float64 {
	s := p.p.FloatWithFallback(prefSpeed, defaultSpeed)
	if s < minStepsPerSecond || s > maxStepsPerSecond {
		s = defaultSpeed
	}
	return s
}

func (p prefs) setSpeed(s float64) { p.p.SetFloat(prefSpeed, s) }
