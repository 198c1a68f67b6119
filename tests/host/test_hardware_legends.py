"""The printed aids in hardware/ come from the firmware's own key maps and are up to date with them."""

import os
import re
import xml.etree.ElementTree as ET

import pytest

from host_tools import legends

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HW = os.path.join(ROOT, "hardware")
SVG = "{http://www.w3.org/2000/svg}"
REGENERATE = "out of date with the key maps: run `.venv/bin/companion legends` and commit hardware/"


def games():
    ok, _skipped = legends.loadable_games()
    return ok


def svg_texts(path):
    root = ET.parse(path).getroot()
    return [t.text or "" for t in root.iter(SVG + "text")]


def pad_labels(texts):
    """The labels of the 12 keys as the sheet's first section shows them (K-numbers and notes dropped)."""
    start = next(i for i, t in enumerate(texts) if t.startswith("1  The pad"))
    end = next(i for i, t in enumerate(texts) if t.startswith("grey: "))
    return [t for t in texts[start + 1:end] if t not in ("screen", "encoder") and not re.match(r"K\d+$", t)]


def expected_pad(mod):
    keys = [k[0] for k in mod.KEYS]
    lay = legends.app_layout()
    app = {lay["undo"]: lay["labels"][0], lay["back"]: lay["labels"][1], lay["redo"]: lay["labels"][2]}
    out = []
    for k in range(12):
        if k in app:
            out.append(app[k].capitalize())
        elif keys:
            out.append(keys.pop(0))
    return out


def test_some_game_loads():
    assert len(games()) >= 1


def test_every_game_has_a_legend_and_a_card_whose_labels_equal_its_keys():
    for name, mod in games():
        want = expected_pad(mod)
        assert [k[0] for k in mod.KEYS] == [w for w in want if w not in ("Undo", "Menu", "Redo")][:len(mod.KEYS)]
        for sub in ("legends", "cards"):
            for ext in ("svg", "pdf"):
                assert os.path.exists(os.path.join(HW, sub, "%s.%s" % (name, ext))), "%s/%s.%s %s" % (
                    sub, name, ext, REGENERATE)
        svg = svg_texts(os.path.join(HW, "legends", name + ".svg"))
        with open(os.path.join(HW, "legends", name + ".pdf"), "rb") as f:
            pdf = legends.pdf_texts(f.read())
        assert pad_labels(svg) == want, name
        assert pad_labels(pdf) == want, name
        card = svg_texts(os.path.join(HW, "cards", name + ".svg"))
        for label, _words in mod.KEYS:
            assert label in card, (name, label)


def test_the_layout_is_the_apps():
    lay = legends.app_layout()
    try:
        from tabletop.ui import app
        from tabletop.ui import lang as L
    except ImportError:
        pytest.skip("tabletop.ui not in this tree")
    assert lay["source"] == "tabletop.ui.app"
    assert (lay["undo"], lay["back"], lay["redo"]) == (app.UNDO, app.BACK, app.REDO)
    assert lay["labels"] == tuple(L.BOTTOM[0])
    # the fallback used when the ui is absent says the same (so the sheets do not depend on it)
    assert legends._FALLBACK == {k: lay[k] for k in ("undo", "back", "redo", "labels")}


@pytest.mark.parametrize("lang", ("en", "de", "nl"))
def test_generated_files_are_up_to_date(tmp_path, lang):
    # English in hardware/legends/ and cards/, German and Dutch in hardware/de/ and nl/ (--lang)
    assert legends.main(["--out", str(tmp_path), "--lang", lang]) == 0
    _ok, skipped = legends.loadable_games()
    unknown = [n for n, _why in skipped]
    hw = HW if lang == "en" else os.path.join(HW, lang)
    tmp_path = tmp_path if lang == "en" else tmp_path / lang
    for sub in ("legends", "cards"):
        fresh = sorted(os.listdir(tmp_path / sub))
        have = sorted(f for f in os.listdir(os.path.join(hw, sub)) if f.endswith((".svg", ".pdf")))
        # files of a registered game that does not load yet cannot be checked here; any other file is stale
        have = [f for f in have if f.rsplit(".", 1)[0] not in unknown]
        assert have == fresh, "hardware/%s %s" % (sub, REGENERATE)
        for f in fresh:
            with open(tmp_path / sub / f, "rb") as a, open(os.path.join(hw, sub, f), "rb") as b:
                new, old = a.read(), b.read()
            if f.endswith(".pdf"):
                assert legends.pdf_texts(old) == legends.pdf_texts(new), "hardware/%s/%s %s" % (sub, f, REGENERATE)
            assert old == new, "hardware/%s/%s %s" % (sub, f, REGENERATE)


def test_a_changed_key_map_is_noticed(monkeypatch, tmp_path):
    name, mod = games()[0]
    before = legends.to_svg(legends.legend_page(name, mod))
    monkeypatch.setattr(mod, "KEYS", (("Zzz", ("zzz",)),) + tuple(mod.KEYS[1:]))
    after_page = legends.legend_page(name, mod)
    assert legends.to_svg(after_page) != before
    assert pad_labels(after_page.texts())[0] == "Zzz"
    assert "Zzz" in legends.pdf_texts(legends.to_pdf(after_page))


