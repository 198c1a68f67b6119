"""`companion export RECORD`: the score history of a game as CSV, a BG Stats play (JSON) or a chart.

    companion export game.txt --csv -                      one row per entry, every player's score
    companion export save.bin --bgstats play.json --player white=Ann --player black=Bob
    companion export nvm.bin --chart race.png              score race per round + final breakdown
    companion export game.txt --stats -                    points per round, best moves, lead changes

RECORD is a record text, or a save exactly as the board writes it: a store copy (tabletop.core.store,
wrapping the tabletop.core.save bytes) from a file copied off the CIRCUITPY drive or an nvm dump
with other bytes after it, or bare save bytes (anywhere in the file); or a folder of such files
(the board's /saves): the newest good copy with a game in it is exported.
Formats and fields: docs/export.md. Exit status: 0 ok, 2 unreadable record or illegal entry,
1 bad arguments.

--lang de / nl: the labels people read in German / Dutch (the CSV's header row; the chart's titles,
axes and legends, its players' and categories' names as the device shows them: the game's de.txt /
nl.txt through tabletop.ui.tongue.tr; the --stats text's labels). What programs read stays as it is:
the CSV's rows, the BG Stats JSON, the --stats JSON; the record is language-free.
"""

import csv
import datetime
import io
import json
import os
import sys

from host_tools import inputs, langs, records
from host_tools.langs import LANGS, game_words
from host_tools.records import ExportError, read_record, rules_failed  # noqa: F401 (the reader: records.py)
from tabletop.core import registry
from tabletop.core.errors import Illegal, RecordError
from tabletop.core.history import History
from tabletop.core.lines import line_numbers

SOURCE_NAME = "tabletop companion"
# BoardGameGeek ids of the games, for BG Stats. Only ids we are sure of; others are left out
# and BG Stats matches the game by name.
BGG_IDS = {"terra_mystica": 120677}


# The labels people read, in German and Dutch (index 1 and 2; English is the key itself), ASCII as the
# device's files are (ae oe ue ss), in the device's words: Zug / zet (an entry), Runde / ronde, Spieler /
# speler, Aufbau / opbouw (setup). A label missing here stays English.
LABELS = {
    # the CSV's header row
    "entry": ("Zug", "zet"),
    "round": ("Runde", "ronde"),
    "player": ("Spieler", "speler"),
    "action": ("Aktion", "actie"),
    "%s_change": ("%s_Aenderung", "%s_verschil"),
    # the chart
    "setup": ("Aufbau", "opbouw"),
    "(so far)": ("(bisher)", "(tot nu toe)"),
    "score (points)": ("Punktestand (Punkte)", "stand (punten)"),
    "%s: score race%s": ("%s: Punkteverlauf%s", "%s: puntenverloop%s"),
    " (game not over)": (" (Spiel nicht zu Ende)", " (spel niet afgelopen)"),
    "\n(tied players' lines\ndrawn %g pt apart)": ("\n(Linien gleichauf liegender\nSpieler %g pt versetzt)",
                                                     "\n(lijnen van gelijke spelers\n%g pt uit elkaar)"),
    "points": ("Punkte", "punten"),
    "score by category%s": ("Punkte nach Kategorie%s", "punten per categorie%s"),
    " so far": (" bisher", " tot nu toe"),
    "category": ("Kategorie", "categorie"),
    # the --stats text
    "%s: %d entries, %s": ("%s: %d Zuege, %s", "%s: %d zetten, %s"),
    "game over; winner: %s": ("Spielende; Sieger: %s", "spel afgelopen; winnaar: %s"),
    "game over; winners: %s": ("Spielende; Sieger: %s", "spel afgelopen; winnaars: %s"),
    "game not over": ("Spiel nicht zu Ende", "spel niet afgelopen"),
    "score": ("Punkte", "punten"),
    "rank": ("Platz", "plaats"),
    "entries": ("Zuege", "zetten"),
    "best round": ("beste Runde", "beste ronde"),
    "biggest jump (after entry)": ("groesster Sprung (nach Zug)", "grootste sprong (na zet)"),
    "points per round:": ("Punkte je Runde:", "punten per ronde:"),
    "lead changes: %d": ("Fuehrungswechsel: %d", "leidingwissels: %d"),
    "%s led after round %s": ("%s fuehrte nach Runde %s", "%s stond voor na ronde %s"),
    "%s led after rounds %s": ("%s fuehrte nach den Runden %s", "%s stond voor na de rondes %s"),
}


