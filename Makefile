# Install lifequiz: the binary, its resources, the man page and completions.
#   make install                      # into /usr/local (needs root)
#   make install PREFIX=~/.local      # into your home, no root
#   make uninstall PREFIX=...
#   make static                       # dist/lifequiz: one portable binary and its resources
PREFIX ?= /usr/local
# On Linux the Swift standard library is linked in: the binary then loads no Swift
# libraries at start, the largest part of a short command's time (README, Performance).
# Apple platforms ship the standard library with the system and do not allow it.
STATIC_STDLIB = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
BUILD ?= $(shell swift build -c release $(STATIC_STDLIB) --show-bin-path)
# Resources are copied from the package itself: `swift build --product lifequiz`
# builds no resource bundle (nothing linked into lifequiz declares resources).
SOURCE = $(CURDIR)
SHARE = $(DESTDIR)$(PREFIX)/share
# Resources live in a folder of their own: $(SHARE)/lifequiz is also the default
# data folder (~/.local/share/lifequiz), so uninstall must never remove it whole.
RESOURCES = $(SHARE)/lifequiz/resources

.PHONY: build install install-files uninstall static

build:
	swift build -c release --product lifequiz $(STATIC_STDLIB)

install: build install-files

# The files alone, from an existing build: make install-files BUILD=.build/debug
install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(RESOURCES)" "$(SHARE)/man/man1" \
	  "$(SHARE)/bash-completion/completions" "$(SHARE)/zsh/site-functions" "$(SHARE)/fish/vendor_completions.d"
	install -m 755 "$(BUILD)/lifequiz" "$(DESTDIR)$(PREFIX)/bin/lifequiz"
	rm -rf "$(RESOURCES)/Content" "$(RESOURCES)/Localization" "$(SHARE)/lifequiz/Content" "$(SHARE)/lifequiz/Localization"
	cp -R "$(SOURCE)/Content" "$(SOURCE)/Localization" "$(RESOURCES)/"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" help --man > "$(SHARE)/man/man1/lifequiz.1"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion bash > "$(SHARE)/bash-completion/completions/lifequiz"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion zsh > "$(SHARE)/zsh/site-functions/_lifequiz"
	LANG=C LIFEQUIZ_RESOURCES="$(RESOURCES)" "$(DESTDIR)$(PREFIX)/bin/lifequiz" completion fish > "$(SHARE)/fish/vendor_completions.d/lifequiz.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/lifequiz" "$(SHARE)/man/man1/lifequiz.1" \
	  "$(SHARE)/bash-completion/completions/lifequiz" "$(SHARE)/zsh/site-functions/_lifequiz" \
	  "$(SHARE)/fish/vendor_completions.d/lifequiz.fish"
	rm -rf "$(RESOURCES)" "$(SHARE)/lifequiz/Content" "$(SHARE)/lifequiz/Localization"
	rmdir "$(SHARE)/lifequiz" 2>/dev/null || true

static:
	swift build -c release --product lifequiz --static-swift-stdlib
	rm -rf dist/lifequiz
	$(MAKE) install-files PREFIX="$(CURDIR)/dist/lifequiz" BUILD="$$(swift build -c release --static-swift-stdlib --show-bin-path)"