def test_true_size():
    name, mod = games()[0]
    page = legends.legend_page(name, mod)
    svg = legends.to_svg(page)
    assert 'width="210mm" height="297mm" viewBox="0 0 210 297"' in svg  # 1 user unit = 1 mm
    pdf = legends.to_pdf(page)
    assert b"/MediaBox [0 0 595.276 841.89]" in pdf  # A4 in points
    # the key squares are 19.05 mm apart: 12 grid cells of the pitch
    cells = [it for it in page.items if it[0] == "rect" and abs(it[3] - legends.PITCH) < 1e-9]
    assert len(cells) == 12
    xs = sorted({round(it[1], 3) for it in cells})
    assert [round(b - a, 3) for a, b in zip(xs, xs[1:])] == [19.05, 19.05]
    # and the PDF draws them 54 pt apart (19.05 mm = 0.75 in)
    assert len(re.findall(rb" 54 54 re", pdf)) == 12


def test_pdf_is_well_formed():
    name, mod = games()[0]
    pdf = legends.to_pdf(legends.card_page(name, mod))
    assert pdf.startswith(b"%PDF-1.4") and pdf.rstrip().endswith(b"%%EOF")
    xref = int(re.search(rb"startxref\n(\d+)", pdf).group(1))
    assert pdf[xref:xref + 4] == b"xref"
    offsets = [int(m) for m in re.findall(rb"(\d{10}) 00000 n", pdf)]
    for i, off in enumerate(offsets):
        assert pdf[off:].startswith(b"%d 0 obj" % (i + 1))
    length = int(re.search(rb"/Length (\d+)", pdf).group(1))
    start = pdf.index(b"stream\n") + len(b"stream\n")
    assert pdf[start + length:].startswith(b"endstream")
    assert b"CreationDate" not in pdf  # reproducible


def test_text_helpers():
    assert legends.pdf_texts(b"BT (a \\(b\\) c\\\\) Tj ET") == ["a (b) c\\"]
    assert legends.ascii_text("a\u2014b\u00e9") == "a-b?"
    assert legends.fit_size("Travel", 100, 4.2, bold=True) == 4.2
    assert legends.text_width("Travel", legends.fit_size("Travel", 10, 4.2, bold=True), bold=True) <= 10 + 1e-9


def test_a_game_that_does_not_load_is_skipped(monkeypatch):
    from tabletop.core import registry

    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (("nope", "Nope", "tabletop.games.nope_missing", 2, 2),))
    ok, skipped = legends.loadable_games()
    assert "nope" in [n for n, _ in skipped]
    assert "nope" not in [n for n, _ in ok]


def test_command_line_registers():
    from host_tools import cli

    args = cli.build_parser().parse_args(["legends", "--out", "x"])
    assert args.command == "legends" and args.out == "x"
    args = cli.build_parser().parse_args(["legends"])
    assert args.out == HW  # the checkout's hardware/, from any current directory


def test_labels_fit_the_keycaps():
    for name, mod in games():
        for label, words in mod.KEYS:
            assert 1 <= len(label) <= 6 and legends.ascii_text(label) == label, (name, label)
            assert words and all(isinstance(w, str) for w in words), (name, label)
            # on a 12 mm insert window the label stays readable (at least 3 mm high letters)
            assert legends.fit_size(label, legends.INSERT_INNER - 1.5, 3.8, bold=True) >= 3.0, (name, label)
        assert len(mod.KEYS) <= 9, name


def text_boxes(page):
    """(x0, y0, x1, y1, text) of every text of a sheet in mm, measured with the sheet's own font
    widths (Helvetica), from the cap height above the baseline to the descenders below."""
    out = []
    for it in page.items:
        if it[0] != "text" or not it[3].strip():
            continue
        _, x, y, s, size, bold, anchor, _fill, _fit = it
        w = legends.text_width(s, size, bold)
        x0 = x - (w / 2 if anchor == "middle" else w if anchor == "end" else 0)
        out.append((x0, y - 0.72 * size, x0 + w, y + 0.2 * size, s))
    return out


@pytest.mark.parametrize("kind", ["legend_page", "card_page"])
def test_no_text_prints_over_another_or_off_the_page(kind):
    """A text set after a fixed gap overlapped a longer one before it ("10 Undo / 12 Redo" over the
    card's text about them): every sheet's texts are apart and on the page."""
    for name, mod in games():
        page = getattr(legends, kind)(name, mod)
        boxes = text_boxes(page)
        for b in boxes:
            assert 0 <= b[0] and b[2] <= page.width and 0 <= b[1] and b[3] <= page.height, (name, kind, b)
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                p, q = boxes[i], boxes[j]
                apart = p[2] <= q[0] or q[2] <= p[0] or p[3] <= q[1] or q[3] <= p[1]
                assert apart, "%s %s: %r prints over %r" % (name, kind, p[4], q[4])
