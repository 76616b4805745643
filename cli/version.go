package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// Version and Commit are stamped by make build (-ldflags -X, as the
// build sets -buildvcs=false); Version's default follows FyneApp.toml.
var (
	Version = "0.1.0"
	Commit  = ""
)

// versionLine is what --version prints: the version, the commit and
// the Go that built it.
func versionLine() string {
	commit := Commit
	if commit == "" {
		commit = vcsRevision()
	}
	if commit == "" {
		commit = "commit unknown: make build stamps it"
	} else {
		commit = "commit " + commit
	}
	version := Version
	if version == "" {
		version = "(version unknown)"
	}
	return fmt.Sprintf("sudoku-studio %s (%s; %s)", version, commit, runtime.Version())
}

// vcsRevision is the commit go build recorded, when it recorded one.
func vcsRevision() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	rev, modified := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" && modified {
		rev += "-modified"
	}
	return rev
}
