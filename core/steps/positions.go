package steps

// Positions of a trace. A State is some 270 bytes, and a plain
// backtracking path can run to 100,000 steps, so the search modes keep
// a checkpoint every checkpointEvery positions and rebuild the others by
// replaying steps, the way a viewer would step through them: a logical
// step applies, a guess places its digit, a contradiction changes
// nothing, and a backtrack returns to the position before its guess
// minus the guessed digit. That last rule reaches back to an earlier
// position, so State works backwards from the position asked for to the
// last backtrack before it, and from that backtrack's guess on the same
// way, until a stretch without a backtrack starts at a checkpoint.

// checkpointEvery is the distance between checkpoints: 8.5 bytes a step
// of checkpoints for at most 32 steps to replay a stretch.
const checkpointEvery = 32

// Len returns the number of steps of the path; its positions run from
// 0 to Len().
func (t *Trace) Len() int { return len(t.Steps) }

// State returns position i of the path (0 ≤ i ≤ Len()): the puzzle's
// own for 0, the one after Steps[i-1] otherwise. An i out of range is
// clamped.
func (t *Trace) State(i int) State {
	i = max(0, min(i, t.Len()))
	if i < len(t.States) {
		return t.States[i]
	}
	// pending are the stretches to replay, latest first: each starts
	// after a backtrack and runs up to the position wanted.
	type stretch struct{ backtrack, to int }
	var pending []stretch
	target := i
	var s State
	for {
		base := target / checkpointEvery * checkpointEvery
		if base/checkpointEvery >= len(t.checkpoints) {
			base = 0
		}
		b := -1
		for k := target - 1; k >= base; k-- {
			if t.Steps[k].Kind == Backtrack {
				b = k
				break
			}
		}
		if b < 0 {
			if base == 0 && len(t.checkpoints) == 0 {
				s = t.start()
			} else {
				s = t.checkpoints[base/checkpointEvery]
			}
			t.replay(&s, base, target)
			break
		}
		pending = append(pending, stretch{b, target})
		target = t.guessOf(b)
	}
	for k := len(pending) - 1; k >= 0; k-- {
		p := pending[k]
		e := t.Steps[p.backtrack].Eliminations[0]
		s.Eliminate(e.Cell, e.Digit)
		t.replay(&s, p.backtrack+1, p.to)
	}
	return s
}

// start is position 0.
func (t *Trace) start() State {
	if len(t.States) > 0 {
		return t.States[0]
	}
	return NewState(t.Puzzle)
}

// replay applies Steps[from:to] to s; none of them may be a backtrack.
func (t *Trace) replay(s *State, from, to int) {
	for k := from; k < to; k++ {
		st := &t.Steps[k]
		switch st.Kind {
		case Logic:
			s.Apply(st)
		case Guess:
			s.Place(st.Placements[0].Cell, st.Placements[0].Digit)
		}
	}
}

// guessOf returns the index of the guess that the backtrack Steps[b]
// closes: the latest guess before it at its depth, since every step
// between the two is deeper.
func (t *Trace) guessOf(b int) int {
	d := t.Steps[b].Depth
	for k := b - 1; k >= 0; k-- {
		if st := &t.Steps[k]; st.Kind == Guess && st.Depth == d {
			return k
		}
	}
	return 0 // not a well-formed trace: start over from the puzzle
}

// record appends a step of a search mode's path and keeps a checkpoint
// when the position it leads to falls on one.
func (t *Trace) record(st Step, after *State) {
	t.Steps = append(t.Steps, st)
	if len(t.Steps)%checkpointEvery == 0 {
		t.checkpoints = append(t.checkpoints, *after)
	}
}
