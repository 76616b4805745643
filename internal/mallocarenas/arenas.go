// Package mallocarenas keeps the C library's allocator to one arena. The
// program links C (the window's graphics libraries through cgo), and
// glibc gives each thread that allocates its own arena, reserving 64 MB of
// address space for each: eight threads reserve half a gigabyte that the
// program never uses. Under an address-space limit (ulimit -v) those
// reservations left the Go heap too little room, so a command reading a
// large file died with the runtime's out-of-memory trace instead of
// finishing. The C side allocates little (the graphics libraries, once),
// so one arena costs nothing measurable.
//
// main imports this package; its init runs before main, so the limit is
// set before the commands or the window start threads of their own.
package mallocarenas
