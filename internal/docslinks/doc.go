// Package docslinks holds no code: its test checks the project's
// documentation (README.md and docs/*.md) for links to files or headings
// that do not exist, and keeps the README short enough to read.
package docslinks
