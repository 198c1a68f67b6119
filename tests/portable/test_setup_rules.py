# The setup rules the start menu follows hold for every record too (a record typed by hand, an
# import, a damaged save): player counts, seat names, option values, one Terra Mystica faction of
# each colour. Each refusal names the reason.
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.session import Session
from tabletop.core import registry


def refused(game, seats, options, why):
    mod = registry.load(game)
    try:
        Session(Record(game, list(seats), [list(o) for o in options], 1, mod.WORDS), mod)
    except Illegal as e:
        assert why in e.message, (game, seats, options, e.message)
        return
    assert False, "accepted: %s %s %s" % (game, seats, options)


def test_two_factions_of_one_colour_are_refused():
    refused("terra_mystica", ("witches", "auren"), (), "auren and witches are both green")
    refused("terra_mystica", ("nomads", "giants", "fakirs"), (), "are both yellow")
    refused("terra_mystica", ("engineers", "mermaids", "darklings", "dwarves"), (), "are both gray")
    refused("terra_mystica", ("chaosmagicians", "giants"), (), "are both red")
    mod = registry.load("terra_mystica")
    s = Session(Record("terra_mystica", ["witches", "nomads"], [], 1, mod.WORDS), mod)  # two colours
    assert len(s.state["players"]) == 2


def test_player_counts_seats_and_options_of_every_game():
    refused("terra_mystica", ("witches",), (), "2 to 5 players")
    refused("terra_mystica", ("witches", "nomads", "giants", "cultists", "engineers", "darklings"), (),
            "2 to 5 players")
    refused("terra_mystica", ("witches", "dragons"), (), "'dragons' is not a player name")
    refused("terra_mystica", ("witches", "nomads"), (("towns", "maxi"),), "option towns must be one of")
    refused("terra_mystica", ("witches", "nomads"), (("expansion", "fire"),), "no option 'expansion'")
    refused("babel", ("white", "black", "red"), (), "exactly 2 players")
    refused("babel", ("white", "black"), (("edition", "french"),), "option edition must be one of")
    refused("assyria", ("red",), (), "2 to 4 players")
    refused("after_the_flood", ("ann", "bob"), (), "exactly 3 players")
