package puzzlefile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// The zip reader's own errors ("EOF", "zip: not a valid zip file") say
// nothing a person can act on; these say which part of the archive is
// damaged, from the end-of-directory record that every zip file ends
// with.

// endRecordSize is the length of the end-of-directory record without
// its comment, which may follow it for up to 65535 bytes.
const endRecordSize = 22

// zipDirectoryError says why zip.NewReader refused the archive r of
// size bytes with err.
func zipDirectoryError(r io.ReaderAt, size int64, err error) error {
	tail := min(size, endRecordSize+65535)
	buf := make([]byte, tail)
	if _, e := r.ReadAt(buf, size-tail); e != nil && e != io.EOF {
		return fmt.Errorf("not an npz file: not a readable zip archive (%v)", err)
	}
	i := bytes.LastIndex(buf, []byte("PK\x05\x06"))
	if i < 0 || len(buf)-i < endRecordSize {
		return fmt.Errorf("not an npz file: not a readable zip archive (it has no end-of-directory record: cut short, or not a zip archive)")
	}
	end := size - tail + int64(i)
	rec := buf[i:]
	records := binary.LittleEndian.Uint16(rec[10:])
	dirSize := int64(binary.LittleEndian.Uint32(rec[12:]))
	dirAt := int64(binary.LittleEndian.Uint32(rec[16:]))
	where := fmt.Sprintf("the zip central directory (%d bytes at byte %d, says the end record at byte %d)", dirSize, dirAt, end)
	switch {
	case records == 0xFFFF || dirSize == 0xFFFFFFFF || dirAt == 0xFFFFFFFF: // zip64: the figures are elsewhere
		return fmt.Errorf("the zip64 central directory is damaged (%v)", err)
	case dirAt+dirSize > end:
		return fmt.Errorf("%s runs past that end record: the archive is cut short or damaged", where)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s does not hold the %d records the end record lists: a record is damaged or missing", where, records)
	}
	return fmt.Errorf("%s holds a damaged record (%v)", where, err)
}

// entryOpenError says why an entry the directory lists cannot be opened.
func entryOpenError(f *zip.File, err error) error {
	if errors.Is(err, zip.ErrAlgorithm) {
		return fmt.Errorf("compression method %d is not supported (only stored and deflated entries)", f.Method)
	}
	return fmt.Errorf("the entry's local header, where the zip central directory points, is missing or damaged (%v)", err)
}
