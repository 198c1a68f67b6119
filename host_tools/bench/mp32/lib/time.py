def ticks_us():
    return 0


def ticks_diff(a, b):
    return a - b
