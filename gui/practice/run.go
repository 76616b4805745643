// Package practice is the panel beside the board while the person
// practises one technique: the choice of technique and layout, the
// round's header, Check, Show and Next, what Check said and the tally.
// It holds the round (core/practice) and the person's marks, and gives
// the board its picture; it knows nothing of the window, which tells it
// the clicks and redraws when told.
package practice

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/practice"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// state is the round being played and what the person did in it.
type state struct {
	round   *practice.Round // nil while the first round is being made
	number  int             // rounds begun since practice started
	marks   []steps.Candidate
	verdict *practice.Verdict // set once checked
	shown   bool              // the step is drawn (after Check or Show)
	waiting bool              // a round is being made
	err     error             // why the last round could not be had
	note    string            // a word on the last press that did nothing

	feeder *practice.Feeder // generated rounds, made one ahead
	next   int              // where the open set is looked through from
	gen    int              // the choice's generation: older answers are dropped
	// ctx ends with the choice: a look through the set in progress stops.
	ctx    context.Context
	cancel context.CancelFunc
}

// Active reports whether practice is on: the board shows the round.
func (p *Panel) Active() bool { return p.active }

// Round returns the round shown, nil while none is.
func (p *Panel) Round() *practice.Round { return p.st.round }

// Marks returns the person's marks, in the order made.
func (p *Panel) Marks() []steps.Candidate { return slices.Clone(p.st.marks) }

// Start turns practice on with the panel's choices and asks for the
// first round.
func (p *Panel) Start() {
	p.active = true
	p.restart()
}

// Stop turns practice off and drops the rounds being made.
func (p *Panel) Stop() {
	p.active = false
	p.closeFeeder()
	p.st = state{}
	p.update()
}

// restart drops the rounds of an earlier choice and asks for a new one.
func (p *Panel) restart() {
	p.closeFeeder()
	p.st = state{gen: p.st.gen + 1}
	p.st.ctx, p.st.cancel = context.WithCancel(context.Background())
	if !p.FromSet.Checked {
		p.st.feeder = practice.Generated(p.technique(), p.Jigsaw.Checked, rand.Uint64())
	}
	p.nextRound()
}

func (p *Panel) closeFeeder() {
	if p.st.feeder != nil {
		p.st.feeder.Close()
	}
	if p.st.cancel != nil {
		p.st.cancel()
	}
}

// Mark toggles the person's mark on candidate d of cell c, and reports
// whether the click was taken: a candidate of the position, while the
// round is not yet checked or shown.
func (p *Panel) Mark(c grid.Cell, d int8) bool {
	r := p.st.round
	cand := steps.Candidate{Cell: c, Digit: d}
	if !p.active || r == nil || p.st.shown || !r.Markable(cand) {
		return false
	}
	p.st.note = ""
	if i := slices.Index(p.st.marks, cand); i >= 0 {
		p.st.marks = slices.Delete(p.st.marks, i, i+1)
	} else {
		p.st.marks = append(p.st.marks, cand)
	}
	p.update()
	return true
}

// Check grades the marks, counts the round in the tally and shows the step.
func (p *Panel) Check() {
	r := p.st.round
	if r == nil || p.st.shown {
		return
	}
	if len(p.st.marks) == 0 {
		// An empty Check is a slip, not an answer: it is not counted.
		p.st.note = "Nothing is marked yet: click the candidates first (Show gives up and draws the step)."
		p.update()
		return
	}
	v := r.Check(p.st.marks)
	p.st.verdict, p.st.shown = &v, true
	p.tally.Add(r.Technique, v.Grade)
	if p.OnTally != nil {
		p.OnTally(p.tally.String())
	}
	p.update()
}

// Show draws the step without grading the marks; the round is not counted.
func (p *Panel) Show() {
	if p.st.round == nil || p.st.shown {
		return
	}
	p.st.shown = true
	p.update()
}

// Next asks for the next round.
func (p *Panel) Next() {
	if !p.active || p.st.waiting {
		return
	}
	p.nextRound()
}

