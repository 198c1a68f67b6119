// qstrs specific to this port
Q(readfile)
Q(writefile)
Q(removefile)
Q(listfiles)
