// qstrs specific to this port
Q(readfile)
