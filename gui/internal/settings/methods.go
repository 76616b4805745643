package settings

// The methods of fyne.Preferences, each a lookup or a set of one kind.

// Bool is the value of key, false when unset.
func (s *Store) Bool(key string) bool { return s.BoolWithFallback(key, false) }

// BoolWithFallback is the value of key, fallback when unset.
func (s *Store) BoolWithFallback(key string, fallback bool) bool {
	return lookup(s, key, asBool, fallback)
}

// SetBool sets key.
func (s *Store) SetBool(key string, value bool) { s.set(key, value) }

// BoolList is the list at key, nil when unset.
func (s *Store) BoolList(key string) []bool { return s.BoolListWithFallback(key, nil) }

// BoolListWithFallback is the list at key, fallback when unset.
func (s *Store) BoolListWithFallback(key string, fallback []bool) []bool {
	return lookup(s, key, asList(asBool), fallback)
}

// SetBoolList sets key.
func (s *Store) SetBoolList(key string, value []bool) { s.set(key, append([]bool(nil), value...)) }

// Float is the value of key, 0 when unset.
func (s *Store) Float(key string) float64 { return s.FloatWithFallback(key, 0) }

// FloatWithFallback is the value of key, fallback when unset.
func (s *Store) FloatWithFallback(key string, fallback float64) float64 {
	return lookup(s, key, asFloat, fallback)
}

// SetFloat sets key.
func (s *Store) SetFloat(key string, value float64) { s.set(key, value) }

// FloatList is the list at key, nil when unset.
func (s *Store) FloatList(key string) []float64 { return s.FloatListWithFallback(key, nil) }

// FloatListWithFallback is the list at key, fallback when unset.
func (s *Store) FloatListWithFallback(key string, fallback []float64) []float64 {
	return lookup(s, key, asList(asFloat), fallback)
}

// SetFloatList sets key.
func (s *Store) SetFloatList(key string, value []float64) {
	s.set(key, append([]float64(nil), value...))
}

// Int is the value of key, 0 when unset.
func (s *Store) Int(key string) int { return s.IntWithFallback(key, 0) }

// IntWithFallback is the value of key, fallback when unset.
func (s *Store) IntWithFallback(key string, fallback int) int {
	return lookup(s, key, asInt, fallback)
}

// SetInt sets key.
func (s *Store) SetInt(key string, value int) { s.set(key, value) }

// IntList is the list at key, nil when unset.
func (s *Store) IntList(key string) []int { return s.IntListWithFallback(key, nil) }

// IntListWithFallback is the list at key, fallback when unset.
func (s *Store) IntListWithFallback(key string, fallback []int) []int {
	return lookup(s, key, asList(asInt), fallback)
}

// SetIntList sets key.
func (s *Store) SetIntList(key string, value []int) { s.set(key, append([]int(nil), value...)) }

// String is the value of key, "" when unset.
func (s *Store) String(key string) string { return s.StringWithFallback(key, "") }

// StringWithFallback is the value of key, fallback when unset.
func (s *Store) StringWithFallback(key, fallback string) string {
	return lookup(s, key, asString, fallback)
}

// SetString sets key.
func (s *Store) SetString(key string, value string) { s.set(key, value) }

// StringList is the list at key, nil when unset.
func (s *Store) StringList(key string) []string { return s.StringListWithFallback(key, nil) }

// StringListWithFallback is the list at key, fallback when unset.
func (s *Store) StringListWithFallback(key string, fallback []string) []string {
	return lookup(s, key, asList(asString), fallback)
}

// SetStringList sets key.
func (s *Store) SetStringList(key string, value []string) {
	s.set(key, append([]string(nil), value...))
}

// RemoveValue unsets key.
func (s *Store) RemoveValue(key string) { s.set(key, nil) }

// AddChangeListener calls f after every change.
func (s *Store) AddChangeListener(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listeners = append(s.listeners, f)
}

// ChangeListeners are the functions AddChangeListener added.
func (s *Store) ChangeListeners() []func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]func(){}, s.listeners...)
}