def label(lg, text):
    """A label people read in language lg (0 English: as it is; one LABELS lacks: English)."""
    return LABELS[text][lg - 1] if lg and text in LABELS else text


    return tongue.tr(game, lg, list(texts))


class UsageError(ExportError):
    """Bad arguments (exit status 1)."""

    def __init__(self, message):
        ExportError.__init__(self, message, 1)


# --- the record replayed ------------------------------------------------------------------------
def open_history(path, game=None):
    """A History of the record at `path`, replayed to the end (so illegal entries show now)."""
    record, text, game = read_record(path, game)
    try:
        h = History(record, game)
    except Illegal as e:  # the setup rules refuse the header (seats, options)
        raise ExportError("%s: %s" % (path, e.message))
    try:
        h.rounds()
    except RecordError as e:
        k = getattr(e, "entry", None)
        if k is not None and text is not None:
            raise ExportError("%s:%d: %s" % (path, line_numbers(text)[k], e.message))
        raise ExportError("%s: %s" % (path, e.message))
    except Exception as e:  # noqa: BLE001 - a fault in a game module: say where, not a traceback
        raise rules_failed(path, record, text, h.pos, game, e)
    return h


# --- CSV -----------------------------------------------------------------------------------------
def csv_rows(h, lg=0):
    """Header and one row per entry: entry number (1-based), round, player, action, then the score of
    every seat after it, then the change of every seat. The header in language lg (the seats as the
    rows name them); the rows as the record says them."""
    seats = h.seats
    yield ([label(lg, k) for k in ("entry", "round", "player", "action")] + list(seats)
           + [label(lg, "%s_change") % s for s in seats])
    for r in h.rows():
        yield [r["index"] + 1, r["round"], r["actor"], r["text"]] + r["scores"] + r["delta"]


def csv_text(h, lg=0):
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    for row in csv_rows(h, lg):
        w.writerow(row)
    return out.getvalue()


# --- BG Stats --------------------------------------------------------------------------------------
def ranks(scores, winners):
    """1-based rank of every seat: by score, then winners first; equal scores share a rank."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s not in winners, s))
    out = [0] * len(scores)
    for i in range(len(order)):
        s = order[i]
        prev = order[i - 1] if i else None
        same = prev is not None and scores[prev] == scores[s] and (prev in winners) == (s in winners)
        out[s] = out[prev] if same else i + 1
    return out


def bgstats_play(h, names=None, date=None, minutes=None):
    """One play in BG Stats' play-import JSON (fields: docs/export.md)."""
    names = names or {}
    fin = h.final()
    rounds = h.rounds()
    start = h.start_seat()
    rk = ranks(fin["scores"], fin["winners"])
    game = {"name": h.game.TITLE, "sourceGameId": h.game.NAME, "highestWins": True}
    if h.game.NAME in BGG_IDS:
        game["bggId"] = BGG_IDS[h.game.NAME]
    players = []
    for s in range(len(h.seats)):
        seat = h.seats[s]
        players.append({
            "name": names.get(seat, seat),
            "sourcePlayerId": seat,
            "role": seat,
            "score": str(fin["scores"][s]),
            "winner": s in fin["winners"],
            "startPlayer": s == start,
            "seatOrder": s + 1,
            "rank": rk[s],
        })
    play = {
        "sourceName": SOURCE_NAME,
        "playDate": date,
        "rounds": max([r["round"] for r in rounds if r["count"]] or [0]),
        "game": game,
        "players": players,
    }
    if minutes is not None:
        play["durationMin"] = minutes
    return play


# --- stats ---------------------------------------------------------------------------------------
class _NoFinalScoring:
    """The game module without its final scoring (everything else is the game's)."""

    final_scoring = None

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)


def scores_before_final_scoring(h):
    """Every seat's score after the last entry, without the final scoring it set off."""
    from tabletop.core.history import scores_of
    from tabletop.core.session import Session

    game = _NoFinalScoring(h.game)
    return scores_of(game, Session(h.record, game).state)


