# Presses per action, measured: every entry of each game's recorded game is entered through
# the device app the shortest way (a quick key, then the encoder) and counted. Presses = keys +
# encoder pushes; turns = encoder detents. The table is recorded in docs/device.md:
#   python -m tests.host.test_ui_presses
import os

from tabletop.core import registry
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.ui import play
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = (("terra_mystica", "tm_5p_demo.txt"), ("babel", "babel_demo.txt"),
           ("assyria", "assyria_4p_full.txt"), ("after_the_flood", "after_the_flood_full.txt"))
# the common actions: at most 3 presses
COMMON = (("terra_mystica", "build"), ("terra_mystica", "build +1 offer"), ("terra_mystica", "leech"),
          ("babel", "build"), ("assyria", "offer"))


def replayable(name):
    """The record of tests/records/NAME; skips the test if it does not replay with the game as
    it is now (the game's own tests report that)."""
    import pytest

    from tabletop.core.errors import Illegal

    with open(os.path.join(ROOT, "tests", "records", name)) as f:
        rec = parse(f.read(), registry.words_for)
    try:
        Session(rec)
    except Illegal as e:
        pytest.skip("%s does not replay now: %s" % (name, e))
    return rec


def action(words):
    # the verb; a build or upgrade next to opponents also names who may leech and how much (a map
    # fact the player enters): counted apart by the number of neighbours offered power, and apart
    # when an offer is 4 or more (one push for 1-3 power, the usual amounts: 88% of the offers in
    # the real games of shared/tm_games, tests/host/test_tm_real_games.py; three pushes for more)
    if "offer" not in words[1:]:
        return words[0]
    i = words.index("offer") + 1
    n = 0
    big = False
    while i + 1 < len(words) and words[i + 1].isdigit():
        n += 1
        big = big or int(words[i + 1]) > 3
        i += 2
    return "%s +%d offer%s%s" % (words[0], n, "" if n == 1 else "s", " (4+ power)" if big else "")


def at_the_pad(game, state, seat, words):
    # Terra Mystica at the pad: the builder names the neighbours, each says the amount when asked
    # (host_tools/tm/pad.py does the same for the real games)
    if game != "terra_mystica":
        return words
    from host_tools.tm.pad import answer_words

    out = []
    offer = False
    for w in words:
        offer = w == "offer" or offer and w != "."
        if not (offer and w.isdigit()):
            out.append(w)
    return answer_words(state, seat, out)


def measure(game, name):
    rec = replayable(name)
    d = Driver(games=registry.GAMES)
    app = d.app
    app._start(Session(rec.copy_header(), registry.load(game)))
    per = {}
    for k in range(len(rec)):
        seat, words = rec.entry(k)
        kind = action(words)
        s = app.session
        words = at_the_pad(game, s.state, seat, list(words))
        n = len(s.record)
        if seat != play.seat(app):
            # answered out of the device's order (allowed by the rules); the device asks the
            # prompted players in turn and the neighbours of a build at once, so this entry is
            # not entered on it in this order
            s.apply_words(seat, words)
            app.version += 1
            per.setdefault(kind, []).append((-2, -2))
            continue
        presses, turns = d.enter(words)
        ok = False
        if len(s.record) == n + 1:
            # the app may write a shorter entry (words the rules fill in): same state = same action
            got = clone(s.state)
            s.undo()
            s.redo_n = 0
            s.apply_words(seat, words)
            ok = s.state == got
        else:
            app.words = []
            s.apply_words(seat, words)
        app.version += 1
        per.setdefault(kind, []).append((presses, turns) if ok else (-1, -1))
    assert app.session.state["flow"]["ended"] == Session(rec, registry.load(game)).ended()
    return per


def summary(per):
    rows = []
    for verb in sorted(per):
        ok = sorted([x for x in per[verb] if x[0] >= 0])
        bad = len([x for x in per[verb] if x[0] == -1])
        other = len([x for x in per[verb] if x[0] == -2])
        if ok:
            ps = sorted([x[0] for x in ok])
            ts = sorted([x[1] for x in ok])
            rows.append((verb, len(per[verb]), ps[len(ps) // 2], ps[-1], ts[len(ts) // 2], ts[-1], bad,
                         other))
        else:
            rows.append((verb, len(per[verb]), -1, -1, -1, -1, bad, other))
    return rows


def test_common_actions_in_at_most_3_presses():
    for game, verb in COMMON:
        name = [r[1] for r in RECORDS if r[0] == game][0]
        rows = [r for r in summary(measure(game, name)) if r[0] == verb]
        assert rows, (game, verb)
        v, n, med, most, tmed, tmost, bad, other = rows[0]
        assert n - bad - other >= 1 and 1 <= most <= 3, (game, rows[0])


def test_every_recorded_entry_can_be_entered_on_the_device():
    # Terra Mystica's record holds compound entries ("convert 1w to 1c . build") and offers that
    # its choices() does not build, After the Flood two; see docs/device.md
    for game, name in RECORDS[1:3]:
        for row in summary(measure(game, name)):
            assert row[6] == 0, (game, row)


def new_tm_game(players):
    """(presses, clicks, driver) from power-on (a fresh board) to the first setup dwelling of a
    new Terra Mystica game: the game, "standard options", the player count, each player's faction
    (the first one offered), Build."""
    d = Driver(games=registry.GAMES)
    d.choose("Terra Mystica").choose("standard options").choose(str(players))
    for _ in range(players):
        d.push()
    d.key(0)
    return d.presses, d.turns, d


def opponent_figures(name):
    """(most presses, most clicks) from the play screen to any other player's figures: the
    menu key, then that player's key (tests/host/test_ui_pages.py checks the page itself)."""
    d = Driver(games=registry.GAMES)
    d.app._start(Session(replayable(name)))
    d.app._refresh()
    most = (0, 0)
    for p in range(len(d.app.session.record.seats)):
        d.count()
        d.key(10).key(p)
        assert d.app.screen["lines"][0].startswith(d.app.session.record.seats[p] + " ")
        most = max(most, d.count())
        d.push()
    return most


def test_a_new_four_player_terra_mystica_game_in_at_most_10_inputs():
    presses, clicks, d = new_tm_game(4)
    s = d.app.session
    assert len(s.record.seats) == 4 and s.record.entry_text(0).endswith(": build")
    assert presses + clicks <= 10, (presses, clicks)
    assert [kv[1] for kv in s.record.options] == [o[1][0] for o in registry.load("terra_mystica").OPTIONS if o[1]]


def test_every_other_players_figures_at_most_3_inputs_away():
    for game, name in RECORDS:
        p, c = opponent_figures(name)
        assert p + c <= 3, (game, p, c)


if __name__ == "__main__":
    for n in (2, 4, 5):
        print("new Terra Mystica game, %d players, power-on to the first dwelling: %d presses, "
              "%d clicks" % ((n,) + new_tm_game(n)[:2]))
    for game, name in RECORDS:
        print("%s: any other player's figures: %d presses, %d clicks" % ((game,) + opponent_figures(name)))
    for game, name in RECORDS:
        print("%s (%s)" % (game, name))
        print("| action | entries | presses median | max | turns median | max | not enterable | "
              "other order |")
        print("|---|---|---|---|---|---|---|---|")
        for r in summary(measure(game, name)):
            print("| %s | %d | %d | %d | %d | %d | %d | %d |" % r)
        print()
