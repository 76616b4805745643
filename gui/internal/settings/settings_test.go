package settings

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestRoundTripEveryKind(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "settings.json")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.SetBool("b", true)
	s.SetFloat("f", 1.5)
	s.SetInt("i", -7)
	s.SetString("s", "x")
	s.SetBoolList("bl", []bool{true, false})
	s.SetFloatList("fl", []float64{0.5, 2})
	s.SetIntList("il", []int{3, 4})
	s.SetStringList("sl", []string{"a", "b"})
	s.SetString("gone", "y")
	s.RemoveValue("gone")
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Bool("b") || r.Float("f") != 1.5 || r.Int("i") != -7 || r.String("s") != "x" {
		t.Errorf("scalars read back as %v %v %v %q", r.Bool("b"), r.Float("f"), r.Int("i"), r.String("s"))
	}
	if got := r.BoolList("bl"); !reflect.DeepEqual(got, []bool{true, false}) {
		t.Errorf("bool list %v", got)
	}
	if got := r.FloatList("fl"); !reflect.DeepEqual(got, []float64{0.5, 2}) {
		t.Errorf("float list %v", got)
	}
	if got := r.IntList("il"); !reflect.DeepEqual(got, []int{3, 4}) {
		t.Errorf("int list %v", got)
	}
	if got := r.StringList("sl"); !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Errorf("string list %v", got)
	}
	if got := r.StringWithFallback("gone", "fallback"); got != "fallback" {
		t.Errorf("a removed value reads %q", got)
	}
}

func TestWrongKindFallsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"n": "ten", "half": 2.5, "l": [1, "x"]}`), 0o644)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if s.IntWithFallback("n", 10) != 10 || s.IntWithFallback("half", 3) != 3 || s.IntListWithFallback("l", []int{9})[0] != 9 {
		t.Error("a value of another kind is not read as its fallback")
	}
}

func TestImportWhenAbsent(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "preferences.json")
	os.WriteFile(old, []byte(`{"window.width": 900}`), 0o644)
	path := filepath.Join(dir, "settings.json")
	s, err := Open(path, filepath.Join(dir, "missing.json"), old)
	if err != nil {
		t.Fatal(err)
	}
	if s.Float("window.width") != 900 {
		t.Errorf("imported width %v, want 900", s.Float("window.width"))
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("the file is written before anything changed")
	}
	// Once the store's own file exists, the import is never read again.
	s.SetFloat("window.width", 1000)
	s.Flush()
	if r, _ := Open(path, old); r.Float("window.width") != 1000 {
		t.Errorf("reopened width %v, want 1000", r.Float("window.width"))
	}
}

func TestBrokenFileIsKeptAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte("{not json"), 0o644)
	s, err := Open(path)
	if err == nil || !strings.Contains(err.Error(), "settings.json.broken") {
		t.Fatalf("error %v, want one naming the file kept aside", err)
	}
	if data, _ := os.ReadFile(path + ".broken"); string(data) != "{not json" {
		t.Errorf("the broken file was not kept: %q", data)
	}
	s.SetBool("b", true)
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if r, err := Open(path); err != nil || !r.Bool("b") {
		t.Errorf("after a broken file, the new one reads back as %v, %v", r.Bool("b"), err)
	}
}

func TestSavesWithoutFlushAndReportsFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	s, _ := Open(path)
	changes := 0
	s.AddChangeListener(func() { changes++ })
	s.SetInt("i", 1)
	s.SetInt("i", 2)
	if changes != 2 {
		t.Errorf("%d change notices, want 2", changes)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		if r, err := Open(path); err == nil && r.Int("i") == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a change was not saved without Flush")
		}
		time.Sleep(20 * time.Millisecond)
	}
	// A folder that cannot hold the file: the error comes back, and the
	// change stays pending for the next try.
	blocker := filepath.Join(dir, "file")
	os.WriteFile(blocker, nil, 0o644)
	bad, _ := Open(filepath.Join(blocker, "settings.json"))
	bad.SetInt("i", 3)
	if err := bad.Flush(); err == nil {
		t.Error("a save into a file as folder reported no error")
	}
}
