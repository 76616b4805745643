//go:build race

package steps

const raceEnabled = true

// raceStride keeps the sweep under -race within the default test
// timeout: every 25th puzzle of each set.
const raceStride = 25
