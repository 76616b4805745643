package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// errSink ends a run whose output failed; the sink keeps the failure.
var errSink = errors.New("the output failed")

// generateBatch is how many puzzles the sink encodes at a time.
const generateBatch = 1024

// generateSink takes a run's puzzles as they are made, a batch at a
// time: as text to standard output, or into a spool file that finish
// turns into OUT in OUT's format (a .npy or .npz header needs the count
// first). A run of any size so holds one batch in memory.
type generateSink struct {
	out   string
	w     *bufio.Writer // standard output or the spool
	spool *os.File
	batch puzzlefile.Set
	made  int
	err   error
}

// newGenerateSink returns the sink for -o out ("" or "-": standard output).
func newGenerateSink(out string, stdout io.Writer) (*generateSink, error) {
	s := &generateSink{out: out}
	if out == "" || out == "-" {
		s.w = bufio.NewWriterSize(stdout, 64<<10)
		return s, nil
	}
	// A spool of ours: an interrupted run removes it, and a run after a
	// killed one removes what the killed one left.
	f, err := atomicfile.Scratch("generate-spool")
	if err != nil {
		return nil, fmt.Errorf("a spool file for %s: %w", out, err)
	}
	s.spool, s.w = f, bufio.NewWriterSize(f, 64<<10)
	return s, nil
}

// add takes one puzzle; it returns errSink once the output has failed.
func (s *generateSink) add(r generate.Result) error {
	s.batch.Entries = append(s.batch.Entries, puzzlefile.Entry{Puzzle: r.Puzzle})
	s.made++
	if len(s.batch.Entries) < generateBatch {
		return nil
	}
	return s.flushBatch()
}

func (s *generateSink) flushBatch() error {
	if s.err != nil {
		return errSink
	}
	if len(s.batch.Entries) > 0 {
		s.err = puzzlefile.Encode(s.w, puzzlefile.Text, &s.batch, nil)
		s.batch.Entries = s.batch.Entries[:0]
	}
	if s.err != nil {
		return errSink
	}
	return nil
}

// finish writes what is left and, for a file, OUT from the spool, when
// a puzzle was made; a failed OUT is left as it was.
func (s *generateSink) finish(o puzzlefile.WriteOptions) error {
	defer s.close()
	if s.flushBatch() != nil {
		return s.err
	}
	if err := s.w.Flush(); err != nil {
		return err
	}
	if s.spool == nil || s.made == 0 {
		return nil
	}
	open := func() (*puzzlefile.Stream, error) { return puzzlefile.OpenStream(s.spool.Name()) }
	return puzzlefile.WriteFile(s.out, func(w io.Writer) error {
		return puzzlefile.EncodeStream(w, puzzlefile.FormatOf(s.out), open, nil, o)
	})
}

// close removes the spool; it may be called more than once.
func (s *generateSink) close() {
	if s.spool != nil {
		atomicfile.RemoveScratch(s.spool)
		s.spool = nil
	}
}