// nextRound gets a round in the background: the feeder's, made ahead,
// or the next puzzle of the open set whose path takes the technique.
func (p *Panel) nextRound() {
	p.st.waiting, p.st.err = true, nil
	p.update()
	gen, tech, feeder, ctx := p.st.gen, p.technique(), p.st.feeder, p.st.ctx
	from, set, total := p.setChunk()
	p.background(func() func() {
		var r practice.Round
		var err error
		if feeder != nil {
			r, err = feeder.Next(ctx)
		} else {
			var ok bool
			r, ok, err = practice.FromSet(ctx, tech, set, 0)
			switch {
			case err == nil && !ok && len(set) < total:
				err = fmt.Errorf("none of puzzles %d to %d of the open set takes %s on its path; Next looks further", from+1, (from+len(set)-1)%total+1, tech)
			case err == nil && !ok:
				err = fmt.Errorf("no puzzle of the open set takes %s on its path", tech)
			case ok:
				r.SetIndex = (from + r.SetIndex) % total
				r.Source = fmt.Sprintf("puzzle %d of the set", r.SetIndex+1)
			}
			if !ok {
				r.SetIndex = (from + len(set) - 1) % max(total, 1)
			}
		}
		return func() { p.roundReady(gen, r, err) }
	})
}

// setChunk copies the puzzles of the open set one look goes through:
// at most setChunkLen from where the last round's puzzle left off,
// wrapping round, so that a large set is neither copied whole nor
// looked through whole for one round.
func (p *Panel) setChunk() (from int, set []grid.Puzzle, total int) {
	if p.st.feeder != nil || p.SetLen == nil || p.SetPuzzle == nil {
		return 0, nil, 0
	}
	total = p.SetLen()
	if total == 0 {
		return 0, nil, 0
	}
	from = p.st.next % total
	set = make([]grid.Puzzle, min(total, setChunkLen))
	for k := range set {
		set[k] = p.SetPuzzle((from + k) % total)
	}
	return from, set, total
}

// setChunkLen bounds the puzzles one look through the open set takes.
const setChunkLen = 500

// roundReady takes a round made in the background, unless the choice
// changed meanwhile.
func (p *Panel) roundReady(gen int, r practice.Round, err error) {
	if gen != p.st.gen || !p.active {
		return
	}
	p.st.waiting = false
	if r.SetIndex >= 0 {
		p.st.next = r.SetIndex + 1 // after the puzzle used, or the last one looked at
	}
	if err != nil {
		p.st.err = err
		p.update()
		return
	}
	p.st.round, p.st.number = &r, p.st.number+1
	p.st.marks, p.st.verdict, p.st.shown, p.st.note = nil, nil, false, ""
	p.update()
}

func (p *Panel) background(work func() func()) {
	if p.Background != nil {
		p.Background(work)
		return
	}
	go func() {
		if apply := work(); apply != nil {
			fyne.Do(apply)
		}
	}()
}

// BoardModel is the board's picture of the round: the position, and the
// marks drawn as the candidates they remove (or the digits they place),
// or once shown the step itself.
func (p *Panel) BoardModel() board.Model {
	r := p.st.round
	if r == nil {
		return board.Model{Layout: grid.Standard()}
	}
	m := board.Model{Layout: r.Position.Layout, Digits: r.Position.Grid, Candidates: r.Position.Candidates}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case r.Puzzle.Givens[c] != 0:
			m.Origins[c] = board.Given
		case m.Digits[c] != 0:
			m.Origins[c] = board.Solved
		}
	}
	switch {
	case p.st.shown && p.st.verdict != nil:
		st := p.st.verdict.Step
		m.Step = &st
	case p.st.shown:
		st := r.Step
		m.Step = &st
	case len(p.st.marks) > 0:
		mine := steps.Step{Technique: "your marks"}
		if r.Places() {
			mine.Placements = slices.Clone(p.st.marks)
		} else {
			mine.Eliminations = slices.Clone(p.st.marks)
		}
		m.Step = &mine
	}
	return m
}
