package model

import (
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestModelChangesOnlyThroughItsMethodsAndTells(t *testing.T) {
	m := New(SearchPlain)
	var told []Change
	m.Listen(func(c Change) { told = append(told, c) })
	if m.Index() != -1 || m.Session() != nil || m.Search() != SearchPlain {
		t.Fatalf("a new model: index %d, search %v", m.Index(), m.Search())
	}
	s := NewSession(&puzzlefile.Set{Entries: []puzzlefile.Entry{{}, {}}}, "", "two")
	m.SetMode(EditMode)
	m.Open(s)
	if m.Mode() != SolveMode || m.Search() != SearchGuided || m.Index() != -1 || !told[len(told)-1].Has(ChangedSet|ChangedMode) {
		t.Errorf("open: mode %v, search %v, index %d, told %v", m.Mode(), m.Search(), m.Index(), told)
	}
	if m.Show(2) || m.Show(-1) || m.Index() != -1 {
		t.Error("showed a puzzle the set does not have")
	}
	told = nil
	if !m.Show(1) || m.Index() != 1 || m.Editor() != s.Editor(1) || len(told) != 1 || !told[0].Has(ChangedPuzzle) {
		t.Errorf("show: index %d, told %v", m.Index(), told)
	}
	told = nil
	m.SetMode(SolveMode) // no change: nothing told
	m.SetSearch(NumSearches)
	if len(told) != 0 || m.Search() != SearchGuided {
		t.Errorf("no change told %v, search %v", told, m.Search())
	}
	m.Editor().SetDigit(0, 5)
	if err := m.Edited(); err != nil || s.Puzzle(1).Givens[0] != 5 || s.Set.Entries[1].Puzzle.Givens[0] != 5 || !told[0].Has(ChangedGivens) {
		t.Errorf("edited: err %v, told %v", err, told)
	}
}

func TestModelKeepsWhatTheSolverFound(t *testing.T) {
	m := New(SearchGuided)
	var told Change
	m.Listen(func(c Change) { told |= c })
	m.Open(NewSession(&puzzlefile.Set{Entries: []puzzlefile.Entry{{}}}, "", "one"))
	m.Show(0)
	if err := m.Validate(); err != nil || !m.Checking() || !told.Has(ChangedFinding) {
		t.Fatalf("an empty grid: invalid %v, checking %v", err, m.Checking())
	}
	m.Solved(solver.Result{Status: solver.Multiple})
	if m.Checking() || m.Check().Status != solver.Multiple {
		t.Errorf("after the answer: checking %v, status %v", m.Checking(), m.Check().Status)
	}
	m.Editor().SetDigit(0, 5)
	m.Editor().SetDigit(1, 5) // two fives in a row
	if err := m.Validate(); err == nil || m.Invalid() == nil || m.Checking() || m.Check().Status != 0 {
		t.Errorf("a broken rule: invalid %v, checking %v, check %v", m.Invalid(), m.Checking(), m.Check().Status)
	}
}

func TestModelSavedTo(t *testing.T) {
	m := New(SearchGuided)
	m.SavedTo("/tmp/none.txt") // no set: nothing
	var told Change
	m.Listen(func(c Change) { told |= c })
	s := NewSession(&puzzlefile.Set{Entries: []puzzlefile.Entry{{}}}, "", "Generated puzzles")
	m.Open(s)
	s.Add(s.Puzzle(0))
	if !s.Unsaved() {
		t.Fatal("an added puzzle is not unsaved")
	}
	m.SavedTo(filepath.Join("some", "set.txt"))
	if s.Unsaved() || s.Name != "set.txt" || s.Path != filepath.Join("some", "set.txt") || !told.Has(ChangedSaved) {
		t.Errorf("after saving: unsaved %v, name %q, path %q, told %v", s.Unsaved(), s.Name, s.Path, told)
	}
}

func TestModelProfileIsTold(t *testing.T) {
	m := New(SearchGuided)
	var told []Change
	m.Listen(func(c Change) { told = append(told, c) })
	if !m.Profile().IsDefault() {
		t.Fatalf("a new model's profile is %q", m.Profile().Name)
	}
	p, _ := steps.BuiltinProfile("No chains")
	m.SetProfile(p)
	if m.Profile().Name != "No chains" || len(told) != 1 || !told[0].Has(ChangedProfile) || told[0].Has(ChangedSearch) {
		t.Errorf("profile %q, told %v", m.Profile().Name, told)
	}
}