def stats(h):
    """Figures about the game (docs/export.md): per player points per round, best round, biggest
    jump, rounds led; lead changes."""
    fin = h.final()
    rounds = h.rounds()
    seats = h.seats
    n = len(seats)
    h.seek(0)
    start = h.scores()
    best = [None] * n  # [entry number, gain, actor, text]: the entry after which the score rose most
    entries = [0] * n
    changes = 0
    leader = -1
    for r in h.rows():
        entries[r["seat"]] += 1
        delta = r["delta"]
        if r["ended"] and getattr(h.game, "final_scoring", None) is not None:
            # the final scoring is no entry's jump: the last entry gets only what it scored itself
            end = scores_before_final_scoring(h)
            delta = [end[s] - (r["scores"][s] - r["delta"][s]) for s in range(n)]
        for s in range(n):
            if delta[s] > 0 and (best[s] is None or delta[s] > best[s][1]):
                best[s] = [r["index"] + 1, delta[s], r["actor"], r["text"]]
        top = max(r["scores"])
        lead = [i for i in range(n) if r["scores"][i] == top]
        if len(lead) == 1 and lead[0] != leader:
            if leader >= 0:
                changes += 1
            leader = lead[0]
    rk = ranks(fin["scores"], fin["winners"])
    players = []
    for s in range(n):
        prev = start[s]
        per_round = []
        for r in rounds:
            per_round.append(r["scores"][s] - prev)
            prev = r["scores"][s]
        top = None
        for i in range(len(rounds)):
            if rounds[i]["round"] > 0 and (top is None or per_round[i] > top[1]):
                top = [rounds[i]["round"], per_round[i]]
        led = [r["round"] for r in rounds if r["round"] > 0 and r["scores"][s] == max(r["scores"])]
        players.append({
            "id": seats[s], "score": fin["scores"][s], "rank": rk[s], "winner": s in fin["winners"],
            "entries": entries[s], "per_round": per_round, "best_round": top, "biggest_jump": best[s],
            "rounds_led": led, "breakdown": [list(kv) for kv in fin["breakdown"][s]],
        })
    return {"game": h.game.NAME, "title": h.game.TITLE, "ended": fin["ended"], "entries": len(h),
            "rounds": [r["round"] for r in rounds], "start": start, "lead_changes": changes,
            "players": players, "table": table_of(h)}


def table_of(h):
    """The game's own fields of the whole table at the end of the record (the JSON snapshot's
    `table`: Terra Mystica's six scoring tiles in their order and the bonus tiles in play, each
    labelled); {} for games without."""
    table = getattr(registry.view(h.game), "table", None)
    return dict(table(h.seek(len(h)))) if table is not None else {}


def table_item(x):
    """One thing on the table as text: its label, after its round ("R1 ..."), before who holds
    it ("... (witches)"); other values as the device shows them."""
    from tabletop.ui.figures import value

    if not isinstance(x, dict):
        return value(x)
    s = str(x.get("label", x.get("tile", "")))
    if "round" in x:
        s = "R%s %s" % (x["round"], s)
    if x.get("held"):
        s += " (%s)" % x["held"]
    return s


def table_lines(table):
    """The game's own fields of the whole table (the JSON snapshot's `table`: Terra Mystica's
    scoring tiles in their order and the bonus tiles in play), a line each, after an empty one
    (`companion replay`'s table, --stats)."""
    out = []
    for k in table:  # in the game's order (the host: dicts keep it)
        v = table[k]
        out.append("%s: %s" % (k.replace("_", " "), " | ".join(table_item(x) for x in v)
                               if isinstance(v, (list, tuple)) else table_item(v)))
    return [""] + out if out else []


def _cols(cells, widths):
    out = []
    for i in range(len(cells)):
        c = str(cells[i])
        out.append(c + " " * (widths[i] - len(c)) if i == 0 else " " * (widths[i] - len(c)) + c)
    return "  ".join(out).rstrip()


