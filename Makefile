# Install lifequiz: the binary, its resources, the man page and completions.
#   make && sudo make install-files   # into /usr/local: build as yourself, copy as root
#   make install PREFIX=~/.local      # into your home, no root
#   make uninstall PREFIX=...
#   make static                       # dist/lifequiz: one portable binary and its resources
PREFIX ?= /usr/local
# On Linux the Swift standard library is linked in: the binary then loads no Swift
# libraries at start, the largest part of a short command's time (README, Performance).
# Apple platforms ship the standard library with the system and do not allow it.
STATIC_STDLIB = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
# On Linux the binary is also linked at a fixed address (not position-independent):
# the loader then writes none of its 24,000 pointers at start, which saved about 70
# page faults and 5-12% of each short command (README, Performance). The price is that
# lifequiz's own code is not placed at a random address; `make PIE=1` keeps that.
FIXED_ADDRESS = $(if $(filter Linux,$(shell uname -s)),$(if $(PIE),,-Xswiftc -Xclang-linker -Xswiftc -no-pie),)
# On Linux the C++ library the Swift runtime uses is linked in as well, when the
# compiler has its static archive: loading and relocating libstdc++.so took about 1.7
# million instructions at every start, a tenth of `explain` (CONTRIBUTING, Performance). The
# runtime's link list asks for it as -lstdc++, which finds a shared library first in
# the compiler's folders, so a folder holding the archive alone is searched before them.
STATIC_CXX_ARCHIVE := $(if $(filter Linux,$(shell uname -s)),$(shell clang -print-file-name=libstdc++.a 2>/dev/null),)
STATIC_CXX_DIR = $(CURDIR)/.build/static-libstdc++
STATIC_CXX = $(if $(filter /%.a,$(STATIC_CXX_ARCHIVE)),$(if $(word 2,$(STATIC_CXX_DIR)),,-Xswiftc -Xclang-linker -Xswiftc -L$(STATIC_CXX_DIR)),)
RELEASE_FLAGS = -c release --product lifequiz $(STATIC_STDLIB) $(FIXED_ADDRESS) $(STATIC_CXX)
# Where `swift build -c release` puts the binary; no Swift runs to find it, so
# `sudo make install-files` writes nothing into the checkout.
BUILD ?= $(CURDIR)/.build/release
# Resources are copied from the package itself: `swift build --product lifequiz`
# builds no resource bundle (nothing linked into lifequiz declares resources).
SOURCE = $(CURDIR)
SHARE = $(DESTDIR)$(PREFIX)/share
# Resources live in a folder of their own: $(SHARE)/lifequiz is also the default
# data folder (~/.local/share/lifequiz), so uninstall must never remove it whole.
RESOURCES = $(SHARE)/lifequiz/resources

.PHONY: build install install-files uninstall static not-root-elsewhere static-cxx

build: not-root-elsewhere static-cxx
	swift build $(RELEASE_FLAGS)

install: build install-files

# Building as root in a checkout someone else owns leaves root-owned files in
# .build, and that person's next `swift build` fails: refuse, and say what to run.
not-root-elsewhere:
	@if [ "$$(id -u)" = 0 ] && [ "$$(stat -c %u . 2>/dev/null || stat -f %u .)" != 0 ]; then \
	  echo "make: not building as root in $(CURDIR), which belongs to someone else: it would leave root-owned files in .build." >&2; \
	  echo "Run 'make' as yourself, then 'sudo make install-files' (or make install PREFIX=~/.local, no root)." >&2; \
	  exit 1; \
	fi

static-cxx:
	$(if $(STATIC_CXX),mkdir -p "$(STATIC_CXX_DIR)" && ln -sf "$(STATIC_CXX_ARCHIVE)" "$(STATIC_CXX_DIR)/libstdc++.a",@:)

# The files alone, from an existing build: make install-files BUILD=.build/debug
install-files:
	@[ -x "$(BUILD)/lifequiz" ] || { echo "make: no $(BUILD)/lifequiz yet; run 'make' first (as yourself, not root)." >&2; exit 1; }
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(RESOURCES)" "$(SHARE)/man/man1" \
	  "$(SHARE)/bash-completion/completions" "$(SHARE)/zsh/site-functions" "$(SHARE)/fish/vendor_completions.d"
	install -m 755 "$(BUILD)/lifequiz" "$(DESTDIR)$(PREFIX)/bin/lifequiz"
	rm -rf "$(RESOURCES)/Content" "$(RESOURCES)/Localization" "$(SHARE)/lifequiz/Content" "$(SHARE)/lifequiz/Localization"
	cp -R "$(SOURCE)/Content" "$(SOURCE)/Localization" "$(RESOURCES)/"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" help --man > "$(SHARE)/man/man1/lifequiz.1"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion bash > "$(SHARE)/bash-completion/completions/lifequiz"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion zsh > "$(SHARE)/zsh/site-functions/_lifequiz"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion fish > "$(SHARE)/fish/vendor_completions.d/lifequiz.fish"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/lifequiz, its resources in $(RESOURCES), and the man page (man lifequiz)."
	@echo "Completions: bash in $(SHARE)/bash-completion/completions (loaded by the bash-completion package),"
	@echo "  zsh in $(SHARE)/zsh/site-functions (that folder must be on fpath before compinit),"
	@echo "  fish in $(SHARE)/fish/vendor_completions.d (loaded by fish)."

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/lifequiz" "$(SHARE)/man/man1/lifequiz.1" \
	  "$(SHARE)/bash-completion/completions/lifequiz" "$(SHARE)/zsh/site-functions/_lifequiz" \
	  "$(SHARE)/fish/vendor_completions.d/lifequiz.fish"
	rm -rf "$(RESOURCES)" "$(SHARE)/lifequiz/Content" "$(SHARE)/lifequiz/Localization"
	rmdir "$(SHARE)/lifequiz" 2>/dev/null || true

static: static-cxx
	swift build $(RELEASE_FLAGS)
	rm -rf dist/lifequiz
	$(MAKE) install-files PREFIX="$(CURDIR)/dist/lifequiz" BUILD="$$(swift build $(RELEASE_FLAGS) --show-bin-path)"
