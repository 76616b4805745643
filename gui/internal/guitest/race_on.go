//go:build race

package guitest

// Race is whether the race detector is on: timings then measure its
// own slowness, which tests leave unchecked.
const Race = true
