//go:build !race

package generate

// raceSlowdown scales the tests' time bounds: the race detector makes
// the generator some ten times slower.
const raceSlowdown = 1
