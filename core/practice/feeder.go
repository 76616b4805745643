package practice

import (
	"context"
	"sync"
)

// Feeder hands out rounds one after another and makes the next one in
// the background while the person works on the current one, so that a
// round seldom has to be waited for. It is safe for one goroutine at a
// time; Close stops the work.
type Feeder struct {
	make   func(ctx context.Context) (Round, error)
	ctx    context.Context
	cancel context.CancelFunc
	ahead  chan made // the round being made, or made; nil before the first
	once   sync.Once
}

type made struct {
	r   Round
	err error
}

// NewFeeder returns a feeder of the rounds next makes, called one at a
// time on a goroutine of the feeder's own, and starts on the first.
func NewFeeder(next func(ctx context.Context) (Round, error)) *Feeder {
	f := &Feeder{make: next}
	f.ctx, f.cancel = context.WithCancel(context.Background())
	f.start()
	return f
}

// Generated feeds rounds of technique on generated puzzles (jigsaw:
// each on a new random jigsaw layout), the i-th of them round i of the
// run with seed.
func Generated(technique string, jigsaw bool, seed uint64) *Feeder {
	i := 0
	return NewFeeder(func(ctx context.Context) (Round, error) {
		r, err := Generate(ctx, technique, jigsaw, seed, i)
		i++
		return r, err
	})
}

func (f *Feeder) start() {
	ch := make(chan made, 1)
	f.ahead = ch
	go func() {
		r, err := f.make(f.ctx)
		ch <- made{r, err}
	}()
}

// Next returns the round made ahead, waiting for it if need be, and
// starts on the one after it. It ends early with ctx's error, leaving
// the round being made for the next call.
func (f *Feeder) Next(ctx context.Context) (Round, error) {
	select {
	case m := <-f.ahead: // made: handed over whatever ctx says
		return f.took(m)
	default:
	}
	select {
	case m := <-f.ahead:
		return f.took(m)
	case <-ctx.Done():
		return Round{}, ctx.Err()
	case <-f.ctx.Done():
		return Round{}, f.ctx.Err()
	}
}

// took starts on the round after m and returns m.
func (f *Feeder) took(m made) (Round, error) {
	if f.ctx.Err() == nil {
		f.start()
	}
	return m.r, m.err
}

// Ready reports whether the next round is made, so Next will not wait.
func (f *Feeder) Ready() bool { return len(f.ahead) > 0 }

// Close stops the round being made; Next then returns an error.
func (f *Feeder) Close() { f.once.Do(f.cancel) }
