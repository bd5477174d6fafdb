# LoaderStudio: `make run` opens the studio, `make test` runs the tests, `make bench` measures,
# `make fuzz SECONDS=N` fuzzes, `make sanitize` runs the tests under ASan and TSan and `make surface`
# checks that public names have clients.
# Every target first makes sure the Debian packages it needs are installed (`make deps` for the
# tests and tools, `make run` only what the studio needs).

# The fuzz targets `make fuzz` and `make test` run; empty means every `FuzzTarget` case.
FUZZ_TARGETS ?=
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# System packages the studio needs to build and run: SDL2 (window, fonts), giflib (GIF export), Xlib
# (the X resources' Xft.dpi), libdbus (the desktop's file chooser portal), zlib (share links, PNG) and
# the fonts.
RUNTIME_PACKAGES = libsdl2-dev libsdl2-ttf-dev libgif-dev libx11-dev libdbus-1-dev zlib1g-dev \
                   fonts-inter fonts-jetbrains-mono fonts-dejavu-core
# Test-only: cairo (the renderer's reference), Xvfb and xdotool (the journeys and `loader-bench
# power`), xrdb (Xft.dpi) and x11-apps' xlogo (covers the window), dbus-daemon (the portal tests'
# private session bus), chromium (draws the exported SVGs), python3-venv (the Lottie players), strace
# (the fault suite checks that a save syncs the file and its folder).
TEST_PACKAGES = libcairo2-dev xvfb xauth time strace xdotool x11-xserver-utils x11-apps dbus-daemon chromium python3 python3-venv
DEBIAN_PACKAGES = $(RUNTIME_PACKAGES) $(TEST_PACKAGES)
# Test-only Python environment with the real Lottie players the exports are checked in.
PLAYERS_VENV = .venv-players
PLAYER_PACKAGES = rlottie-python==1.3.8 thorvg-python==1.1.3 pillow==13.0.0

.PHONY: all deps runtime-deps build release run test lint surface bench fuzz sanitize clean

all: build

deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)
	@scripts/install-players.sh $(PLAYERS_VENV) $(PLAYER_PACKAGES)

# What `make run` needs: the runtime packages only (no test tools).
runtime-deps:
	@scripts/install-deps.sh $(RUNTIME_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product loader-studio
	$(SWIFT) build -c release --product loader-bench

run: runtime-deps
	$(SWIFT) build -c release --product loader-studio
	.build/release/loader-studio $(ARGS)

# The layout rule (no product target depends on a support target), the import rules (ARCHITECTURE.md's
# "Allowed imports", and a test that the check fails when it should), the suite, then the fuzz
# harness: built with libFuzzer, every saved input replayed, FUZZ_TEST_SECONDS per target.
FUZZ_TEST_SECONDS ?= 10
test: deps lint
	python3 scripts/check-layout.py
	python3 scripts/check-imports.py
	python3 scripts/check-imports-test.py
	$(MAKE) surface
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	SWIFT=$(SWIFT) FUZZ_CONFIGURATION=debug scripts/fuzz.sh $(FUZZ_TEST_SECONDS) "$(FUZZ_TARGETS)"

# The public surface is what clients use: fails when a module has more public, open or package
# names that no other module or test uses than its bound in scripts/public-surface.py (a name
# check by grep; `scripts/public-surface.py --list MODULE` lists them).
surface:
	scripts/public-surface.py

# One Swift style (.swift-format), checked: `swift format format -i -r Sources Support Tests Package.swift` applies it.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Support Tests Package.swift

bench: release
	.build/release/loader-bench $(BENCH)

# The test suite under AddressSanitizer, then the threaded parts (hot reload, inotify, the main
# loop, the hardening tests) under ThreadSanitizer; each in its own build folder.
# LeakSanitizer is off: it cannot see pointers that Swift stores in enum payloads with tag bits
# (a JSON tree held by a live global is reported as leaked), so leaks are measured by the soak.
TSAN_TESTS ?= StudioTests|SDLHostTests|HardeningTests|UITests
sanitize: deps
	$(SWIFT) build --build-tests --scratch-path .build/asan --sanitize=address
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --scratch-path .build/asan --sanitize=address --disable-swift-testing
	$(SWIFT) build --build-tests --scratch-path .build/tsan --sanitize=thread
	$(SWIFT) test --skip-build --scratch-path .build/tsan --sanitize=thread --disable-swift-testing --filter '$(TSAN_TESTS)'

# Coverage-guided fuzzing of the spec, progress, command line, source-edit and share-link targets:
# SECONDS per target.
SECONDS ?= 60
fuzz: deps
	SWIFT=$(SWIFT) scripts/fuzz.sh $(SECONDS) "$(FUZZ_TARGETS)"

clean:
	rm -rf .build
