# LoaderStudio: `make run` opens the studio, `make test` runs the tests, `make bench` measures,
# `make fuzz SECONDS=N` fuzzes, `make sanitize` runs the tests under ASan and TSan and `make surface`
# checks that public names have clients; `make install` and `make uninstall` put the studio on
# the desktop (PREFIX, default /usr/local; DESTDIR for a staging root).
# Every target first makes sure the Debian packages it needs are installed (`make deps` for the
# tests and tools, `make run` only what the studio needs).

# The fuzz targets `make fuzz` and `make test` run; empty means every `FuzzTarget` case.
FUZZ_TARGETS ?=
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# The journeys' language: each journey class in the language a stable hash of its name picks,
# so one `make test` speaks all four (`JOURNEY_LANGUAGE=en make test` runs them in English).
JOURNEY_LANGUAGE ?= rotate
export JOURNEY_LANGUAGE
# System packages the studio needs to build and run: SDL2 (window, fonts), giflib (GIF export), Xlib
# (the X resources' Xft.dpi), libdbus (the desktop's file chooser portal), zlib (share links, PNG) and
# the fonts.
RUNTIME_PACKAGES = libsdl2-dev libsdl2-ttf-dev libgif-dev libx11-dev libdbus-1-dev zlib1g-dev \
                   fonts-inter fonts-jetbrains-mono fonts-dejavu-core fonts-noto-cjk fonts-symbola
# Test-only: cairo (the renderer's reference), Xvfb and xdotool (the journeys and `loader-bench
# power`), xrdb (Xft.dpi) and x11-apps' xlogo (covers the window), dbus-daemon (the portal tests'
# private session bus), chromium (draws the exported SVGs), python3-venv (the Lottie players), strace
# (the fault suite checks that a save syncs the file and its folder), zsh and fish (the completion
# scripts are read by their shells), desktop-file-utils and appstream (scripts/check-install.sh
# validates the installed desktop entry and metainfo), neovim, emacs-nox and elpa-eglot (two real
# editors' language clients drive `loader-studio lsp` in the journeys).
TEST_PACKAGES = zsh fish libcairo2-dev xvfb xauth time strace xdotool x11-xserver-utils x11-apps dbus-daemon chromium \
                python3 python3-venv desktop-file-utils appstream neovim emacs-nox elpa-eglot
DEBIAN_PACKAGES = $(RUNTIME_PACKAGES) $(TEST_PACKAGES)
# Test-only Python environment with the real Lottie players the exports are checked in.
PLAYERS_VENV = .venv-players
PLAYER_PACKAGES = rlottie-python==1.3.8 thorvg-python==1.1.3 pillow==13.0.0

.PHONY: all deps runtime-deps build release run test lint surface bench fuzz sanitize clean \
        release-studio packaging install install-docs uninstall refresh-desktop-caches app-id

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
	$(SWIFT) build -c release --product loader-studio-window
	$(SWIFT) build -c release --product loader-bench

run: runtime-deps
	$(SWIFT) build -c release --product loader-studio
	$(SWIFT) build -c release --product loader-studio-window
	.build/release/loader-studio $(ARGS)

# The layout rule (no product target depends on a support target), the import rules
# (ARCHITECTURE.md's "Allowed imports", and a test that the check fails when it should), the
# suite (scripts/run-tests.sh, which repeats what failed at the end of its output), `make
# install` and `make uninstall` into a scratch root (scripts/check-install.sh), then the fuzz
# harness: built with libFuzzer, every saved input replayed, FUZZ_TEST_SECONDS per target.
FUZZ_TEST_SECONDS ?= 10
test: deps lint
	python3 scripts/check-layout.py
	python3 scripts/check-imports.py
	python3 scripts/check-imports-test.py
	$(MAKE) surface
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/run-tests.sh
	scripts/check-install.sh .build/debug/loader-studio
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

# ---- Installing on the desktop ----

# The app's id: the desktop entry's, the icon's and the metainfo's name.
APP_ID = io.github.loaderstudio.LoaderStudio
VERSION = 0.1.0
RELEASE_DATE = 2026-12-04
# Where the README's screenshots are published (a URL ending in /); empty leaves them out of
# the metainfo, since AppStream takes only web URLs.
SCREENSHOT_BASE_URL ?=
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
# The window program, which loader-studio starts for a window (not a command of its own).
WINDOW_PROGRAM_DIR = $(PREFIX)/libexec/loader-studio
DATADIR = $(PREFIX)/share
APPLICATIONS_DIR = $(DATADIR)/applications
METAINFO_DIR = $(DATADIR)/metainfo
ICON_DIR = $(DATADIR)/icons/hicolor
ICON_SIZES = 16 24 32 48 64 128 256 512
MAN1_DIR = $(DATADIR)/man/man1
BASH_COMPLETION_DIR = $(DATADIR)/bash-completion/completions
ZSH_COMPLETION_DIR = $(DATADIR)/zsh/vendor-completions
FISH_COMPLETION_DIR = $(DATADIR)/fish/vendor_completions.d
# The binaries installed: the release build, which `make install` makes, unless BIN names
# another one (scripts/check-install.sh installs the debug build).
RELEASE_BIN = .build/release/loader-studio
BIN ?= $(RELEASE_BIN)
# The window program built beside BIN.
WINDOW_BIN = $(dir $(BIN))loader-studio-window
INSTALL_BUILD = $(if $(filter $(RELEASE_BIN),$(BIN)),release-studio)
# The generated desktop entry, metainfo and icons (never in the repository).
PKG_DIR ?= .build/packaging

