# After the Flood: choices() lets the pad enter the whole record word by word; status and figures.
from tabletop.core import flow, view
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import after_the_flood as G
from tabletop.games.after_the_flood import view as V
from tests.portable.test_after_the_flood_game import play_until, record_text, words


def test_every_entry_of_the_record_can_be_built_from_choices():
    assert enter_from_choices(record_text()).ended()


def test_the_features_record_too():
    from tests.portable.test_after_the_flood_features import _text

    enter_from_choices(_text())


def enter_from_choices(text):
    rec = parse(text, words)
    s = Session(parse("game after_the_flood\nplayers ann bob cid\n", words), G)
    for k in range(len(rec)):
        seat, ws = rec.entry(k)
        assert flow.active(s.state) == seat, rec.entry_text(k)
        for i in range(len(ws)):
            offered = V.choices(s.state, seat, ws[:i])
            assert ws[i] in offered, (rec.entry_text(k), i, offered)
        assert V.choices(s.state, seat, ws) == [], rec.entry_text(k)  # complete: the pad sends it
        s.apply_words(seat, ws)
    return s


def test_choices_offer_only_what_is_possible():
    s = play_until("cid: place wool 2 akkad")
    st = s.state
    assert V.choices(st, 2, []) == ["city", "place", "empire", "bid", "pass"]  # no trader anywhere
    assert V.choices(st, 0, []) == []  # not ann's turn
    assert V.choices(st, 2, ["place"]) == ["grain", "wood", "metal", "wool", "tool", "oil", "gold"]
    assert V.choices(st, 2, ["place", "gold"]) == ["1", "2", "3", "4"]
    assert V.choices(st, 2, ["empire"]) == ["sumer"]  # akkad and guti need workers there
    assert "babylon" not in V.choices(st, 2, ["city"])  # bob's city
    s = play_until("bob: pay grain")
    assert V.choices(s.state, 1, []) == ["pay", "bid", "pass"]
    assert V.choices(s.state, 1, ["pay"]) == ["grain", "wood", "metal", "wool", "gold", "army", "worker"]
    s = play_until("bob: roll 4 2")
    assert V.choices(s.state, 1, []) == ["roll", "autoroll", "stop"]
    assert V.choices(s.state, 1, ["roll", "4"]) == ["1", "2", "3", "4", "5", "6"]
    s = play_until("ann: luxury gold")
    assert V.choices(s.state, 0, []) == ["luxury", "expand", "done"]
    assert V.choices(s.state, 0, ["luxury"]) == ["gold"]
    assert V.choices(s.state, 0, ["expand"]) == ["sippar", "ur"]


def test_status_says_what_the_rules_say():
    s = play_until("bob: roll 3 1")
    lines = V.status(s.state)
    assert lines[0] == "turn 1/5, actions" and lines[1] == "order: bob ann cid"
    assert "bob attacks umma (2 armies of ann): 5+ to hit, roll or stop" in lines
    s = play_until("bob: pay grain")
    assert "bob: someone passed, pay 1 resource, army or worker (or pass)" in V.status(s.state)
    s = play_until("cid: attack babylon")
    assert "cid: 8 workers in stock, 10 armies in front" in V.status(s.state)


def test_status_of_decline_bids_and_expansions():
    s = play_until("bob: place grain 1 irrigation")
    assert "bob declined: 1 irrigation" not in V.status(s.state)
    assert "cid declined: nothing" in V.status(s.state)
    s = play_until("cid: scribe hand mittani")  # turn 3: no decline, none shown
    assert [x for x in V.status(s.state) if "declined" in x or "roll" in x] == []
    s = play_until("cid: bid grain", 2)
    assert "cid: Passed box worth 2, bid more or pass" in V.status(s.state)
    s = play_until("ann: expand eridu")
    assert "ann: expand a city with 2 wood; luxuries: tool oil gold" in V.status(s.state)


def test_snapshot_fields():
    s = play_until("cid: scribe hand mittani")
    snap = view.snapshot(G, s.state, s.record.seats)
    ann = snap["players"][0]
    assert ann["id"] == "ann" and ann["score"] == 17
    assert ann["cities"] == ["sippar", "ur+"] and ann["order"] == 2
    assert ann["resources"] == [["grain", 5], ["wood", 1], ["wool", 4]]
    assert ann["workers"] == [["egypt", 3], ["irrigation", 1], ["weaving", 1]]
    assert snap["players"][2]["workers"] == [["irrigation", 1], ["weaving", 1], ["scribes", 1]]
    assert snap["phase"] == "actions" and snap["active"] == "cid"
