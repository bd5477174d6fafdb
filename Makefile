# LoaderStudio: `make run` opens the studio, `make test` runs the tests, `make bench` measures.
# Every target first makes sure the Debian packages it needs are installed (`make deps`).

FUZZ_TARGETS ?= spec progress cli
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# System packages: SDL2 (window, fonts, PNG), giflib (GIF export), fonts, and Xvfb for headless runs.
DEBIAN_PACKAGES = libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libcairo2-dev \
                  fonts-inter fonts-jetbrains-mono fonts-dejavu-core xvfb xauth

.PHONY: all deps build release run test bench fuzz sanitize clean

all: build

deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product loader-studio
	$(SWIFT) build -c release --product loader-bench

run: deps
	$(SWIFT) build -c release --product loader-studio
	.build/release/loader-studio $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

bench: release
	.build/release/loader-bench $(BENCH)

# Coverage-guided fuzzing of the spec, progress and command line targets: SECONDS per target.
SECONDS ?= 60
fuzz: deps
	scripts/fuzz.sh $(SECONDS) "$(FUZZ_TARGETS)"

clean:
	rm -rf .build
