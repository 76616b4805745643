package docslinks

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// root is the project's root, seen from this package's folder.
const root = "../.."

// maxReadmeLines keeps the README a page a newcomer reads through; the
// depth belongs in docs/.
const maxReadmeLines = 300

// docPages lists README.md and every docs/*.md page, relative to root.
func docPages(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatal("no docs/*.md pages found")
	}
	return append([]string{filepath.Join(root, "README.md")}, pages...)
}

// link is one markdown link target and where it stands.
type link struct {
	target string
	line   int
}

// linkPattern matches an inline link or image target: ](target) or
// ](target "title").
var linkPattern = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)

// readPage returns a page's lines outside fenced code blocks (numbered
// from 1), whose text is code rather than links or headings.
func readPage(t *testing.T, path string) map[int]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines := map[int]string{}
	inFence := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(text), "```") {
			inFence = !inFence
			continue
		}
		if !inFence {
			lines[n] = text
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// links returns every link target on the lines given, code spans removed.
func links(lines map[int]string) []link {
	var out []link
	codeSpan := regexp.MustCompile("`[^`]*`")
	for n, text := range lines {
		for _, m := range linkPattern.FindAllStringSubmatch(codeSpan.ReplaceAllString(text, ""), -1) {
			out = append(out, link{target: m[1], line: n})
		}
	}
	return out
}

// slug is the anchor GitHub gives a heading: lower case, punctuation
// dropped, spaces made hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// anchors returns the anchors of a page's headings, a repeated heading
// numbered as GitHub numbers it (-1, -2…).
func anchors(lines map[int]string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for _, text := range lines {
		if !strings.HasPrefix(text, "#") {
			continue
		}
		heading := strings.TrimSpace(strings.TrimLeft(text, "#"))
		s := slug(heading)
		if k := seen[s]; k > 0 {
			out[s+"-"+strconv.Itoa(k)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

// TestLinksResolve checks that every relative link of the README and the
// docs pages names a file that exists, and that a #fragment names a
// heading of that page.
func TestLinksResolve(t *testing.T) {
	for _, page := range docPages(t) {
		lines := readPage(t, page)
		for _, l := range links(lines) {
			target := l.target
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, fragment, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), filepath.FromSlash(file))
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s:%d: link %q: %s does not exist", page, l.line, target, path)
					continue
				}
			}
			if fragment == "" || !strings.HasSuffix(path, ".md") {
				continue
			}
			if !anchors(readPage(t, path))[fragment] {
				t.Errorf("%s:%d: link %q: no heading with anchor #%s in %s", page, l.line, target, fragment, path)
			}
		}
	}
}

// TestReadmeIsShort keeps the README within maxReadmeLines lines.
func TestReadmeIsShort(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n > maxReadmeLines {
		t.Errorf("README.md has %d lines, want at most %d: move the depth into docs/", n, maxReadmeLines)
	}
}

// TestNoBuildHistory keeps the history of how the program was built (the
// issues it was built under) out of the docs: git log and
// core/solver/DESIGN.md hold it.
func TestNoBuildHistory(t *testing.T) {
	history := regexp.MustCompile(`(?i)\bissue \d+|\b(first|second|third|fourth|fifth|sixth|seventh) round\b`)
	for _, page := range docPages(t) {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for n, text := range strings.Split(string(data), "\n") {
			if m := history.FindString(text); m != "" {
				t.Errorf("%s:%d: %q: the docs describe the program as it is, not how it was built", page, n+1, m)
			}
		}
	}
}

// TestSlug checks the anchors against headings of these pages as GitHub
// writes them.
func TestSlug(t *testing.T) {
	for _, tc := range []struct{ heading, want string }{
		{"The command line", "the-command-line"},
		{"numpy `.npy`", "numpy-npy"},
		{"Nested forcing chains: finding fast, explaining once", "nested-forcing-chains-finding-fast-explaining-once"},
		{"Law of Leftovers", "law-of-leftovers"},
		{"AIC with ALS", "aic-with-als"},
		{"Limits and memory", "limits-and-memory"},
	} {
		if got := slug(tc.heading); got != tc.want {
			t.Errorf("slug(%q) = %q, want %q", tc.heading, got, tc.want)
		}
	}
}