def stats_text(st, lg=0):
    """The figures of stats() as text, its labels in language lg (the players and entries as the
    record says them)."""
    ps = st["players"]
    win = [p["id"] for p in ps if p["winner"]]
    state = (label(lg, "game over; winner%s: %%s" % ("s" if len(win) > 1 else "")) % ", ".join(win)
             if st["ended"] else label(lg, "game not over"))
    out = [label(lg, "%s: %d entries, %s") % (st["title"], st["entries"], state), ""]
    head = [label(lg, k) for k in ("player", "score", "rank", "entries", "best round", "biggest jump (after entry)")]
    rows = [head]
    for p in sorted(ps, key=lambda p: (p["rank"], p["id"])):
        br = "%d (+%d)" % tuple(p["best_round"]) if p["best_round"] else "-"
        j = p["biggest_jump"]
        be = "+%d #%d %s: %s" % (j[1], j[0], j[2], j[3]) if j else "-"
        rows.append([p["id"], p["score"], p["rank"], p["entries"], br, be])
    w = [max(len(str(r[i])) for r in rows) for i in range(len(head) - 1)] + [0]
    out += [_cols(r[:-1], w[:-1]) + "  " + str(r[-1]) for r in rows]
    out += ["", label(lg, "points per round:")]
    rows = [[label(lg, "round")] + [label(lg, "setup") if r == 0 else str(r) for r in st["rounds"]]]
    rows += [[p["id"]] + p["per_round"] for p in ps]
    w = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    out += [_cols(r, w) for r in rows]
    out += table_lines(st.get("table") or {})
    out += ["", label(lg, "lead changes: %d") % st["lead_changes"]]
    for p in ps:
        if p["rounds_led"]:
            out.append(label(lg, "%%s led after round%s %%s" % ("s" if len(p["rounds_led"]) > 1 else ""))
                       % (p["id"], ", ".join(str(r) for r in p["rounds_led"])))
    return "\n".join(out) + "\n"


# --- chart ---------------------------------------------------------------------------------------
def seat_colour(game, seats, s):
    """(matplotlib colour, path effects) of a seat: its colour on the device's keys (Terra
    Mystica's factions in their terrain's colour, seats named by a colour in it); a colour that
    would vanish on the white background (white, yellow) gets a dark outline."""
    from matplotlib import patheffects

    from tabletop.core import registry
    from tabletop.ui.layout import colour

    rgb = colour(registry.view(game), seats, s)
    edge = []
    if 299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2] > 180000:  # light: outline it
        edge = [patheffects.Stroke(linewidth=4, foreground="#333333"), patheffects.Normal()]
    return "#%02x%02x%02x" % rgb, edge


# Score categories drawn in a colour of their own (fill, edge): Terra Mystica's cult tracks in the
# cults' colours, air light grey with a dark edge (white would vanish). Other categories take the
# colours of OTHER_COLOURS in turn, none of them close to these.
CATEGORY_COLOURS = {
    "terra_mystica": {"fire": ("#d62728", None), "water": ("#1f5fbf", None),
                      "earth": ("#8c564b", None), "air": ("#e6e6e6", "#555555")},
}
OTHER_COLOURS = ("#ff7f0e", "#2ca02c", "#9467bd", "#e377c2", "#bcbd22", "#17becf", "#7f7f7f",
                 "#ffbb78", "#98df8a", "#c5b0d5")
NAME_CHARS = 18  # longer player and category names are shortened on the chart (the files keep them)


def category_colours(game, names):
    """{category: (fill, edge or None)} for the chart's breakdown bars."""
    own = CATEGORY_COLOURS.get(getattr(game, "NAME", ""), {})
    out = {}
    k = 0
    for c in names:
        if c in own:
            out[c] = own[c]
        else:
            out[c] = (OTHER_COLOURS[k % len(OTHER_COLOURS)], None)
            k += 1
    return out


def short_names(names, width=NAME_CHARS):
    """The names as the chart shows them: a name longer than `width` cut with an ellipsis, and
    numbered when two would read the same."""
    out = [str(n) if len(str(n)) <= width else str(n)[: width - 1] + "\u2026" for n in names]
    for i in range(len(out)):
        if out.count(out[i]) > 1 and out[i] != str(names[i]):
            out[i] = "%s\u2026%d" % (str(names[i])[: width - 4], i + 1)
    return out


def player_names(seats, names=None, shown=None):
    """Who each seat is on the chart: the name given with --player (as in the BG Stats play), else the
    seat name (as `shown` says it: the seats in the chart's language); a name given to two seats, or
    equal to another seat's name, gets its seat after it."""
    names = names or {}
    shown = shown or seats
    out = [names.get(seats[i], shown[i]) for i in range(len(seats))]
    return ["%s (%s)" % (out[i], shown[i]) if out.count(out[i]) > 1 and out[i] != shown[i] else out[i]
            for i in range(len(seats))]


