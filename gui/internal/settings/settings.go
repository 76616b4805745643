// Package settings keeps the window's preferences in one JSON file,
// written as every file of the program is (core/atomicfile): a full disk,
// a crash or Ctrl+C during a save leaves the old file whole, where Fyne's
// own store truncates it first. A Store is a fyne.Preferences, so the
// window uses it through the same interface as before.
package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// saveDelay gathers the changes of a burst (a slider dragged, a window
// resized) into one write.
const saveDelay = 300 * time.Millisecond

// Store is a set of preferences kept in a file. Its methods are safe for
// concurrent use.
type Store struct {
	path string

	mu        sync.Mutex
	values    map[string]any // as JSON decodes them: float64, string, bool, []any
	listeners []func()
	dirty     bool
	timer     *time.Timer
	err       error // the last save's error, nil once a save succeeds
}

var _ fyne.Preferences = (*Store)(nil)

// Open reads the preferences kept at path. When path does not exist yet,
// the first of imports that does is read instead (the file an earlier
// version kept), and path is written at the first change. A file that is
// not a JSON object is moved aside to path+".broken", never overwritten,
// and Open returns the store empty with an error that says so.
func Open(path string, imports ...string) (*Store, error) {
	s := &Store{path: path, values: map[string]any{}}
	data, err := os.ReadFile(path)
	from := path
	for _, imp := range imports {
		if !errors.Is(err, fs.ErrNotExist) {
			break
		}
		data, err = os.ReadFile(imp)
		from = imp
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return s, nil
	case err != nil:
		return s, fmt.Errorf("reading the settings: %w", err)
	}
	if err := json.Unmarshal(data, &s.values); err != nil || s.values == nil {
		s.values = map[string]any{}
		if from != path {
			return s, fmt.Errorf("%s is not a settings file (%v); starting from the defaults", from, err)
		}
		aside := path + ".broken"
		if rerr := os.Rename(path, aside); rerr != nil {
			return s, fmt.Errorf("%s is not a settings file (%v), and it could not be moved aside: %v", path, err, rerr)
		}
		return s, fmt.Errorf("%s was not a settings file (%v); it is kept as %s and the defaults are used", path, err, filepath.Base(aside))
	}
	return s, nil
}

// Path is the file the store is kept in.
func (s *Store) Path() string { return s.path }

// Flush writes any change not yet saved, at once, and returns the error
// of the last save.
func (s *Store) Flush() error {
	s.mu.Lock()
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	s.mu.Unlock()
	s.save()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// save writes the values if they changed since the last write.
func (s *Store) save() {
	s.mu.Lock()
	if !s.dirty {
		s.mu.Unlock()
		return
	}
	data, err := json.MarshalIndent(s.values, "", "\t")
	s.dirty = false
	s.mu.Unlock()
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(s.path), 0o755); err == nil {
			err = atomicfile.WriteBytes(s.path, append(data, '\n'))
		}
	}
	s.mu.Lock()
	if s.err = err; err != nil {
		s.dirty = true // try again at the next change or Flush
	}
	s.mu.Unlock()
}

// set stores a value (nil removes it), schedules a save and tells the
// listeners.
func (s *Store) set(key string, value any) {
	s.mu.Lock()
	if value == nil {
		delete(s.values, key)
	} else {
		s.values[key] = value
	}
	s.dirty = true
	if s.timer == nil {
		s.timer = time.AfterFunc(saveDelay, func() {
			s.mu.Lock()
			s.timer = nil
			s.mu.Unlock()
			s.save()
		})
	}
	listeners := append([]func(){}, s.listeners...)
	s.mu.Unlock()
	for _, f := range listeners {
		f()
	}
}

func (s *Store) get(key string) (any, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.values[key]
	return v, ok
}

// lookup reads key as a T, or fallback when it is missing or of another
// kind (a hand-edited file must not break the window).
func lookup[T any](s *Store, key string, conv func(any) (T, bool), fallback T) T {
	if v, ok := s.get(key); ok {
		if t, ok := conv(v); ok {
			return t
		}
	}
	return fallback
}

func asBool(v any) (bool, bool)     { b, ok := v.(bool); return b, ok }
func asString(v any) (string, bool) { t, ok := v.(string); return t, ok }

func asFloat(v any) (float64, bool) {
	switch f := v.(type) {
	case float64:
		return f, true
	case int:
		return float64(f), true
	}
	return 0, false
}

func asInt(v any) (int, bool) {
	f, ok := asFloat(v)
	if !ok || f != float64(int(f)) {
		return 0, false
	}
	return int(f), true
}

// asList converts a list of any kind that JSON or a setter left.
func asList[T any](conv func(any) (T, bool)) func(any) ([]T, bool) {
	return func(v any) ([]T, bool) {
		switch l := v.(type) {
		case []T:
			return append([]T(nil), l...), true
		case []any:
			out := make([]T, 0, len(l))
			for _, e := range l {
				t, ok := conv(e)
				if !ok {
					return nil, false
				}
				out = append(out, t)
			}
			return out, true
		}
		return nil, false
	}
}
