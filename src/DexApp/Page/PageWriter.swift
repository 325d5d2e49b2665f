import DexModel
import FoundationEssentials

/// Writes a `DexPage` as HTML. Every text that comes from the database goes through `HTMLText.escaped`, through
/// `text(_:)`; everything else written here is dex's own markup.
struct PageWriter {
    let page: DexPage
    private(set) var out = ""

    init(page: DexPage) {
        self.page = page
        // The sprites are most of the page: base64 makes 4 bytes of 3; each entry's markup takes about 700 more.
        let sprites = page.games.reduce(0) { $0 + $1.entries.reduce(0) { $0 + ($1.sprite?.count ?? 0) } }
        let entries = page.games.reduce(0) { $0 + $1.entries.count }
        out.reserveCapacity(PageStyle.css.utf8.count + 4096 + sprites * 4 / 3 + entries * 700)
    }

    mutating func writePage() {
        let title = page.games.count == 1 ? page.games[0].game.name + " · dex" : "\(page.games.count) games · dex"
        out += """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="dex \(DexVersion.current)">
            <title>
            """
        text(title)
        out += "</title>\n<style>\n\(PageStyle.css)</style>\n</head>\n<body>\n<header>\n<h1>"
        text(page.games.count == 1 ? page.games[0].game.name : "Pokédex progress")
        out +=
            "</h1>\n<p class=\"made\">Exported by dex \(DexVersion.current) on \(page.exportedAt.ISO8601Format().prefix(10))</p>\n"
        if page.games.count > 1 { writeContents() }
        out += "</header>\n<main>\n"
        for game in page.games { write(game) }
        out += "</main>\n</body>\n</html>\n"
    }

    // MARK: - Parts

    private mutating func writeContents() {
        out += "<nav aria-label=\"Games\"><ul>\n"
        for game in page.games {
            out += "<li><a href=\"#game-"
            text(game.game.slug)
            out += "\">"
            text(game.game.name)
            out += "</a> \(game.progress.formatted(asPercentage: true))</li>\n"
        }
        out += "</ul></nav>\n"
    }

    private mutating func write(_ game: PageGame) {
        let progress = game.progress
        out += "<section class=\"game\" id=\"game-"
        text(game.game.slug)
        out += "\">\n"
        if page.games.count > 1 {
            out += "<h2>"
            text(game.game.name)
            out += "</h2>\n"
        }
        out += "<p class=\"progress\"><strong class=\"count\">\(progress.counted)/\(progress.total)</strong> "
        out += "\(progress.countedWord) · <strong class=\"percent\">\(progress.percentText)</strong>"
        if game.game.tracksShiny {
            out += " · shiny living dex, \(progress.caught) caught"
        } else if game.hasShinies && progress.shiny > 0 {
            out += " · <span class=\"shiny-count\"><span class=\"shiny-mark\">★</span> \(progress.shiny) shiny</span>"
        }
        if game.notObtainableCount > 0 {
            out += " · <span class=\"gone-count\">\(game.notObtainableCount) \(game.notObtainableWords)</span>"
        }
        out += "</p>\n<div class=\"bar\" role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"\(progress.total)\" "
        out +=
            "aria-valuenow=\"\(progress.counted)\" aria-label=\"\(progress.counted) of \(progress.total) \(progress.countedWord)\">"
        out += "<span style=\"width:\(progress.percentText)\"></span></div>\n"
        out += "<p class=\"legend\"><span class=\"caught\"><span class=\"mark\">✓</span> caught</span>"
        if game.hasShinies && (progress.shiny > 0 || game.game.tracksShiny) {
            out += "<span class=\"caught shiny\"><span class=\"mark\">★</span> caught shiny</span>"
        }
        out += "<span class=\"missing\"><span class=\"mark\">○</span> missing</span>"
        out += "<span class=\"gone\"><span class=\"mark\">✕</span> \(game.notObtainableWords)</span></p>\n"
        out += "<h3>Boxes</h3>\n<div class=\"boxes\">\n"
        for (index, box) in game.boxes.enumerated() {
            write(box: box, of: game, number: index + 1)
        }
        out += "</div>\n<h3>List</h3>\n"
        writeList(game)
        out += "</section>\n"
    }

