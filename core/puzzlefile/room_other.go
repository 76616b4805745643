//go:build !unix

package puzzlefile

// addressLimit returns -1: no address-space limit is known here.
func addressLimit() int64 { return -1 }
