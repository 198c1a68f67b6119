# The order drawn at the table: After the Flood and Assyria take the first turn order as the
# players entered their seats (option first-order as-seated) or drawn by the device (drawn, the
# default); Terra Mystica and Babel start with seat 1 (the seats are entered in turn order).
import pytest

from tabletop.core import registry
from tests.host.ui_driver import Driver


@pytest.mark.parametrize("game,n", [("after_the_flood", 3), ("assyria", 4)])
def test_the_first_turn_order_as_seated_or_drawn(game, n):
    orders = {}
    for how in ("as-seated", "drawn"):
        d = Driver(games=registry.GAMES)
        d.choose(registry.info(game)[1])
        assert d.lines()[0] == "Option: first-order" and d.labels() == ["drawn", "as-seated"]
        d.choose(how)
        if d.lines()[0] == "Players":
            d.choose(str(n))
        d.choose("blue").choose("red").choose("yellow")
        if n == 4:
            d.choose("green")
        s = d.app.session
        assert s.record.seats[:3] == ["blue", "red", "yellow"] and s.record.option("first-order") == how
        orders[how] = list(s.state["flow"]["order"])
    assert orders["as-seated"] == list(range(n))
    assert sorted(orders["drawn"]) == list(range(n))


def test_a_record_without_the_option_is_drawn_as_before():
    from tabletop.core.session import Session
    from tabletop.core.text import parse

    text = "game after_the_flood\nplayers ann bob cid\nseed 5\n"
    drawn = Session(parse(text, registry.words_for)).state["flow"]["order"]
    seated = Session(parse(text + "option first-order as-seated\n", registry.words_for)).state["flow"]["order"]
    assert seated == [0, 1, 2] and sorted(drawn) == [0, 1, 2]
    assert Session(parse(text + "option first-order drawn\n", registry.words_for)).state["flow"]["order"] == drawn
