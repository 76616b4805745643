package gui

import (
	"io"
	"strings"
	"testing"
)

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args          []string
		capture, file string
		err           string
	}{
		{nil, "", "", ""},
		{[]string{"set.npy"}, "", "set.npy", ""},
		{[]string{"-capture", "out.png"}, "out.png", "", ""},
		{[]string{"-capture", "out.png", "set.txt"}, "out.png", "set.txt", ""},
		{[]string{"--capture=out.png", "set.txt"}, "out.png", "set.txt", ""},
		{[]string{"-capture"}, "", "", "flag needs an argument"},
		{[]string{"-capture", ""}, "", "", "-capture needs a file name"},
		{[]string{"a.txt", "b.txt"}, "", "", "one puzzle file at most"},
		{[]string{"-bogus"}, "", "", "flag provided but not defined"},
		{[]string{"--", "-odd-name.txt"}, "", "-odd-name.txt", ""},
	}
	for _, tt := range tests {
		o, err := parseArgs(tt.args, io.Discard)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("parseArgs(%q) error = %v, want %q", tt.args, err, tt.err)
			}
			continue
		}
		if err != nil || o.capture != tt.capture || o.file != tt.file {
			t.Errorf("parseArgs(%q) = %+v, %v; want capture %q file %q", tt.args, o, err, tt.capture, tt.file)
		}
	}
}

func TestMainRefusesBadArguments(t *testing.T) {
	var out strings.Builder
	old := stderr
	stderr = &out
	defer func() { stderr = old }()
	if code := Main(nil, []string{"a", "b"}); code != 2 {
		t.Errorf("exit code %d, want 2", code)
	}
	if !strings.Contains(out.String(), "one puzzle file at most") {
		t.Errorf("stderr = %q", out.String())
	}
}
