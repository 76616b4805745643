//go:build !race

package cli

// raceEnabled reports whether the race detector is on: it slows the
// time- and memory-heavy tests past their point.
const raceEnabled = false
