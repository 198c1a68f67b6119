# The words of a refusal on the board: `companion deploy` writes each refusal's text once, a line
# each, into tabletop/refusals.txt, and the raise as (that line, the values) (host_tools/
# board_form.py), so that the texts are not in RAM with the code. Imported only to show one.

TABLE = __file__[:__file__.rfind("core")] + "refusals.txt"


def line(path, n):
    # line n (0 first) of the file, read a piece at a time (never the whole table in RAM)
    got = []
    k = 0
    with open(path, "rb") as f:
        while True:
            piece = f.read(128)
            if not piece:
                break
            a = 0
            while k < n:
                i = piece.find(b"\n", a)
                if i < 0:
                    break
                k += 1
                a = i + 1
            if k < n:
                continue
            i = piece.find(b"\n", a)
            got.append(piece[a:] if i < 0 else piece[a:i])
            if i >= 0:
                k += 1  # line n is whole
                break
    text = b"".join(got)
    return text.decode() if k > n or text else None


def words(said):
    # said: (line,) -> its text; (line, value) -> text % value; (line, a, b, ...) -> text % (a, b, ...)
    try:
        text = line(TABLE, said[0])
    except OSError:
        text = None
    if text is None:  # the table is missing or older than the code: still say something
        return "refused (%d): %s" % (said[0], " ".join([str(v) for v in said[1:]]))
    if len(said) == 1:
        return text
    return text % (said[1] if len(said) == 2 else said[1:])
