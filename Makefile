# Thin wrapper over CMake presets. The README's two commands:
#   make run   - install missing packages, configure, build, start the app
#   make test  - the same set-up, then run every test headless through ctest
# and, for fuzzing (docs/testing.md):
#   make fuzz  - install clang and libFuzzer too, build the fuzz preset, run every fuzz target for
#                FUZZ_SECONDS (60) each on a copy of its seed corpus (FUZZ_TARGETS: only these)
PRESET ?= dev
BUILD  := build/$(PRESET)
JOBS   ?= $(shell nproc 2>/dev/null || echo 2)
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=

.PHONY: all setup configure build run test cli clean package fuzz

all: build

# The presets built with clang 14 (asan, clang) need the CI's packages too.
setup:
	@tools/setup.sh
	@case "$(PRESET)" in asan|clang) tools/setup.sh tools/debian-packages-ci.txt ;; esac

configure: setup
	@cmake --preset $(PRESET)

build: configure
	@cmake --build --preset $(PRESET) -j $(JOBS)

run: build
	@$(BUILD)/app/gui/qudoku

test: build
	@ctest --preset $(PRESET) -j $(JOBS)

# Debian packages (qudoku and libqudoku-dev) from the release build, into build/release.
package: setup
	@cmake --preset release
	@cmake --build --preset release -j $(JOBS)
	@cd build/release && cpack -G DEB

# The libFuzzer targets of tests/fuzz (clang 14, ASan + UBSan), into build/fuzz; tests/fuzz/run.sh says
# where a crashing input is and exits non-zero.
fuzz: setup
	@tools/setup.sh tools/debian-packages-ci.txt
	@cmake --preset fuzz
	@cmake --build --preset fuzz -j $(JOBS)
	@tests/fuzz/run.sh --seconds $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf build
