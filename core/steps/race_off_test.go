//go:build !race

package steps

// raceEnabled reports whether the race detector is on. It makes the
// engine some ten times slower, so the soundness sweep then walks every
// raceStride-th puzzle of its sets instead of all of them.
const raceEnabled = false

const raceStride = 1