# Every player's line has a marker of its own (a tie shows both shapes), and where two players' scores
# are equal at some round the players in a tie are drawn TIE_STEP points (of the page, 1/72 inch) apart,
# in seating order around their true place: the legend says so. The data stay the true scores.
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*")
TIE_STEP = 2


def tie_offsets(series):
    """The vertical offset (page points) of each line: 0 for a player never tied with another at a
    round's end; the tied players spread TIE_STEP apart around 0, in seating order."""
    n = len(series)
    tied = [s for s in range(n)
            if any(t != s and any(a == b for a, b in zip(series[s], series[t])) for t in range(n))]
    out = [0.0] * n
    for i in range(len(tied)):
        out[tied[i]] = (i - (len(tied) - 1) / 2.0) * TIE_STEP
    return out


def chart_figure(h, names=None, lg=0):
    """A matplotlib Figure (Agg): the score race per round above, the per-category breakdown below;
    `names` {seat: player's name} (--player) names the players; its labels in language lg (the seats,
    categories and tiles as the device shows them)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator
    from matplotlib.transforms import offset_copy

    rounds = h.rounds()
    fin = h.final()
    seats = h.seats
    shown = short_names(player_names(seats, names, game_words(h.game, lg, seats)))
    fig = Figure(figsize=(9, 8), dpi=100, layout="constrained")
    FigureCanvasAgg(fig)
    race, cats = fig.subplots(2, 1, gridspec_kw={"height_ratios": [3, 2]})
    xs = [r["round"] for r in rounds]
    series = [[r["scores"][s] for r in rounds] for s in range(len(seats))]
    offsets = tie_offsets(series)
    for s in range(len(seats)):
        c, edge = seat_colour(h.game, seats, s)
        (line,) = race.plot(xs, series[s], marker=MARKERS[s % len(MARKERS)], label=shown[s], color=c,
                            path_effects=edge)
        if offsets[s]:  # after the plot: the axes' limits come from the true scores
            line.set_transform(offset_copy(race.transData, fig=fig, y=offsets[s], units="points"))
    labels = []
    tiles = table_of(h).get("scoring", [])  # Terra Mystica: each round's scoring tile
    tiles = game_words(h.game, lg, [t["label"].split(" ")[0] for t in tiles])
    for r in rounds:
        lab = label(lg, "setup") if r["round"] == 0 else str(r["round"])
        if 0 < r["round"] <= len(tiles):
            lab += "\n" + tiles[r["round"] - 1]
        labels.append(lab if r["complete"] else lab + "\n" + label(lg, "(so far)"))
    race.set_xticks(xs)
    race.set_xticklabels(labels)
    race.set_xlabel(label(lg, "round"))
    race.set_ylabel(label(lg, "score (points)"))
    race.set_title(label(lg, "%s: score race%s") % (h.game.TITLE, "" if fin["ended"] else label(lg, " (game not over)")))
    race.yaxis.set_major_locator(MaxNLocator(integer=True))  # points are whole numbers
    race.grid(True, alpha=0.3)
    title = label(lg, "player")
    if any(offsets):
        title += label(lg, "\n(tied players' lines\ndrawn %g pt apart)") % TIE_STEP
    race.legend(loc="upper left", bbox_to_anchor=(1.01, 1), title=title)

    names = []
    for bd in fin["breakdown"]:
        for kv in bd:
            if kv[0] not in names:
                names.append(kv[0])
    colours = category_colours(h.game, names)
    cat_shown = short_names(game_words(h.game, lg, names))
    ys = list(range(len(seats)))
    pos = [0] * len(seats)
    neg = [0] * len(seats)
    for i in range(len(names)):
        c = names[i]
        vals = []
        for s in range(len(seats)):
            v = 0
            for kv in fin["breakdown"][s]:
                if kv[0] == c:
                    v += kv[1]
            vals.append(v)
        left = [pos[s] if vals[s] >= 0 else neg[s] for s in range(len(seats))]
        fill, edge = colours[c]
        cats.barh(ys, vals, left=left, label=cat_shown[i], color=fill, edgecolor=edge or fill,
                  linewidth=0.8 if edge else 0)
        for s in range(len(seats)):
            if vals[s] >= 0:
                pos[s] += vals[s]
            else:
                neg[s] += vals[s]
    cats.set_yticks(ys)
    cats.set_yticklabels(shown)
    cats.invert_yaxis()
    cats.xaxis.set_major_locator(MaxNLocator(integer=True))
    cats.set_xlabel(label(lg, "points"))
    cats.set_ylabel(label(lg, "player"))
    cats.set_title(label(lg, "score by category%s") % ("" if fin["ended"] else label(lg, " so far")))
    totals = []
    for s in range(len(seats)):
        totals.append(cats.annotate(str(fin["scores"][s]), (pos[s], s), xytext=(4, 0),
                                    textcoords="offset points", va="center"))
    if names:
        cats.legend(loc="upper left", bbox_to_anchor=(1.01, 1), title=label(lg, "category"), fontsize="small")
    _room_for(fig, cats, totals)
    return fig


def _room_for(fig, ax, texts):
    """Widen the x range of `ax` until every text (the totals right of the bars) lies inside its
    frame with GAP pixels to spare: the longest bar's total (the winner's) never touches the frame."""
    for _ in range(4):
        fig.draw_without_rendering()  # the layout as it will be saved
        frame = ax.get_window_extent()
        right = max([t.get_window_extent().x1 for t in texts] or [0])
        if right + GAP <= frame.x1:
            return
        lo, hi = ax.get_xlim()
        per_px = (hi - lo) / max(frame.width, 1.0)
        ax.set_xlim(lo, hi + (right + GAP + 4 - frame.x1) * per_px)


GAP = 12  # pixels between a total and the frame


CHART_FORMATS = {".png": "png", ".svg": "svg", ".pdf": "pdf"}


def chart_format(dest):
    """The chart's file format, from the suffix of `dest` ('-', stdout: PNG); UsageError otherwise."""
    if dest == "-":
        return "png"
    fmt = CHART_FORMATS.get(os.path.splitext(dest)[1].lower())
    if fmt is None:
        raise UsageError("--chart %s: the format follows the file's suffix: .png, .svg or .pdf" % dest)
    return fmt