    private mutating func write(box: ArraySlice<BoxPlan.Placed>, of game: PageGame, number: Int) {
        let size = game.boxSize
        out += "<section class=\"box\" aria-label=\"Box \(number)\"><h4>Box \(number)"
        if let first = box.first, let last = box.last {
            let regional = game.headingsAreRegional
            out += " <span>"
            text(BoxPlan.range(from: first.slot, to: last.slot, regional: regional))
            out += "</span>"
        }
        out += "</h4>\n<ol class=\"cells\(size == 20 ? " of20" : "")\">\n"
        for placed in box {
            if let member = placed.member {
                writeCell(game.entries[member], in: game)
            } else {
                out += "<li class=\"cell empty\" aria-hidden=\"true\"></li>\n"
            }
        }
        for _ in box.count..<size { out += "<li class=\"cell empty\" aria-hidden=\"true\"></li>\n" }
        out += "</ol></section>\n"
    }

    private mutating func writeCell(_ entry: PageEntry, in game: PageGame) {
        let number = DexNumber.format(entry.dexNumber)
        out += "<li class=\"cell \(Self.cssClass(entry))\" title=\"\(number) "
        text(entry.name)
        if let form = entry.form {
            out += ", "
            text(form)
        }
        out += ": "
        text(Self.words(entry, in: game))
        out += "\">"
        if let sprite = entry.sprite {
            out += "<span class=\"num\">\(number)</span><img alt=\"\" src=\"data:image/png;base64,"
            out += Data(sprite).base64EncodedString()
            out += "\">"
        } else {
            out += "<span class=\"nosprite\">\(number)</span>"
        }
        out += "<span class=\"mark\" aria-hidden=\"true\">\(Self.mark(entry))</span><span class=\"name\">"
        text(entry.name)
        out += "</span>"
        if let form = entry.shortForm {
            out += "<span class=\"form\">"
            text(form)
            out += "</span>"
        }
        out += "</li>\n"
    }

    private mutating func writeList(_ game: PageGame) {
        let hasRegional = game.entries.contains { $0.regionalNumber != nil }
        out += "<table class=\"list\">\n<thead><tr><th scope=\"col\">No.</th>"
        if hasRegional { out += "<th scope=\"col\">Regional</th>" }
        out += "<th scope=\"col\">Pokémon</th><th scope=\"col\">State</th>"
        if page.showsNotes { out += "<th scope=\"col\">Note</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for entry in game.entries {
            out += "<tr class=\"\(Self.cssClass(entry))\"><td class=\"num\">\(DexNumber.format(entry.dexNumber))</td>"
            if hasRegional {
                out += "<td class=\"regional\">"
                if let regional = entry.regionalNumber {
                    out += DexNumber.regional(regional)
                    if let section = entry.regionalDex {
                        out += " ("
                        text(section)
                        out += ")"
                    }
                }
                out += "</td>"
            }
            out += "<td class=\"name\">"
            text(entry.name)
            if let form = entry.form {
                out += "<span class=\"form\">"
                text(form)
                out += "</span>"
            }
            out += "</td><td class=\"state\"><span class=\"mark\">\(Self.mark(entry))</span> "
            switch entry.standing {
            case .caught: out += entry.isShiny ? "caught shiny" : "caught"
            case .missing: out += "missing"
            case .notObtainable(let why):
                out += "not obtainable<span class=\"why\">"
                text(why)
                out += "</span>"
            }
            out += "</td>"
            if page.showsNotes {
                out += "<td class=\"note\">"
                if let note = entry.note { text(note) }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
    }

    // MARK: - Words and marks

    /// Text from the database, escaped.
    private mutating func text(_ text: String) {
        out += HTMLText.escaped(text)
    }

    static func cssClass(_ entry: PageEntry) -> String {
        switch entry.standing {
        case .caught: entry.isShiny ? "caught shiny" : "caught"
        case .missing: "missing"
        case .notObtainable: "gone"
        }
    }

    static func mark(_ entry: PageEntry) -> String {
        switch entry.standing {
        case .caught: entry.isShiny ? "★" : "✓"
        case .missing: "○"
        case .notObtainable: "✕"
        }
    }

    static func words(_ entry: PageEntry, in game: PageGame) -> String {
        switch entry.standing {
        case .caught: entry.isShiny ? "caught shiny" : "caught"
        case .missing: "missing"
        case .notObtainable(let why): "\(game.notObtainableWords), \(why)"
        }
    }
}