# Each file installed beside the binary, as DESTINATION=SOURCE (DESTINATION under $(DESTDIR)):
# with the binary, the one list `make install` copies and `make uninstall` removes.
DATA_FILES = $(APPLICATIONS_DIR)/$(APP_ID).desktop=$(PKG_DIR)/$(APP_ID).desktop \
             $(METAINFO_DIR)/$(APP_ID).metainfo.xml=$(PKG_DIR)/$(APP_ID).metainfo.xml \
             $(ICON_DIR)/scalable/apps/$(APP_ID).svg=$(PKG_DIR)/icons/icon.svg \
             $(foreach n,$(ICON_SIZES),$(ICON_DIR)/$(n)x$(n)/apps/$(APP_ID).png=$(PKG_DIR)/icons/icon-$(n).png)
# The man page and the completions `make install-docs` adds, the same way.
DOC_FILES = $(MAN1_DIR)/loader-studio.1=$(PKG_DIR)/docs/loader-studio.1 \
            $(BASH_COMPLETION_DIR)/loader-studio=$(PKG_DIR)/docs/loader-studio.bash \
            $(ZSH_COMPLETION_DIR)/_loader-studio=$(PKG_DIR)/docs/_loader-studio \
            $(FISH_COMPLETION_DIR)/loader-studio.fish=$(PKG_DIR)/docs/loader-studio.fish
INSTALLED_FILES = $(BINDIR)/loader-studio $(WINDOW_PROGRAM_DIR)/loader-studio-window $(foreach f,$(DATA_FILES) $(DOC_FILES),$(firstword $(subst =, ,$(f))))
# A shell loop that copies the DESTINATION=SOURCE pairs $(1) under $(DESTDIR), mode 644.
install_files = for pair in $(1); do \
	    echo "install -D -m 644 $${pair\#*=} $(DESTDIR)$${pair%%=*}"; \
	    install -D -m 644 "$${pair\#*=}" "$(DESTDIR)$${pair%%=*}" || exit 1; \
	done

# The release binary `make install` installs.
release-studio: runtime-deps
	$(SWIFT) build -c release --product loader-studio
	$(SWIFT) build -c release --product loader-studio-window

# The metainfo's screenshots block: filled in from SCREENSHOT_BASE_URL, or left out.
SCREENSHOTS_KEEP = -e 's|@SCREENSHOT_BASE_URL@|$(SCREENSHOT_BASE_URL)|g' -e '/@SCREENSHOTS_\(BEGIN\|END\)@/d'
SCREENSHOTS_DROP = -e '/@SCREENSHOTS_BEGIN@/,/@SCREENSHOTS_END@/d'
SCREENSHOTS_SED = $(if $(SCREENSHOT_BASE_URL),$(SCREENSHOTS_KEEP),$(SCREENSHOTS_DROP))

# The desktop entry and metainfo from packaging/, and the icons drawn by BIN (scripts/make-icons.sh).
packaging: $(INSTALL_BUILD)
	scripts/make-icons.sh $(BIN) $(PKG_DIR)/icons $(ICON_SIZES)
	sed -e 's|@APP_ID@|$(APP_ID)|g' packaging/loader-studio.desktop.in >$(PKG_DIR)/$(APP_ID).desktop
	sed -e 's|@APP_ID@|$(APP_ID)|g' -e 's|@VERSION@|$(VERSION)|g' -e 's|@RELEASE_DATE@|$(RELEASE_DATE)|g' \
	    $(SCREENSHOTS_SED) packaging/loader-studio.metainfo.xml.in >$(PKG_DIR)/$(APP_ID).metainfo.xml

# The command line, the window program, the desktop entry, the metainfo and the icons under $(DESTDIR)$(PREFIX).
install: packaging install-docs
	install -D -m 755 $(BIN) "$(DESTDIR)$(BINDIR)/loader-studio"
	install -D -m 755 $(WINDOW_BIN) "$(DESTDIR)$(WINDOW_PROGRAM_DIR)/loader-studio-window"
	@$(call install_files,$(DATA_FILES))
	@$(MAKE) --no-print-directory refresh-desktop-caches

# The man page and the shell completions, printed by BIN (`help --man`, `completions SHELL`).
install-docs: $(INSTALL_BUILD)
	mkdir -p $(PKG_DIR)/docs
	$(BIN) help --man >$(PKG_DIR)/docs/loader-studio.1
	@grep -q '^\.TH ' $(PKG_DIR)/docs/loader-studio.1 || { echo "error: $(BIN) help --man printed no man page (no .TH line)" >&2; exit 1; }
	$(BIN) completions bash >$(PKG_DIR)/docs/loader-studio.bash
	$(BIN) completions zsh >$(PKG_DIR)/docs/_loader-studio
	$(BIN) completions fish >$(PKG_DIR)/docs/loader-studio.fish
	@$(call install_files,$(DOC_FILES))

# Removes every file of INSTALLED_FILES, the docs' too (folders stay).
uninstall:
	rm -f $(foreach f,$(INSTALLED_FILES),"$(DESTDIR)$(f)")
	@$(MAKE) --no-print-directory refresh-desktop-caches

# After an install or uninstall on this system (no DESTDIR), the desktop's menu and icon caches
# are brought up to date when their tools exist; a staging root is left to its package's hooks.
refresh-desktop-caches:
	@if [ -z "$(DESTDIR)" ]; then \
	    if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$(APPLICATIONS_DIR)" ]; then \
	        update-desktop-database -q "$(APPLICATIONS_DIR)" || true; fi; \
	    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$(ICON_DIR)/index.theme" ]; then \
	        gtk-update-icon-cache -q "$(ICON_DIR)" || true; fi; \
	fi

# Prints APP_ID (for scripts/check-install.sh).
app-id:
	@echo $(APP_ID)
