//go:build race

package generate

const raceSlowdown = 10
