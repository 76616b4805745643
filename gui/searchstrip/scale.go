package searchstrip

import "strconv"

// niceTicks returns the values of up to about max ticks from 0 to n, at
// a round interval (1, 2 or 5 times a power of ten), and the interval.
func niceTicks(n, most int) (ticks []int, step int) {
	if n <= 0 || most <= 0 {
		return []int{0}, 1
	}
	for p := 1; ; p *= 10 {
		found := false
		for _, m := range []int{1, 2, 5} {
			if n/(m*p) <= most {
				step, found = m*p, true
				break
			}
		}
		if found {
			break
		}
	}
	for v := 0; v <= n; v += step {
		ticks = append(ticks, v)
	}
	return ticks, step
}

// tickLabel writes a step tick's value short: 800, 2k, 15k, 1.5M.
func tickLabel(v int) string {
	switch {
	case v >= 1_000_000 && v%100_000 == 0:
		if v%1_000_000 == 0 {
			return strconv.Itoa(v/1_000_000) + "M"
		}
		return strconv.FormatFloat(float64(v)/1e6, 'f', 1, 64) + "M"
	case v >= 1000 && v%1000 == 0:
		return strconv.Itoa(v/1000) + "k"
	}
	return strconv.Itoa(v)
}
