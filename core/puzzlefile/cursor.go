package puzzlefile

import (
	"fmt"
	"io"
)

// cursor is the bookkeeping a chunked reader keeps: how many items the
// first pass over the file counted, how many chunks have handed out so
// far, and the check of what follows the last item.
type cursor struct {
	name   string
	n      int
	done   int
	finish func() error // checks what follows the last chunk
}

// nextChunk hands out the next chunk of up to k items (at least one)
// through read, and io.EOF once all n are out. A chunk shorter than
// asked means the file changed since the first pass, which would
// otherwise shift every later item; the error says so, named after the
// file. what names the items in that error.
func nextChunk[T any](c *cursor, k int, what string, read func(k int) (T, error), length func(T) int) (T, error) {
	var none T
	if c.done >= c.n {
		return none, io.EOF
	}
	k = min(max(k, 1), c.n-c.done)
	chunk, err := read(k)
	if err == nil && length(chunk) != k {
		err = fmt.Errorf("the file changed while it was read: %d %s on the first pass, fewer now", c.n, what)
	}
	if err == nil {
		c.done += k
		if c.done == c.n && c.finish != nil {
			err = c.finish()
		}
	}
	if err != nil {
		return none, prefixed(c.name, err)
	}
	return chunk, nil
}
