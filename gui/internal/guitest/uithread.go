package guitest

import (
	"sync"
	"testing"

	"fyne.io/fyne/v2"
)

// UIThread stands in tests for the app's one UI goroutine. In the app,
// fyne.Do queues a background goroutine's update for the event loop,
// which runs it between the person's own actions; the test driver runs
// it at once on the background goroutine instead, beside the test's
// own reads and taps. Under a UIThread both take one lock, so that they
// run one at a time, as in the app.
type UIThread struct{ mu *sync.Mutex }

// LockUI makes fyne.Do's callbacks take the returned UIThread's lock
// until the test ends. The test runs its own UI actions through Do, and
// waits for background work outside it.
func LockUI(t testing.TB) UIThread { return LockUIAround(t, func(f func()) { f() }) }

// LockUIAround is LockUI whose callbacks run through around (which must
// call f), under the lock: to time them, say.
func LockUIAround(t testing.TB, around func(f func())) UIThread {
	u := UIThread{mu: new(sync.Mutex)}
	prev := fyne.CurrentApp()
	fyne.SetCurrentApp(lockedApp{App: prev, driver: lockedDriver{Driver: prev.Driver(), mu: u.mu, around: around}})
	t.Cleanup(func() { fyne.SetCurrentApp(prev) })
	return u
}

// Do runs f as the UI goroutine would: never beside a fyne.Do callback.
func (u UIThread) Do(f func()) {
	u.mu.Lock()
	defer u.mu.Unlock()
	f()
}

type lockedApp struct {
	fyne.App
	driver fyne.Driver
}

func (a lockedApp) Driver() fyne.Driver { return a.driver }

type lockedDriver struct {
	fyne.Driver
	mu     *sync.Mutex
	around func(f func())
}

func (d lockedDriver) DoFromGoroutine(f func(), _ bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.around(f)
}
