package gui

import (
	"path/filepath"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
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

// cleanPath makes path absolute and clean, so that one file is always
// named the same way whatever folder the app was started from.
func cleanPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}

// rememberFile makes path the most recent file and its folder the last
// one files were opened from.
func (p prefs) rememberFile(path string) {
	if path == "" {
		return
	}
	path = cleanPath(path)
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
		p.p.SetString(prefLastFolder, cleanPath(dir))
	}
}

// folderFor is the folder last used for a kind of file ("open",
// "solutions", "progress"...), "" when none was.
func (p prefs) folderFor(kind string) string { return p.p.String(prefLastFolder + "." + kind) }

// rememberFolderFor records dir as the folder last used for a kind of file.
func (p prefs) rememberFolderFor(kind, dir string) {
	if dir != "" {
		p.p.SetString(prefLastFolder+"."+kind, cleanPath(dir))
	}
}

func (p prefs) forgetFile(path string) {
	path = cleanPath(path)
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
		if r = cleanPath(r); !seen[r] {
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

func (p prefs) speed() float64 {
	s := p.p.FloatWithFallback(prefSpeed, defaultSpeed)
	if s < minStepsPerSecond || s > maxStepsPerSecond {
		s = defaultSpeed
	}
	return s
}

func (p prefs) setSpeed(s float64) { p.p.SetFloat(prefSpeed, s) }

// techniqueProfile is the technique profile chosen in Technique
// Settings, which keeps it (see package techsettings).
func (p prefs) techniqueProfile() steps.Profile { return techsettings.Store{P: p.p}.Profile() }