def write_chart(h, out, fmt="png", names=None, lg=0):
    """The chart into the file object `out` as PNG, SVG or PDF; SVG and PDF carry no date, so the
    same record gives the same file. `names`: {seat: player's name} (--player); lg: its language."""
    from matplotlib import rc_context

    meta = {"png": None, "svg": {"Date": None}, "pdf": {"CreationDate": None, "ModDate": None}}[fmt]
    # A Ctrl+C inside matplotlib's C renderer can come out as another error ("ValueError: Invalid
    # bounding box", a traceback): it waits until the chart is drawn, then interrupts as anywhere.
    with inputs.HoldInterrupts() as held:
        with rc_context({"svg.hashsalt": "tabletop companion", "svg.fonttype": "path"}):
            chart_figure(h, names, lg).savefig(out, format=fmt, metadata=meta)
    if held.pending:
        raise KeyboardInterrupt


# --- command line --------------------------------------------------------------------------------
def add_arguments(p):
    p.add_argument("record", help="record text, or a save copied off the board (file, nvm dump, "
                                  "or the saves folder: its newest game)")
    p.add_argument("--csv", metavar="FILE", help="one row per entry with every player's score ('-': stdout)")
    p.add_argument("--bgstats", metavar="FILE", help="the play as BG Stats import JSON ('-': stdout)")
    p.add_argument("--chart", metavar="FILE", help="chart: score race per round, score by category "
                                                  "(.png, .svg or .pdf, by the suffix)")
    p.add_argument("--stats", metavar="FILE", help="figures: points per round, best round/entry, lead ('-': stdout)")
    p.add_argument("--json", action="store_true", help="--stats as JSON instead of text")
    p.add_argument("--player", action="append", default=[], metavar="SEAT=NAME",
                   help="the person who played SEAT, in the BG Stats play and on the chart "
                        "(repeatable; default the seat name)")
    p.add_argument("--date", help="BG Stats play date 'YYYY-MM-DD HH:MM' (default: the file's time)")
    p.add_argument("--minutes", type=inputs.number(0, 100000),
                   help="BG Stats duration in minutes (records carry no clock)")
    p.add_argument("--lang", choices=LANGS, default="en",
                   help="the labels people read (CSV header, chart, --stats text): en (default), de or nl; "
                        "the data (CSV rows, BG Stats and --stats JSON) stay as they are")


