package npy

import (
	"fmt"
	"strconv"
)

// The npy header is a Python dict literal. This is a small parser for the
// subset numpy writes (strings, integers, booleans, None, tuples, lists
// and dicts), written for hostile input: it never recurses deeper than
// maxDepth and every error names the header byte where parsing stopped.

const maxDepth = 16

type litKind uint8

const (
	litStr litKind = iota
	litInt
	litBool
	litNone
	litTuple
	litList
	litDict
)

// String names the kind with its article, for messages: "an integer".
func (k litKind) String() string {
	return [...]string{"a string", "an integer", "a boolean", "None", "a tuple", "a list", "a dict"}[k]
}

// literal is one parsed Python value. Dicts keep their keys in keys and
// their values in items, in the same order.
type literal struct {
	kind  litKind
	str   string
	num   int64
	flag  bool
	keys  []string
	items []literal
	pos   int // header byte where the value starts
}

func (l *literal) get(key string) (*literal, bool) {
	for i, k := range l.keys {
		if k == key {
			return &l.items[i], true
		}
	}
	return nil, false
}

type litParser struct {
	src  []byte
	pos  int
	base int // file offset of src[0], so that errors name file bytes
}

// parseLiteral parses src as one Python literal followed only by
// whitespace; base is src's offset in the file, for error messages.
func parseLiteral(src []byte, base int) (literal, error) {
	p := litParser{src: src, base: base}
	v, err := p.value(0)
	if err != nil {
		return v, err
	}
	p.space()
	if p.pos < len(p.src) {
		return v, p.errorf("unexpected %s after the header dict", p.describe())
	}
	return v, nil
}

func (p *litParser) errorf(format string, args ...any) error {
	return fmt.Errorf("malformed header at byte %d: %s", p.base+p.pos, fmt.Sprintf(format, args...))
}

// describe names the byte at the parse position for an error message.
func (p *litParser) describe() string {
	if p.pos >= len(p.src) {
		return "end of header"
	}
	return fmt.Sprintf("%q", p.src[p.pos])
}

func (p *litParser) space() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *litParser) value(depth int) (literal, error) {
	if depth > maxDepth {
		return literal{}, p.errorf("nested more than %d levels deep", maxDepth)
	}
	p.space()
	if p.pos >= len(p.src) {
		return literal{}, p.errorf("header ends where a value should be")
	}
	start := p.pos
	switch c := p.src[p.pos]; {
	case c == '\'' || c == '"':
		s, err := p.str()
		return literal{kind: litStr, str: s, pos: start}, err
	case c == '-' || c == '+' || (c >= '0' && c <= '9'):
		n, err := p.integer()
		return literal{kind: litInt, num: n, pos: start}, err
	case c == '(':
		return p.sequence(litTuple, ')', depth)
	case c == '[':
		return p.sequence(litList, ']', depth)
	case c == '{':
		return p.dict(depth)
	default:
		for _, w := range [...]struct {
			word string
			lit  literal
		}{
			{"True", literal{kind: litBool, flag: true}},
			{"False", literal{kind: litBool}},
			{"None", literal{kind: litNone}},
		} {
			if p.hasWord(w.word) {
				p.pos += len(w.word)
				w.lit.pos = start
				return w.lit, nil
			}
		}
		return literal{}, p.errorf("unexpected %s", p.describe())
	}
}

func (p *litParser) hasWord(w string) bool {
	end := p.pos + len(w)
	if end > len(p.src) || string(p.src[p.pos:end]) != w {
		return false
	}
	return end == len(p.src) || !isIdentByte(p.src[end])
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func (p *litParser) str() (string, error) {
	quote := p.src[p.pos]
	p.pos++
	var out []byte
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == quote:
			p.pos++
			return string(out), nil
		case c == '\\':
			if p.pos+1 >= len(p.src) {
				p.pos++
				return "", p.errorf("string not closed")
			}
			out = append(out, p.src[p.pos+1])
			p.pos += 2
		case c == '\n':
			return "", p.errorf("string not closed before the end of the line")
		default:
			out = append(out, c)
			p.pos++
		}
	}
	return "", p.errorf("string not closed")
}

func (p *litParser) integer() (int64, error) {
	start := p.pos
	if c := p.src[p.pos]; c == '-' || c == '+' {
		p.pos++
	}
	digits := p.pos
	for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
		p.pos++
	}
	if p.pos == digits {
		return 0, p.errorf("sign without digits")
	}
	text := string(p.src[start:p.pos])
	// Python 2 numpy wrote shapes such as (10L, 9L).
	if p.pos < len(p.src) && (p.src[p.pos] == 'L' || p.src[p.pos] == 'l') {
		p.pos++
	}
	if p.pos < len(p.src) && (isIdentByte(p.src[p.pos]) || p.src[p.pos] == '.') {
		return 0, p.errorf("%q is not an integer", text+string(p.src[p.pos]))
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		p.pos = start
		return 0, p.errorf("integer %s is too large", text)
	}
	return n, nil
}

func (p *litParser) sequence(kind litKind, closer byte, depth int) (literal, error) {
	seq := literal{kind: kind, pos: p.pos}
	p.pos++ // the opener
	for {
		p.space()
		if p.pos < len(p.src) && p.src[p.pos] == closer {
			p.pos++
			return seq, nil
		}
		item, err := p.value(depth + 1)
		if err != nil {
			return seq, err
		}
		seq.items = append(seq.items, item)
		if err := p.separator(closer); err != nil {
			return seq, err
		}
	}
}

// separator consumes the comma after an item, or stops before closer.
func (p *litParser) separator(closer byte) error {
	p.space()
	if p.pos >= len(p.src) {
		return p.errorf("header ends before %q", closer)
	}
	switch p.src[p.pos] {
	case ',':
		p.pos++
		return nil
	case closer:
		return nil
	}
	return p.errorf("expected ',' or %q, found %s", closer, p.describe())
}

func (p *litParser) dict(depth int) (literal, error) {
	d := literal{kind: litDict, pos: p.pos}
	p.pos++ // '{'
	for {
		p.space()
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return d, nil
		}
		key, err := p.value(depth + 1)
		if err != nil {
			return d, err
		}
		if key.kind != litStr {
			p.pos = key.pos
			return d, p.errorf("dict key is %v, want a string", key.kind)
		}
		if _, dup := d.get(key.str); dup {
			p.pos = key.pos
			return d, p.errorf("key %q appears twice", key.str)
		}
		p.space()
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return d, p.errorf("expected ':' after key %q, found %s", key.str, p.describe())
		}
		p.pos++
		val, err := p.value(depth + 1)
		if err != nil {
			return d, err
		}
		d.keys = append(d.keys, key.str)
		d.items = append(d.items, val)
		if err := p.separator('}'); err != nil {
			return d, err
		}
	}
}
