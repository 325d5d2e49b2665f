# dex — see README.md. `make demo` and `make test` install what they need themselves.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# Static Swift stdlib and Foundation: a lone copy of the binary runs anywhere, and starts faster.
# Not position-independent, and exporting no symbols: the loader then has ~80,000 fewer relocations
# and ~7,000 fewer symbols to process, which halves the start-up of every `dex` command (docs/performance.md).
# libstdc++ is linked statically too (the Swift runtime's only C++ dependency): STATIC_LIBS holds a link to
# its archive, so the linker finds it before the shared library, saving the loader ~20% of a `dex mark`.
STATIC_LIBS := $(CURDIR)/.build/static-libs
RELEASE_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic -Xlinker -L$(STATIC_LIBS)
# Build: SQLite, libpng, zlib (the bundled manifest's container), libcurl (and pkg-config to find them);
# tests: sqlite3, and python3 for their loopback sprite server, and strace, which shows them each file flushed before it is renamed; `dex browse`: ncurses, and tmux, the pseudo-terminal its tests drive it in; the HTML page: chromium, headless, which the tests open it in; bench: hyperfine, GNU time and curl, the peers it measures against. `make dist`: man-db, whose man renders the page the packaging check reads, and binutils, whose objdump lists the libraries the binary loads.
DEBIAN_PACKAGES := pkg-config libstdc++-12-dev libsqlite3-dev sqlite3 libpng-dev zlib1g-dev libcurl4-openssl-dev libssl3 python3 \
	libncurses-dev tmux strace chromium man-db binutils
BENCH_PACKAGES := hyperfine time curl
BIN := $(CURDIR)/.build/release/dex
DEMO_HOME := $(CURDIR)/.build/demo-home
# The man page: ArgumentParser's generate-manual tool reads the release binary's own command tree
# (`dex --experimental-dump-help`), and Resources/dex.1.sections adds what the tree does not hold (browse's keys,
# ENVIRONMENT, FILES, EXAMPLES), so `make`, `make install` and `make dist` share one release build.
MAN_DIR := .build/man
MAN_PAGE := $(MAN_DIR)/dex.1
MANUAL_TOOL := .build/debug/generate-manual
# `make dist`: a Debian package and a .tar.gz of the same files, for machines without Swift.
DIST_DIR := .build/dist

.PHONY: all build deps bench-deps install-packages test test-quick soak fuzz demo install install-files man dist dist-check bench manifest import-pkhex schema clean

all: build

build: deps $(STATIC_LIBS)
	$(SWIFT) build $(RELEASE_FLAGS) --product dex

$(STATIC_LIBS):
	mkdir -p $@ && ln -sf "$$(gcc -print-file-name=libstdc++.a)" $@/libstdc++.a

# Installs the Debian packages the build needs, only those missing.
deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(DEBIAN_PACKAGES)"

bench-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(DEBIAN_PACKAGES) $(BENCH_PACKAGES)"

install-packages:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

# Most tests run `dex …` in process and run in parallel. These suites need the machine to themselves: they launch the
# built binary where the process itself is what they check (a kill, a signal, strace, a full stdout, a terminal, a
# browser, two processes at once) or bound a job's wall time, which other tests' load would stretch. They run one at a
# time, after the rest.
ALONE_SUITES := AtomicWriterTests BrowseCardAndResizeTests BrowseTests BundledManifestTests ControlCharacterTests \
	ConcurrentUpgradeTests DatabaseDurabilityTests ExportAndManifestFileTests ForcedFetchTests GameRemovalAndSuggestionTests LoneBinaryTests \
	MarkOutputTests MissingDataFolderTests NoSpritesGameTests OfflineSpriteStatusTests OutputWriteFailureTests \
	ProcessSafetyTests SharedPageCommandTests SmallWordsTests SpriteCommandTests SpriteFetchTests SpriteJobBoundsTests \
	SpriteJobCommandTests SyncCommandTests TerminalColourAndWidthTests
space := $(subst ,, )
# A pattern `swift test` matches against Module.Suite/test(): any of the suites above.
ALONE := '\.($(subst $(space),|,$(strip $(ALONE_SUITES))))/'

# A target that imports a module it does not list in Package.swift fails the build: the layers hold.
BUILD_TESTS := $(SWIFT) build --build-tests --explicit-target-dependency-import-check error

