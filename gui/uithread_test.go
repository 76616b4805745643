package gui

import (
	"sync"
	"testing"

	"fyne.io/fyne/v2"
)

// uiThread stands in tests for the app's one UI goroutine. In the app,
// fyne.Do queues a background goroutine's update for the event loop,
// which runs it between the person's own actions; the test driver runs
// it at once on the background goroutine instead, beside the test's
// own reads and taps. Under a uiThread both take one lock, so that they
// run one at a time, as in the app.
type uiThread struct{ mu *sync.Mutex }

// lockUI makes fyne.Do's callbacks take the returned uiThread's lock
// until the test ends. The test runs its own UI actions through do, and
// waits for the background work (s.work.Wait) outside it.
func lockUI(t *testing.T) uiThread {
	u := uiThread{mu: new(sync.Mutex)}
	prev := fyne.CurrentApp()
	fyne.SetCurrentApp(lockedApp{App: prev, driver: lockedDriver{Driver: prev.Driver(), mu: u.mu}})
	t.Cleanup(func() { fyne.SetCurrentApp(prev) })
	return u
}

// do runs f as the UI goroutine would: never beside a fyne.Do callback.
func (u uiThread) do(f func()) {
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
	mu *sync.Mutex
}

func (d lockedDriver) DoFromGoroutine(f func(), _ bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	f()
}
