//go:build race

package puzzlefile

const raceEnabled = true