def register(subparsers):
    p = subparsers.add_parser("export", help="export a game's score history (CSV, BG Stats, chart)")
    add_arguments(p)
    p.set_defaults(func=run)
    return p


def parse_date(text, path):
    if text is None:
        t = datetime.datetime.fromtimestamp(os.path.getmtime(path))
        return t.strftime("%Y-%m-%d %H:%M:%S")
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(text, fmt).strftime("%Y-%m-%d %H:%M:%S")
        except ValueError:
            pass
    raise UsageError("--date: expected YYYY-MM-DD HH:MM, got %r" % text)


OUTPUTS = ("csv", "bgstats", "stats", "chart")


def check_outputs(args):
    """Before any work: every output can be written, no two outputs name one file (the second
    would overwrite the first), and none is the record itself. '-' (stdout) may be named twice."""
    seen = {}
    for opt in OUTPUTS:
        dest = getattr(args, opt)
        if dest is None or dest == "-":
            continue
        inputs.check_output(dest, reads=[(args.record, "record")])
        key = _file_key(dest)
        if key in seen:
            raise UsageError("--%s and --%s both name %s: give each output a file of its own"
                             % (seen[key], opt, dest))
        seen[key] = opt
    if args.chart:
        chart_format(args.chart)


_file_key = inputs.file_key  # the one writer of outputs: host_tools/inputs.py
write_outputs = inputs.write_outputs


def run(args, game=None):
    if not (args.csv or args.bgstats or args.chart or args.stats):
        print("companion export: choose at least one of --csv, --bgstats, --chart, --stats",
              file=sys.stderr)
        return 1
    try:
        check_outputs(args)  # before the replay: a wrong path costs no waiting
        used, why = records.resolve(args.record)  # a save's newest copy; in a folder, which file
        if why:
            print("companion export: note: " + why, file=sys.stderr)
        args.record = used
        h = open_history(args.record, game)
        names = {}
        for kv in args.player:
            seat, eq, name = kv.partition("=")
            if not eq or not name.strip() or seat not in h.seats:
                raise UsageError("--player %s: expected SEAT=NAME with SEAT one of: %s"
                                  % (kv, " ".join(h.seats)))
            names[seat] = name.strip()
        lg = langs.index(getattr(args, "lang", None))
        outputs = []  # (dest, bytes): everything is made first, then written at once
        notes = []  # said on stderr once the outputs are written
        if args.csv:
            outputs.append((args.csv, csv_text(h, lg).encode("utf-8")))
        if args.bgstats:
            play = bgstats_play(h, names, parse_date(args.date, args.record), args.minutes)
            if args.date is None:
                notes.append("note: the BG Stats play's date, %s, is %s's modification time "
                             "(--date \"YYYY-MM-DD HH:MM\" gives another)" % (play["playDate"], args.record))
            if not h.final()["ended"]:
                print("companion export: the game is not over: no winner in the BG Stats play",
                      file=sys.stderr)
            outputs.append((args.bgstats, (json.dumps(play, indent=2) + "\n").encode("utf-8")))
        if args.stats:
            st = stats(h)
            text = json.dumps(st, indent=2) + "\n" if args.json else stats_text(st, lg)
            outputs.append((args.stats, text.encode("utf-8")))
        if args.chart:
            buf = io.BytesIO()
            write_chart(h, buf, chart_format(args.chart), names, lg)
            outputs.append((args.chart, buf.getvalue()))
        write_outputs(outputs)
        for note in notes:
            print("companion export: " + note, file=sys.stderr)
    except inputs.UserError as e:
        print("companion export: %s" % e, file=sys.stderr)
        return e.status
    except BrokenPipeError:
        raise  # stdout's reader is gone (`| head`): the command line's business
    except OSError as e:
        print("companion export: %s: %s" % (e.filename or "output", e.strerror or e), file=sys.stderr)
        return 1
    return 0


def main(argv=None, game=None):
    """`companion export` on its own; `game` replaces the registry (tests with a game of their own)."""
    p = inputs.Parser(prog="companion export", description=__doc__.split("\n")[0])
    add_arguments(p)
    try:
        args = p.parse_args(argv)
    except inputs.UserError as e:
        print(e, file=sys.stderr)
        return e.status
    try:
        return run(args, game)
    except KeyboardInterrupt:  # `python -m host_tools.export`; `companion` says it in host_tools/cli.py
        print("companion export: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
