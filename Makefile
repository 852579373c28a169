# Thin wrapper over CMake presets. The README's two commands:
#   make run   - install missing packages, configure, build, start the app
#   make test  - the same set-up, then run every test headless through ctest
PRESET ?= dev
BUILD  := build/$(PRESET)
JOBS   ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all setup configure build run test cli clean package

all: build

setup:
	@tools/setup.sh

configure: setup
	@cmake --preset $(PRESET)

build: configure
	@cmake --build --preset $(PRESET) -j $(JOBS)

run: build
	@$(BUILD)/app/qudoku

test: build
	@ctest --preset $(PRESET) -j $(JOBS)

# Debian packages (qudoku and libqudoku-dev) from the release build, into build/release.
package: setup
	@cmake --preset release
	@cmake --build --preset release -j $(JOBS)
	@cd build/release && cpack -G DEB

clean:
	rm -rf build
