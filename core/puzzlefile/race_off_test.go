//go:build !race

package puzzlefile

// raceEnabled reports whether the race detector is on: it slows memory-
// and time-heavy tests past their point.
const raceEnabled = false