test: deps lint
	$(BUILD_TESTS)
	$(SWIFT) test --skip-build --disable-xctest --skip $(ALONE)
	$(SWIFT) test --skip-build --disable-xctest --no-parallel --filter $(ALONE)
	$(MAKE) --no-print-directory dist-check

# The unit tests of every layer, in parallel: all but the end-to-end ones (the EndToEndTests target) and those that
# need the machine to themselves. `swift test` filters by name only, so names are what is skipped.
test-quick: deps
	$(BUILD_TESTS)
	$(SWIFT) test --skip-build --disable-xctest --skip '^EndToEndTests\.' --skip $(ALONE)

# The sync model test (SyncConvergenceTests, docs/architecture.md#sync) over many more seeded runs than make test's:
# three machines making random changes and syncing in random order, some syncs killed. A run that ends with machines
# apart prints its seed; SYNC_SEED=N replays it alone.
SOAK_SEEDS ?= 2000
soak: deps
	$(BUILD_TESTS)
	SOAK_SEEDS=$(SOAK_SEEDS) $(SWIFT) test --skip-build --disable-xctest --filter 'SyncConvergenceTests/randomRuns'

# libFuzzer on every reader of bytes a player brings (docs/fuzzing.md): the save reader (and Brilliant Diamond/Shining Pearl's
# blocks behind their hash), JSON and CSV backups, sync files. Each
# harness is built with -sanitize=fuzzer,address in its own scratch folder (a second build of the layers it uses) and
# runs FUZZ_SECONDS from the committed seeds (Tests/Fuzz/Seeds/) plus what earlier runs found (.build-fuzz/corpus/).
# Any crash, sanitizer report or input slower than 1 s stops the run and fails; the input is kept in
# .build-fuzz/artifacts/ (replay it: .build-fuzz/release/FuzzSaveFile FILE). make test replays the committed seeds as
# ordinary tests; CI (.ci/run) also runs each harness briefly.
FUZZ_SECONDS ?= 60
# harness:seed folder
FUZZERS := FuzzSaveFile:save FuzzSwishSave:swish FuzzBDSPSave:bdsp FuzzBackupJSON:backup-json FuzzBackupCSV:backup-csv FuzzSyncFile:sync
FUZZ_BUILD := DEX_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
fuzz: deps
	@set -e; for pair in $(FUZZERS); do $(FUZZ_BUILD) --product $${pair%%:*}; done
	@set -e; mkdir -p .build-fuzz/artifacts; for pair in $(FUZZERS); do \
	  harness=$${pair%%:*}; seeds=$${pair#*:}; mkdir -p .build-fuzz/corpus/$$seeds; \
	  echo "== $$harness: $(FUZZ_SECONDS) s from Tests/Fuzz/Seeds/$$seeds"; \
	  .build-fuzz/release/$$harness .build-fuzz/corpus/$$seeds Tests/Fuzz/Seeds/$$seeds -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=1 -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/$$harness- 2>&1 \
	    | { grep -v -e '^#[0-9]' -e '^INFO: ' -e '^MERGE-' -e '^"' -e '^###### ' -e 'NEW_FUNC'; true; }; \
	  status=$${PIPESTATUS[0]}; [ $$status -eq 0 ] || { echo "$$harness failed (status $$status)"; exit 1; }; \
	done

# The layout .swift-format describes, checked (lint, part of make test) or applied (format). swift format ships
# with the Swift toolchain.
SWIFT_SOURCES := Package.swift src Tests
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	$(SWIFT) format --in-place --recursive --parallel $(SWIFT_SOURCES)

demo: build
	@rm -rf $(DEMO_HOME)
	@set -ex; \
	$(BIN) --version; \
	$(BIN) add-game firered --starter bulbasaur --no-sprites --home $(DEMO_HOME); \
	$(BIN) mark 1 25 "mr. mime" nidoran-f 16-18 --home $(DEMO_HOME); \
	$(BIN) note 25 "Viridian Forest, level 4" --home $(DEMO_HOME); \
	$(BIN) list --caught --home $(DEMO_HOME); \
	$(BIN) list --missing --search nido --home $(DEMO_HOME); \
	$(BIN) progress --home $(DEMO_HOME)
	@echo; echo "dex is built: $(BIN). Install it with 'sudo make install' (under /usr/local; PREFIX=~/.local for" \
	  "your own), or build a package with 'make dist' and install that: sudo apt install ./$(DIST_DIR)/dex_*.deb"

# The binary is installed stripped (install -s): its symbols are most of its size, and `make build`'s copy keeps them
# for profiling and symbolicated crash reports.
install: man install-files

install-files:
	install -d $(DESTDIR)$(PREFIX)/bin
	install -s -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/dex
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/dex.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/dex
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_dex
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/dex.fish

# The generator drops non-ASCII characters, and the only ones in the help are Pokémon's and Pokédex's é: put back as
# roff's \['e].
man: build
	$(SWIFT) build --product generate-manual
	mkdir -p $(MAN_DIR)
	$(MANUAL_TOOL) $(BIN) --authors "dex maintainers" --output-directory $(MAN_DIR)
	sed -i -e "s/Pokmon/Pok\\\\['e]mon/g; s/Pokdex/Pok\\\\['e]dex/g" \
	  -e '/^\.Sh "EXIT STATUS"/e cat Resources/dex.1.sections' $(MAN_PAGE)

# dex_VERSION_ARCH.deb: installed under /usr, depending on the Debian packages of the libraries the binary loads at
# start (found by their sonames), recommending those it loads only when needed (libcurl to download sprites, ncurses
# for browse); and dex-VERSION-linux-ARCH.tar.gz, the same files under one folder, for PREFIX=~/.local and the like.
dist: man
	@set -e; version=$$($(BIN) --version); arch=$$(dpkg --print-architecture); \
	stage=$(DIST_DIR)/dex-$$version; rm -rf $(DIST_DIR); \
	$(MAKE) --no-print-directory install-files DESTDIR=$$stage PREFIX=/usr > /dev/null; \
	depends=$$(objdump -p $(BIN) | awk '/NEEDED/ {print $$2}' | while read -r soname; do \
	  path=$$(ldconfig -p | awk -v s="$$soname" '$$1 == s && /x86-64|AArch64|x32/ {print $$NF; exit}'); \
	  [ -n "$$path" ] || path=$$(ldconfig -p | awk -v s="$$soname" '$$1 == s {print $$NF; exit}'); \
	  dpkg -S "$$(readlink -f "$$path")" 2>/dev/null || dpkg -S "$$path"; \
	done | cut -d: -f1 | sort -u | paste -sd, | sed 's/,/, /g'); \
	mkdir -p $$stage/DEBIAN; \
	printf '%s\n' "Package: dex" "Version: $$version" "Architecture: $$arch" "Maintainer: dex maintainers" \
	  "Depends: $$depends" "Recommends: libcurl4, libncursesw6" "Section: games" "Priority: optional" \
	  "Description: command-line Pokémon catch tracker" \
	  " For each game you play, which Pokémon you have caught, which you can still get, and where." \
	  > $$stage/DEBIAN/control; \
	dpkg-deb --root-owner-group --build $$stage $(DIST_DIR)/dex_$${version}_$$arch.deb > /dev/null; \
	rm -rf $$stage/DEBIAN; \
	tar -C $$stage/usr --transform "s,^\.,dex-$$version," -czf $(DIST_DIR)/dex-$$version-linux-$$arch.tar.gz .; \
	rm -rf $$stage; ls -l $(DIST_DIR)

# The .deb works on its own: unpacked (not installed) into a temporary folder, its dex runs, its man page renders with
# the added sections, and it tracks a game in a data folder of its own.
dist-check: dist
	@set -e; root=$$(mktemp -d); trap 'rm -rf "$$root"' EXIT; \
	dpkg-deb -x $(DIST_DIR)/dex_*.deb $$root; dex=$$root/usr/bin/dex; \
	$$dex --version; \
	page=$$(MANWIDTH=100 man -l $$root/usr/share/man/man1/dex.1 2>/dev/null); \
	for section in "BROWSE KEYS" ENVIRONMENT FILES EXAMPLES "EXIT STATUS"; do \
	  grep -q "^$$section" <<< "$$page" || { echo "man page lacks $$section"; exit 1; }; done; \
	$$dex add-game firered --starter bulbasaur --no-sprites --home $$root/home > /dev/null; \
	$$dex mark 25 --home $$root/home | grep -q "Pikachu"; \
	$$dex list --caught --home $$root/home | grep -q "Pikachu"; \
	echo "dist-check: the .deb's dex runs, its man page has every section, it marks a catch"

bench: bench-deps build
	bash Tests/bench/run.sh $(BIN)

# Rebuilds Resources/games.json from PokeAPI's CSV tables (data/v2/csv): make manifest POKEAPI_CSV=DIR, and
# Resources/games.json.z, its lines deflated one by one, which dex embeds. The same tables always give the same
# bytes; commit both.
POKEAPI_CSV ?= ../shared/pokeapi-csv
manifest: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product manifest-gen
	$(dir $(BIN))manifest-gen --input "$(POKEAPI_CSV)" --output Resources/games.json \
	  --container Resources/games.json.z

# Rewrites Resources/encounters-pkhex.json, the places of the games PokeAPI's tables have no or few encounters for,
# from PKHeX's legality tables (GPL-3.0: facts only): PKHEX_GIT is a clone or bare copy of github.com/kwsch/PKHeX, whose
# files are copied out with git show into a temporary folder. Then run make manifest, and commit all three files.
PKHEX_GIT ?= ../pkhex.git
PKHEX_REV ?= HEAD
PKHEX_FILES := \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_wild_paldea.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_fixed_paldea.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_gem_paldea.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_gem_kitakami.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_gem_blueberry.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_za.pkl \
	PKHeX.Core/Resources/legality/wild/Gen9/encounter_hyperspace_za.pkl \
	PKHeX.Core/Resources/legality/wild/Gen8/encounter_bd.pkl \
	PKHeX.Core/Resources/legality/wild/Gen8/encounter_sp.pkl \
	PKHeX.Core/Resources/legality/wild/Gen8/encounter_bd_underground.pkl \
	PKHeX.Core/Resources/legality/wild/Gen8/encounter_sp_underground.pkl \
	PKHeX.Core/Resources/legality/wild/Gen8/encounter_la.pkl \
	PKHeX.Core/Legality/Encounters/Data/Gen8/Encounters8b.cs \
	PKHeX.Core/Legality/Encounters/Data/Gen8/Encounters8a.cs \
	PKHeX.Core/Legality/Encounters/Data/Gen9/Encounters9.cs \
	PKHeX.Core/Legality/Encounters/Data/Gen9/Encounters9a.cs \
	PKHeX.Core/Resources/legality/wild/Gen6/encounter_or.pkl \
	PKHeX.Core/Resources/legality/wild/Gen6/encounter_as.pkl \
	PKHeX.Core/Legality/Encounters/Data/Gen6/Encounters6AO.cs \
	PKHeX.Core/Legality/Encounters/Data/Gen7/Encounters7GG.cs \
	PKHeX.Core/Resources/text/locations/gen7/text_gg_00000_en.txt \
	PKHeX.Core/Resources/text/locations/gen7/text_gg_40000_en.txt \
	$(foreach g,gen6/text_xy gen8b/text_bdsp gen8a/text_la gen9/text_sv gen9a/text_za,$(foreach b,00000 30000 40000 60000,\
	  PKHeX.Core/Resources/text/locations/$(g)_$(b)_en.txt))
import-pkhex: deps
	$(SWIFT) build --product manifest-gen
	@set -e; dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
	for f in $(PKHEX_FILES); do git --git-dir="$(PKHEX_GIT)" show "$(PKHEX_REV):$$f" > "$$dir/$$(basename $$f)"; done; \
	.build/debug/manifest-gen import-pkhex --pkhex "$$dir" --input "$(POKEAPI_CSV)" \
	  --commit "$$(git --git-dir="$(PKHEX_GIT)" rev-parse "$(PKHEX_REV)")" --output Resources/encounters-pkhex.json

# The schema a new database is given (src/DexStore/Database/NewDatabaseSchema.swift), from the migrations.
schema: deps
	$(SWIFT) build --build-tests
	DEX_WRITE_SCHEMA=1 $(SWIFT) test --skip-build --disable-xctest --filter NewDatabaseSchemaTests

clean:
	rm -rf .build
