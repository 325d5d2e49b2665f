/// The shared page's stylesheet, inlined in its `<style>`: light and dark (`prefers-color-scheme`), boxes side by
/// side that reflow to one a row below 480 px, and a print layout. No fonts, images or anything else to fetch.
enum PageStyle {
    static let css = """
        :root{color-scheme:light dark;--bg:#f6f6f8;--fg:#1c1c21;--muted:#5d5d66;--card:#fff;--line:#cfcfd6;\
        --caught:#17803a;--caught-bg:#e3f4e8;--missing:#4a4a52;--gone:#9a3412;--gone-stripe:#e7e2dc;--bar:#2e9d4f;\
        --bar-bg:#e4e4ea;--shiny:#b7791f}
        @media (prefers-color-scheme:dark){:root{--bg:#141418;--fg:#e9e9ee;--muted:#a3a3ad;--card:#1f1f25;\
        --line:#3a3a44;--caught:#6fdc8c;--caught-bg:#17311f;--missing:#c9c9d1;--gone:#fdba74;--gone-stripe:#2c2a28;\
        --bar:#4ac26b;--bar-bg:#2a2a31;--shiny:#f6c453}}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:1320px;padding:16px 24px 32px;background:var(--bg);color:var(--fg);\
        font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
        h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.35em;margin:1.4em 0 .3em}h3{font-size:1.05em;margin:1.2em 0 .5em}
        .made{color:var(--muted);margin:0 0 1em}
        nav ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:6px 18px}
        a{color:inherit}
        .progress{margin:.2em 0 .5em;font-size:1.05em}
        .bar{height:14px;max-width:640px;border-radius:7px;background:var(--bar-bg);border:1px solid var(--line);overflow:hidden}
        .bar>span{display:block;height:100%;background:var(--bar)}
        .legend{color:var(--muted);font-size:.9em;margin:.6em 0 0}
        .legend>span{margin-right:1.2em}
        .boxes{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        .box{border:1px solid var(--line);border-radius:10px;background:var(--card);padding:8px}
        .box h4{margin:0 0 6px;font-size:.9em}
        .box h4 span{color:var(--muted);font-weight:normal}
        .cells{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(6,62px);gap:4px}
        .cells.of20{grid-template-columns:repeat(5,62px)}
        .cell{position:relative;height:78px;border:1px solid var(--line);border-radius:6px;display:flex;\
        flex-direction:column;align-items:center;justify-content:flex-end;padding:0 2px 2px;overflow:hidden}
        .cell.caught{background:var(--caught-bg);border-color:var(--caught)}
        .cell.gone{background:repeating-linear-gradient(135deg,var(--gone-stripe) 0 5px,transparent 5px 10px)}
        .cell.empty{border-style:dashed;opacity:.5}
        .cell img{width:48px;height:48px;object-fit:contain;image-rendering:pixelated}
        .cell.missing img{filter:grayscale(1);opacity:.5}
        .cell.gone img{filter:grayscale(1);opacity:.3}
        .cell .nosprite{width:48px;height:48px;display:flex;align-items:center;justify-content:center;font-weight:600;\
        font-size:.85em;color:var(--muted)}
        .cell .mark{position:absolute;top:1px;right:4px;font-size:12px;font-weight:700}
        .cell .num{position:absolute;top:2px;left:4px;font-size:10px;color:var(--muted)}
        .cell .name{font-size:10px;line-height:1.3;max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .cell .form{font-size:9px;line-height:1.2;color:var(--muted);max-width:100%;white-space:nowrap;overflow:hidden;\
        text-overflow:ellipsis}
        .cell.shiny{border-color:var(--shiny);box-shadow:inset 0 0 0 1px var(--shiny)}
        .caught .mark{color:var(--caught)}.missing .mark{color:var(--missing)}.gone .mark{color:var(--gone)}
        .shiny .mark,.shiny-mark{color:var(--shiny)}
        table.list{border-collapse:collapse;width:100%;max-width:960px;background:var(--card)}
        .list th,.list td{text-align:left;padding:4px 10px;border-bottom:1px solid var(--line);vertical-align:top}
        .list .num,.list .regional{white-space:nowrap;font-variant-numeric:tabular-nums}
        .list .form{display:block;font-size:.85em;color:var(--muted)}
        .list .why{display:block;font-size:.85em;color:var(--muted)}
        .list .note{white-space:pre-line;overflow-wrap:anywhere}
        .list tr.gone td{color:var(--muted)}
        @media (max-width:480px){
        body{padding:10px 10px 24px;font-size:14px}
        .boxes{display:block}
        .box{margin-bottom:12px}
        .cells,.cells.of20{grid-template-columns:repeat(6,1fr)}
        .cells.of20{grid-template-columns:repeat(5,1fr)}
        .cell{height:66px}
        .cell img,.cell .nosprite{width:40px;height:40px}
        .cell .num{display:none}
        table.list,.list tbody{display:block}
        .list thead{display:none}
        .list tr{display:grid;grid-template-columns:auto 1fr auto;column-gap:10px;padding:5px 0;\
        border-bottom:1px solid var(--line)}
        .list td{border:0;padding:0 4px}
        .list td.regional{display:none}
        .list td.note{grid-column:1/-1}
        }
        @media print{
        :root{--bg:#fff;--fg:#000;--muted:#444;--card:#fff;--line:#999;--caught:#0b6b2c;--caught-bg:#e6f4ea;\
        --missing:#333;--gone:#8a2c0d;--gone-stripe:#e5e5e5;--bar:#2e9d4f;--bar-bg:#eee;--shiny:#8a5a00}
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        body{max-width:none;padding:0;font-size:10pt}
        nav{display:none}
        .game+.game{break-before:page}
        .box,.list tr{break-inside:avoid}
        h2,h3{break-after:avoid}
        }
        """
}
