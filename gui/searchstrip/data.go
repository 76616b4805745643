// Package searchstrip is the search strip: a chart of a search's depth
// against the step, fed the depths and dead ends of a path, with a
// marker at the position shown and a scale (step ticks along, depth
// ticks up). Tapping or dragging asks to move to the step under the
// pointer. It knows nothing of the window, the solver or the board: the
// window gives it a Data and the colours to draw in.
package searchstrip

import "image/color"

// Data is what the strip charts of one path: for each step the search
// depth after it, and the steps that met a dead end with the depth they
// met it at. Make one with NewData or fill it directly; the strip keeps
// its chart while it is shown the same *Data.
type Data struct {
	// Depths holds the depth after each step: the guesses open once it
	// is taken.
	Depths []int32
	// Dead holds the depth of the dead end each step met, -1 for a step
	// that met none; nil when no step did. It has Depths' length when set.
	Dead []int32
	// Deepest is the largest of Depths.
	Deepest int
}

// Len is the number of steps charted.
func (d *Data) Len() int {
	if d == nil {
		return 0
	}
	return len(d.Depths)
}

// deadAt returns the depth of step k's dead end, or -1.
func (d *Data) deadAt(k int) int {
	if d.Dead == nil {
		return -1
	}
	return int(d.Dead[k])
}

// Colours are the strip's colours: the chart's guesses and the area
// under them, dead ends, the base line, the marker, the scale's ticks
// and labels, and the background.
type Colours struct {
	Guess, Dead, Base, Marker, Scale, Background color.NRGBA
}
