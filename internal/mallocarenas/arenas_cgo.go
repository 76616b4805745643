//go:build cgo && linux

package mallocarenas

/*
#include <malloc.h>

static void limitArenas(void) { mallopt(M_ARENA_MAX, 1); }
*/
import "C"

func init() { C.limitArenas() }
