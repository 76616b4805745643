// Package plainlocale keeps Fyne from logging "Error parsing user locale
// C" under the C.UTF-8 and POSIX.UTF-8 locales that containers and CI
// machines default to. Fyne reads the locale while it initialises, before
// main runs, so this must happen in an init that runs first: main imports
// this package before Fyne, and it depends on nothing but os and strings.
package plainlocale

import (
	"os"
	"strings"
)

func init() {
	locale := ""
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = os.Getenv(name); locale != "" {
			break
		}
	}
	base, _, _ := strings.Cut(locale, ".")
	if locale != base && (base == "C" || base == "POSIX") && os.Getenv("LANGUAGE") == "" {
		// The C locale's messages are English; say so in the variable
		// that Fyne's locale reader consults for any locale but plain C.
		os.Setenv("LANGUAGE", "en")
	}
}
