# dex — see README.md. `make demo` and `make test` install what they need themselves.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# Static Swift stdlib and Foundation: a lone copy of the binary runs anywhere, and starts faster.
RELEASE_FLAGS := -c release --static-swift-stdlib
DEBIAN_PACKAGES := libsqlite3-dev sqlite3 libcurl4-openssl-dev time
BIN := $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path 2>/dev/null)/dex
DEMO_HOME := $(CURDIR)/.build/demo-home

.PHONY: all build deps test demo install bench manifest clean

all: build

build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product dex

# Installs the Debian packages the build needs, only those missing.
deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

demo: build
	@rm -rf $(DEMO_HOME)
	@set -x; \
	$(BIN) --version; \
	$(BIN) add-game firered --starter bulbasaur --no-sprites --home $(DEMO_HOME); \
	$(BIN) mark 1 25 "mr. mime" nidoran-f 16-18 --home $(DEMO_HOME); \
	$(BIN) note 25 "Viridian Forest, level 4" --home $(DEMO_HOME); \
	$(BIN) list --caught --home $(DEMO_HOME); \
	$(BIN) list --missing --search saur --home $(DEMO_HOME); \
	$(BIN) progress --home $(DEMO_HOME)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/dex

bench: build
	bash Tests/bench/run.sh $(BIN)

clean:
	rm -rf .build
