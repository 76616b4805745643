# Sudoku Studio: `make run` sets up and opens the app, `make test` sets up
# and runs every test. Both install the Debian packages they need when
# missing (with sudo when not root).

BINARY      := sudoku-studio
DATA        := ../shared/data
FYNE_PKGS   := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev
TEST_PKGS   := xvfb xauth python3-numpy poppler-utils xclip xdotool
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FUZZTIME    ?= 10s
CAPTURE     := $(CURDIR)/.capture.png
# Debian's python3 with python3-numpy, whatever python3 comes first in PATH.
export NUMPY_PYTHON ?= /usr/bin/python3

.PHONY: all build run test test-go test-race test-binary test-window fuzz fuzz-brief bench deps test-deps clean

all: build

# Installs each missing Debian package; installs nothing when all are there.
define apt_install
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

deps:
	$(call apt_install,$(FYNE_PKGS))

test-deps: deps
	$(call apt_install,$(TEST_PKGS))

# The version (FyneApp.toml's) and the commit, which --version prints:
# stamped here, as GOFLAGS may hold -buildvcs=false.
VERSION     := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
COMMIT      := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { git diff --quiet HEAD -- 2>/dev/null || c=$$c-modified; echo $$c; })
PKG         := github.com/sudoku-studio/sudoku-studio
LDFLAGS     := -X $(PKG)/cli.Version=$(VERSION) -X $(PKG)/cli.Commit=$(COMMIT)

build: deps
	go build -ldflags "$(LDFLAGS)" -o $(BINARY) .

run: build
	./$(BINARY)

test: test-deps test-go test-race fuzz-brief test-binary test-window

# The solver runs twice: with its AVX2 passes (on a CPU that has them)
# and with the tag purego, as on every other CPU. The tests that signal
# the built program run the one make build stamped.
test-go: build
	go vet ./...
	SUDOKU_STUDIO_BINARY=$(CURDIR)/$(BINARY) CGO_ENABLED=0 go test -count=1 -timeout 25m ./core/... ./cli/... ./gui/... ./internal/...
	CGO_ENABLED=0 go test -count=1 -tags purego ./core/solver/

# The packages that run goroutines, under the race detector (which needs
# cgo and the gcc that deps installs): the window (not gui/board, whose
# locks only guard renders the test driver makes one at a time), the
# commands, the generator, play, and the solver's parallel cross-check.
# -short keeps out the long sweeps and memory bounds, which the run
# above covers; tests that would only measure the detector's own
# slowness skip themselves under -race.
RACE_PKGS := ./gui ./cli/... ./core/generate/... ./core/play/...
test-race: deps
	CGO_ENABLED=1 go test -race -short -count=1 -timeout 25m $(RACE_PKGS)
	CGO_ENABLED=1 go test -race -short -count=1 -run '^TestAgreesWithOracle$$' ./core/solver/

# The built binary from the command line, as a person runs it: the done
# criteria of the solve command, and no Fyne noise under a C.UTF-8 locale.
test-binary: build
	@set -e; for level in very_easy easy medium hard; do \
		LANG=C.UTF-8 ./$(BINARY) solve -check $(DATA)/coursework/$${level}_solution.npy \
			$(DATA)/coursework/$${level}_puzzle.npy 2>.cli.err; \
		cat .cli.err; grep -q '^15 puzzles: .*; 0 mismatches;' .cli.err; \
		if [ $$(wc -l <.cli.err) -ne 1 ]; then echo "solve printed more than its summary line"; exit 1; fi; \
	done; rm -f .cli.err
	./$(BINARY) solve -check $(DATA)/jigsaw/numpySudoku_solutions.npz $(DATA)/jigsaw/numpySudoku.npz
	@# Every reading command on a 300 MB set under ulimit -v 2000000: its
	@# own message and exit code, never the runtime's out-of-memory trace.
	tests/read_limit.sh ./$(BINARY)

# The app in a real X window under Xvfb: it must render the board.
test-window: build
	rm -f $(CAPTURE)
	timeout 180 xvfb-run -a -s "-screen 0 1280x1024x24" ./$(BINARY) -capture $(CAPTURE) \
		$(DATA)/jigsaw/janko_133.txt 2>.capture.log || { cat .capture.log; exit 1; }
	@cat .capture.log
	@# The app can draw its content in software when the window cannot be read
	@# back; that would hide a window that does not draw, so it fails here.
	@if grep -q "in software instead" .capture.log; then echo "the real window was not captured"; exit 1; fi
	@rm -f .capture.log
	CAPTURE_PNG=$(CAPTURE) CGO_ENABLED=0 go test -count=1 -run TestCapturedWindow ./gui/
	@# On a screen smaller than the capture size the window is made to fit
	@# it and captured for real (X reads back no window that is off the screen).
	rm -f $(CAPTURE)
	timeout 180 xvfb-run -a -s "-screen 0 1024x700x24" ./$(BINARY) -capture $(CAPTURE) \
		$(DATA)/jigsaw/janko_133.txt 2>.capture.log || { cat .capture.log; exit 1; }
	@cat .capture.log
	@if grep -q "in software instead" .capture.log; then echo "the real window was not captured"; exit 1; fi
	@rm -f .capture.log
	CAPTURE_PNG=$(CAPTURE) CAPTURE_SIZE=1024x700 CGO_ENABLED=0 go test -count=1 -run TestCapturedWindow ./gui/
	@# Paste and copy through the real X clipboard, in every text format.
	timeout 300 xvfb-run -a -s "-screen 0 1380x920x24" tests/clipboard.sh ./$(BINARY)

fuzz-brief:
	$(MAKE) --no-print-directory fuzz FUZZTIME=$(FUZZTIME)

# Runs every fuzz target for FUZZTIME each (make fuzz FUZZTIME=5m).
# Go 1.26's fuzz coordinator can end a run that found nothing with
# "context deadline exceeded" when FUZZTIME runs out under load
# (go.dev/issue/75804, fixed in Go 1.27). A run fails here when it wrote
# a failing input under testdata/fuzz, or failed for any other reason.
fuzz:
	@for pkg in $$(go list ./core/...); do \
		dir=$$(go list -f '{{.Dir}}' $$pkg); \
		for target in $$(go test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzz $$pkg $$target ($(FUZZTIME))"; \
			before=$$(ls $$dir/testdata/fuzz/$$target 2>/dev/null | wc -l); \
			CGO_ENABLED=0 go test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 5s $$pkg >.fuzz.log 2>&1; \
			status=$$?; cat .fuzz.log; \
			after=$$(ls $$dir/testdata/fuzz/$$target 2>/dev/null | wc -l); \
			if [ $$status -ne 0 ]; then \
				if [ $$after -eq $$before ] && grep -q '^    context deadline exceeded$$' .fuzz.log && \
					[ $$(grep -c '^--- FAIL' .fuzz.log) -eq 1 ]; then \
					echo "fuzz $$target: the fuzz coordinator's deadline race (go.dev/issue/75804), no failing input: not a failure"; \
				else rm -f .fuzz.log; exit 1; fi; \
			fi; \
		done; \
	done; rm -f .fuzz.log

bench: build
	./$(BINARY) bench $(DATA)/bench/17_clue.txt $(DATA)/bench/top1465.txt \
		$(DATA)/bench/hardest_1106.txt $(DATA)/bench/hardest_1905_11plus_2000.txt \
		$(DATA)/jigsaw/janko_133.txt

clean:
	rm -f $(BINARY) $(CAPTURE) .cli.err .capture.log .fuzz.log
